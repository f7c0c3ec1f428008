import { nextSeoulMidnight } from "./steps.ts";

/** Past the minute's start, so a timer that fires a little early still lands on the new Korea date. */
const MARGIN_MS = 50;

/**
 * Calls `onMidnight` just after every 00:00 KST (15:00 UTC, whatever the process's zone): the
 * schedule's cached page is dropped then, so its "D-n" and highlighted step are never a day old.
 * A copy rendered before the drop is not kept (server/page-cache.ts), so nothing rendered on the
 * old date outlives midnight. Returns the stop.
 */
export function startMidnightTick({
  onMidnight,
  onError,
  now = () => new Date(),
}: {
  onMidnight: () => void;
  onError: (error: unknown) => void;
  now?: () => Date;
}): () => Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const schedule = () => {
    const wait = nextSeoulMidnight(now()).getTime() - now().getTime() + MARGIN_MS;
    timer = setTimeout(() => {
      try {
        onMidnight();
      } catch (error) {
        onError(error);
      }
      if (!stopped) schedule();
    }, wait);
  };
  schedule();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
