import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { addDays, seoulDay, seoulInstant } from "#app/lib/korea-time.ts";
import { logger } from "#app/lib/logger.server.ts";
import { notifyContentChange, onContentChange, startContentVersionPolling } from "./content-versions.server.ts";

/**
 * An instance's one "published content changed" signal, started once by server/main.ts. Features
 * listen (`onContentChange`, `FeatureServer.onCachedPagesStale`, a setting's cached copy) and
 * declare when their content changes without a publish (`FeatureServer.contentBoundaries`).
 */
export type ContentBoundary =
  | { area: string; daily: "korea-midnight" }
  | {
      area: string;
      /** The next instant the content changes on its own; asked again after it and after each change of the area. */
      next: (db: Kysely<Database>, now: Date) => Promise<Date | null>;
      /**
       * Work due at the instant (publishing the notices due), before the listeners are told. Every
       * instance runs it: it must be idempotent.
       */
      due?: (db: Kysely<Database>, now: Date) => Promise<void>;
    };

/** Half the 2 s an instance has to see another's change, the render of the page included. */
export const CONTENT_POLL_MS = 500;
/** A timer that fires a little early still finds the new state. */
const MARGIN_MS = 50;
/** Node's timers hold at most 24.8 days: a farther instant is waited for in steps. */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000;
const RETRY_MS = 60_000;

export function nextKoreaMidnight(now: Date): Date {
  return seoulInstant(addDays(seoulDay(now), 1), "00:00");
}

/** Calls `onBoundary` just after each instant `next` gives; a failed `next` is tried again a minute later. */
export function startBoundaryTimer({
  next,
  onBoundary,
  onError,
  subscribe,
  now = () => new Date(),
}: {
  next: (now: Date) => Promise<Date | null>;
  onBoundary: (at: Date) => unknown;
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
    const current = () => !stopped && mine === generation;
    pending = next(now())
      .then((at) => {
        if (!current() || !at) return;
        const wait = at.getTime() - now().getTime() + MARGIN_MS;
        const capped = wait > MAX_WAIT_MS;
        timer = setTimeout(
          () => {
            timer = null;
            const fired = capped ? Promise.resolve() : Promise.resolve().then(() => onBoundary(at));
            // A failed boundary (the database away) is tried again later, not in a tight loop.
            pending = fired.then(
              () => {
                if (current()) arm();
              },
              (error: unknown) => {
                onError(error);
                if (current()) timer = setTimeout(arm, RETRY_MS);
              },
            );
          },
          capped ? MAX_WAIT_MS : Math.max(wait, 0),
        );
      })
      .catch((error: unknown) => {
        onError(error);
        if (current()) timer = setTimeout(arm, RETRY_MS);
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

function startBoundary(db: Kysely<Database>, boundary: ContentBoundary, now: () => Date): () => Promise<void> {
  const onError = (error: unknown) =>
    logger.error({ err: error, area: boundary.area }, "content_signal.boundary_failed");
  if ("daily" in boundary) {
    return startBoundaryTimer({
      next: async (at) => nextKoreaMidnight(at),
      onBoundary: () => notifyContentChange(boundary.area),
      onError,
      now,
    });
  }
  return startBoundaryTimer({
    next: (at) => boundary.next(db, at),
    onBoundary: async (at) => {
      await boundary.due?.(db, at);
      notifyContentChange(boundary.area);
    },
    onError,
    subscribe: (listener) => onContentChange(boundary.area, listener),
    now,
  });
}

export function startContentSignal({
  db,
  boundaries = [],
  intervalMs = CONTENT_POLL_MS,
  now = () => new Date(),
}: {
  db: Kysely<Database>;
  boundaries?: readonly ContentBoundary[];
  intervalMs?: number;
  now?: () => Date;
}): () => Promise<void> {
  const stops = [
    startContentVersionPolling({ db, intervalMs }),
    ...boundaries.map((boundary) => startBoundary(db, boundary, now)),
  ];
  return async () => {
    for (const stop of stops) await stop();
  };
}

export { notifyContentChange, onContentChange };
