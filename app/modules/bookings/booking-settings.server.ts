import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import { defineSetting, loadSetting, writeSetting } from "#app/platform/settings/settings.server.ts";
import { complexOf } from "#app/platform/sites/sites.server.ts";
import { bookingScheduleDefaults } from "./copy.ts";
import type { BookingSchedule } from "./schedule.ts";

const scheduleSchema = z
  .record(z.string(), z.unknown())
  .transform((stored) => ({ ...bookingScheduleDefaults, ...stored }) as BookingSchedule);

/**
 * The schedule the sales team set on /admin/bookings/settings, one per complex; nothing saved: the
 * defaults. A value saved before a field existed reads that field's default.
 */
export const BOOKING_SCHEDULE = defineSetting<BookingSchedule>({
  key: "booking-settings",
  schema: scheduleSchema,
  first: () => bookingScheduleDefaults,
});

/** Read now, through the caller's handle: a change of the schedule decides on what its transaction sees. */
export const getSchedule = (db: Kysely<Database>, siteId?: string): Promise<BookingSchedule> =>
  loadSetting(db, BOOKING_SCHEDULE, siteId ?? complexOf(db));

export async function saveSchedule(db: Kysely<Database>, schedule: BookingSchedule, now = new Date()): Promise<void> {
  await writeSetting(db, BOOKING_SCHEDULE, schedule, now);
}
