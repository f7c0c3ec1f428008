import type { Kysely } from "kysely";
import { RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "#app/db/schema.ts";
import { formatDay, isDay, seoulTime } from "#app/lib/korea-time.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { BookingRow } from "#app/modules/bookings/tables.ts";
import { sharedRateLimiter } from "#app/platform/access/rate-limit.server.ts";
import { getMessageRelay } from "#app/platform/messaging/relay.server.ts";
import { availability, findBookingByToken, getSchedule, moveBooking, setBookingStatus } from "./booking.server.ts";
import { bookingHooks } from "./notifications.server.ts";
import { openDays } from "./schedule.ts";
import { BOOKING_TOKEN_PATTERN } from "./token.server.ts";

/** The days open to visitors now (none unless `open`), the asked day if open, and its slots. */
type Db = Kysely<Database>;

async function openDayOf(db: Db, askedDay: string | null, open: boolean, now: Date) {
  const schedule = await getSchedule(db);
  const days = open ? openDays(schedule, now, schedule.daysAhead) : [];
  const asked = askedDay ?? "";
  const day = isDay(asked) && days.includes(asked) ? asked : null;
  const slots = day ? ((await availability(db, schedule, [day], now)).get(day) ?? []) : [];
  return { schedule, days: days.map((value) => ({ value, label: formatDay(value) })), day, slots };
}

/** The booking page's steps: open days, the day's slots (none left once begun), the chosen slot while it has a place. */
export async function bookingPageData(db: Db, input: { date: string | null; slot: string | null }, now = new Date()) {
  const { schedule, days, day, slots } = await openDayOf(db, input.date, true, now);
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

/** The move step: the open days (none unless confirmed) and the day's other slots with room for the whole party. */
export async function bookingMoveChoices(
  db: Db,
  booking: Pick<BookingRow, "status" | "party_size" | "slot_start">,
  input: { date: string | null },
  now = new Date(),
) {
  const { days, day, slots } = await openDayOf(db, input.date, booking.status === "confirmed", now);
  return {
    days,
    day,
    slots: slots
      .filter((slot) => !slot.past && slot.remaining >= booking.party_size && slot.start !== booking.slot_start)
      .map((slot) => ({ start: slot.start, time: seoulTime(slot.start), remaining: slot.remaining })),
  };
}

type OwnBooking = Pick<BookingRow, "id" | "status">;

/** The visitor cancels their booking on its own page (the change link's `token`); only a confirmed one. */
export async function cancelOwnBooking(db: Db, input: { booking: OwnBooking; token: string }, now = new Date()) {
  const { booking, token } = input;
  const result =
    booking.status === "confirmed"
      ? await setBookingStatus(db, booking.id, "cancelled", { now, hooks: bookingHooks({ token }) })
      : ({ status: "unavailable" } as const);
  logger.info({ bookingId: booking.id, status: result.status }, "booking.cancelled");
  getMessageRelay().kick();
  return result;
}

/** The visitor moves their booking to another slot on its own page (`slot` as posted). */
export async function moveOwnBooking(
  db: Db,
  input: { booking: OwnBooking; token: string; slot: FormDataEntryValue | null },
  now = new Date(),
) {
  const { booking, token, slot } = input;
  const schedule = await getSchedule(db);
  const result =
    typeof slot === "string"
      ? await moveBooking(db, schedule, booking.id, slot, {
          now,
          daysAhead: schedule.daysAhead,
          hooks: bookingHooks({ token }),
        })
      : ({ status: "unavailable" } as const);
  logger.info({ bookingId: booking.id, status: result.status }, "booking.moved");
  getMessageRelay().kick();
  return result;
}

const misses = () => sharedRateLimiter({ keyPrefix: "booking-token", points: 20, durationSeconds: 600 });

/** The booking a token opens before its visit; undefined for a wrong token or an address past 20 misses in 10 minutes. */
export async function bookingOfToken(db: Db, input: { token: string }, clientAddress: string, now = new Date()) {
  const blocked = await misses().get(clientAddress);
  if (blocked && blocked.remainingPoints <= 0) return undefined;
  const booking = BOOKING_TOKEN_PATTERN.test(input.token) ? await findBookingByToken(db, input.token) : undefined;
  if (!booking) {
    try {
      await misses().consume(clientAddress);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      logger.warn("booking.token.rate_limited");
    }
    return undefined;
  }
  if (new Date(booking.slot_start) <= now) return undefined;
  return booking;
}
