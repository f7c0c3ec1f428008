import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";

/**
 * Press page views counted in memory, written in batches (one transaction per flush). A failed flush
 * puts its counts back; a crash loses at most one interval's views, never counts one twice.
 */
export type PressViewCounter = {
  count(id: string): void;
  /** Views counted here and not yet written: shown on top of the stored figure. */
  pending(id: string): number;
  /** Writes what was counted; resolves to the number of views written. */
  flush(db: Kysely<Database>): Promise<number>;
  start(options: { db: Kysely<Database>; intervalMs: number }): void;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
};

export function createPressViewCounter(): PressViewCounter {
  let counts = new Map<string, number>();
  let running: Promise<number> = Promise.resolve(0);
  let timer: ReturnType<typeof setInterval> | undefined;
  let database: Kysely<Database> | undefined;

  async function write(db: Kysely<Database>): Promise<number> {
    if (counts.size === 0) return 0;
    const batch = counts;
    counts = new Map();
    try {
      await db.transaction().execute(async (trx) => {
        for (const [id, n] of batch) {
          await trx
            .updateTable("press")
            .set((eb) => ({ views: eb("views", "+", n) }))
            .where("id", "=", id)
            .execute();
        }
      });
    } catch (error) {
      // Nothing of the batch was stored (one transaction): count it again for the next flush.
      for (const [id, n] of batch) counts.set(id, (counts.get(id) ?? 0) + n);
      throw error;
    }
    let total = 0;
    for (const n of batch.values()) total += n;
    return total;
  }

  const counter: PressViewCounter = {
    count(id) {
      counts.set(id, (counts.get(id) ?? 0) + 1);
    },
    pending(id) {
      return counts.get(id) ?? 0;
    },
    flush(db) {
      // One flush at a time: a second waits for the first, then writes what came since.
      const next = running.catch(() => 0).then(() => write(db));
      running = next;
      return next;
    },
    start({ db, intervalMs }) {
      database = db;
      if (timer) return;
      timer = setInterval(() => {
        counter.flush(db).catch((error: unknown) => {
          logger.warn({ err: error }, "press.views.flush_failed");
        });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      if (database) await counter.flush(database);
    },
  };
  return counter;
}

let shared: PressViewCounter | undefined;

/** The server's one counter (the routes and the page cache count into it, its job in feature.server.ts flushes it). */
export function getPressViewCounter(): PressViewCounter {
  shared ??= createPressViewCounter();
  return shared;
}
