import { nextBoundary, type Popup } from "./schema.ts";

/** Past the minute, so a timer that fires a little early still finds the new set of pop-ups. */
const MARGIN_MS = 50;
/** Node's timers hold at most 2^31−1 ms (24.8 days): a farther boundary is waited for in steps. */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * Calls `onBoundary` just after each instant a published pop-up starts or ends, on this instance:
 * the home page's cached copy is dropped then although nothing was published. The next boundary is
 * computed from the published list (`load`), again after each boundary and whenever `subscribe`
 * says the list changed (a publish here or on another instance). Returns the stop.
 */
export function startPopupBoundaryTimer({
  load,
  onBoundary,
  onError,
  subscribe,
  now = () => new Date(),
}: {
  load: () => Promise<readonly Popup[]>;
  onBoundary: () => void;
  onError: (error: unknown) => void;
  subscribe?: (listener: () => void) => () => void;
  now?: () => Date;
}): () => Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let generation = 0;
  let pending: Promise<void> = Promise.resolve();

  const arm = () => {
    const mine = ++generation;
    if (timer) clearTimeout(timer);
    timer = null;
    pending = load()
      .then((popups) => {
        if (stopped || mine !== generation) return;
        const at = nextBoundary(popups, now());
        if (!at) return;
        const wait = at.getTime() - now().getTime() + MARGIN_MS;
        const capped = wait > MAX_WAIT_MS;
        timer = setTimeout(
          () => {
            timer = null;
            if (!capped) {
              try {
                onBoundary();
              } catch (error) {
                onError(error);
              }
            }
            if (!stopped && mine === generation) arm();
          },
          capped ? MAX_WAIT_MS : wait,
        );
      })
      .catch((error: unknown) => {
        onError(error);
        // The database was unreachable: try again in a minute rather than never.
        if (!stopped && mine === generation) timer = setTimeout(arm, 60_000);
      });
  };
  const unsubscribe = subscribe?.(arm);
  arm();
  return async () => {
    stopped = true;
    unsubscribe?.();
    if (timer) clearTimeout(timer);
    await pending;
  };
}
