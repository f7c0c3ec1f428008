import { getDatabase } from "#app/db/db.server.ts";
import type { BookingRow } from "#app/db/schema.ts";
import { formatDay, isDay, seoulTime } from "#app/lib/korea-time.ts";
import { availability, getSchedule } from "./booking.server.ts";
import { openDays } from "./schedule.ts";

/**
 * The days open to visitors now (none when `open` is false), the asked day if it is one of them,
 * and that day's slots with their places.
 */
async function openDayOf(askedDay: string | null, open: boolean, now: Date) {
  const db = getDatabase().db;
  const schedule = await getSchedule(db);
  const days = open ? openDays(schedule, now, schedule.daysAhead) : [];
  const asked = askedDay ?? "";
  const day = isDay(asked) && days.includes(asked) ? asked : null;
  const slots = day ? ((await availability(db, schedule, [day], now)).get(day) ?? []) : [];
  return { schedule, days: days.map((value) => ({ value, label: formatDay(value) })), day, slots };
}

/**
 * The booking page's steps as the visitor's links name them: the open days, the chosen day's slots
 * with their remaining places (none once begun), and the chosen slot while it still has a place.
 */
export async function bookingPageData(input: { date: string | null; slot: string | null }, now = new Date()) {
  const { schedule, days, day, slots } = await openDayOf(input.date, true, now);
  const slot = slots.find((candidate) => candidate.start === input.slot && !candidate.past && candidate.remaining > 0);
  return {
    days,
    day,
    slots: slots.map((candidate) => ({
      start: candidate.start,
      time: seoulTime(candidate.start),
      remaining: candidate.past ? 0 : candidate.remaining,
      past: candidate.past,
    })),
    slot: slot ? { start: slot.start, time: seoulTime(slot.start), remaining: slot.remaining } : null,
    partySizeMax: schedule.partySizeMax,
  };
}

/**
 * A booking's move step on its own page: the open days (none unless it is confirmed) and the
 * chosen day's other slots with places for its whole party.
 */
export async function bookingMoveChoices(
  booking: Pick<BookingRow, "status" | "party_size" | "slot_start">,
  input: { date: string | null },
  now = new Date(),
) {
  const { days, day, slots } = await openDayOf(input.date, booking.status === "confirmed", now);
  return {
    days,
    day,
    slots: slots
      .filter((slot) => !slot.past && slot.remaining >= booking.party_size && slot.start !== booking.slot_start)
      .map((slot) => ({ start: slot.start, time: seoulTime(slot.start), remaining: slot.remaining })),
  };
}
