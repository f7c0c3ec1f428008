import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { FEATURES } from "#app/modules/index.server.ts";
import { deleteExpiredRateLimits } from "#app/platform/access/rate-limit.server.ts";

const DAY_MS = 86_400_000;

/** Stale rate-limit counters, then each feature's purge, in the order of app/modules/index.server.ts. */
export async function runMaintenance(db: Kysely<Database>, { env }: { env: Env }): Promise<Record<string, number>> {
  const deleted: Record<string, number> = { deletedCounters: await deleteExpiredRateLimits(db) };
  for (const feature of FEATURES) {
    // `features`: a purge that depends on the others' answers (unused uploads) reads them from here.
    if (feature.purge) Object.assign(deleted, await feature.purge(db, { env, features: FEATURES }));
  }
  logger.info(deleted, "maintenance.done");
  return deleted;
}

/** At start and then daily; every instance may run it, the deletes are idempotent. */
export function scheduleMaintenance(db: Kysely<Database>, options: { env: Env }): () => void {
  const run = () => runMaintenance(db, options).catch((error) => logger.error({ err: error }, "maintenance.failed"));
  void run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
