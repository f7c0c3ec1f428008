import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { deleteExpiredRateLimits } from "#app/models/rate-limit.server.ts";
import { deleteExpiredSessions } from "#app/modules/admin/sessions.server.ts";
import { deleteExpiredLeads } from "#app/modules/leads/lead.server.ts";
import { logger } from "../app/lib/logger.server.ts";

const DAY_MS = 86_400_000;

/** Deletes leads past `LEAD_RETENTION_DAYS`, stale rate-limit counters and expired admin sessions. */
export async function runMaintenance(db: Kysely<Database>, { retentionDays }: { retentionDays: number }) {
  const deletedLeads = await deleteExpiredLeads(db, { retentionDays });
  const deletedCounters = await deleteExpiredRateLimits(db);
  const deletedSessions = await deleteExpiredSessions(db);
  logger.info({ deletedLeads, deletedCounters, deletedSessions, retentionDays }, "maintenance.done");
  return { deletedLeads, deletedCounters, deletedSessions };
}

/** At start and then daily; every instance may run it, the deletes are idempotent. */
export function scheduleMaintenance(db: Kysely<Database>, options: { retentionDays: number }): () => void {
  const run = () => runMaintenance(db, options).catch((error) => logger.error({ err: error }, "maintenance.failed"));
  void run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
