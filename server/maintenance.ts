import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import { deleteExpiredRateLimits } from "#app/models/rate-limit.server.ts";
import { deleteExpiredSessions } from "#app/modules/admin/sessions.server.ts";
import { deleteExpiredBookings } from "#app/modules/bookings/booking.server.ts";
import { deleteExpiredLeads } from "#app/modules/leads/lead.server.ts";
import { deleteExpiredMessages } from "#app/modules/messages/outbox.server.ts";

const DAY_MS = 86_400_000;

/** Deletes leads and bookings past `LEAD_RETENTION_DAYS`, stale rate-limit counters and expired admin sessions. */
export async function runMaintenance(db: Kysely<Database>, { retentionDays }: { retentionDays: number }) {
  const deletedLeads = await deleteExpiredLeads(db, { retentionDays });
  const deletedCounters = await deleteExpiredRateLimits(db);
  const deletedSessions = await deleteExpiredSessions(db);
  // Bookings hold names and numbers too: the same retention, counted from the visit's slot.
  const deletedBookings = await deleteExpiredBookings(db, { retentionDays });
  const deletedMessages = await deleteExpiredMessages(db, { retentionDays });
  logger.info(
    { deletedLeads, deletedCounters, deletedSessions, deletedBookings, deletedMessages, retentionDays },
    "maintenance.done",
  );
  return { deletedLeads, deletedCounters, deletedSessions, deletedBookings, deletedMessages };
}

/** At start and then daily; every instance may run it, the deletes are idempotent. */
export function scheduleMaintenance(db: Kysely<Database>, options: { retentionDays: number }): () => void {
  const run = () => runMaintenance(db, options).catch((error) => logger.error({ err: error }, "maintenance.failed"));
  void run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
