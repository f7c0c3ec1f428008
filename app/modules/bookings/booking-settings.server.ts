import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import { defineSetting, loadSetting, type Setting, writeSetting } from "#app/platform/settings/settings.server.ts";
import { complexOf, defaultSite } from "#app/platform/sites/sites.server.ts";
import { bookingScheduleDefaults } from "./copy.ts";
import type { BookingSchedule } from "./schedule.ts";

const scheduleSchema = z
  .record(z.string(), z.unknown())
  .transform((stored) => ({ ...bookingScheduleDefaults, ...stored }) as BookingSchedule);

/**
 * The schedule the sales team set on /admin/bookings/settings; nothing saved: the defaults. A value
 * saved before a field existed reads that field's default. One per complex: the first complex's
 * keeps the key it always had.
 */
export const BOOKING_SCHEDULE = defineSetting<BookingSchedule>({
  key: "booking-settings",
  schema: scheduleSchema,
  first: () => bookingScheduleDefaults,
});

const others = new Map<string, Setting<BookingSchedule>>();

function scheduleSetting(siteId: string): Setting<BookingSchedule> {
  if (siteId === defaultSite().id) return BOOKING_SCHEDULE;
  let setting = others.get(siteId);
  if (!setting) {
    setting = defineSetting<BookingSchedule>({
      key: `booking-settings:${siteId}`,
      area: BOOKING_SCHEDULE.area,
      schema: scheduleSchema,
      first: () => bookingScheduleDefaults,
    });
    others.set(siteId, setting);
  }
  return setting;
}

/** Read now, through the caller's handle: a change of the schedule decides on what its transaction sees. */
export const getSchedule = (db: Kysely<Database>, siteId?: string): Promise<BookingSchedule> =>
  loadSetting(db, scheduleSetting(siteId ?? complexOf(db)));

export async function saveSchedule(db: Kysely<Database>, schedule: BookingSchedule, now = new Date()): Promise<void> {
  await writeSetting(db, scheduleSetting(complexOf(db)), schedule, now);
}
