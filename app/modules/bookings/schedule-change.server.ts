import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { type BookingHooks, getSchedule, saveSchedule, setBookingStatus, setSlotCapacity } from "./booking.server.ts";
import { type BookingSchedule, capacityOf, isClosedDay, slotStartsOf } from "./schedule.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Why a booking has no place under a schedule: its day is closed, its slot is gone, or its slot is over capacity. */
export type AffectedReason = "closed" | "no-slot" | "over-capacity";

export type AffectedBooking = {
  id: string;
  slotStart: string;
  day: string;
  name: string;
  phone: string;
  partySize: number;
  reason: AffectedReason;
  /** The slot's people booked and its capacity under the new schedule (for over-capacity). */
  booked: number;
  capacity: number;
};

type Held = { id: string; slot_start: string; day: string; name: string; phone: string; party_size: number };

function reasonOf(
  schedule: BookingSchedule,
  booking: Held,
  slots: Map<string, { booked: number; capacity: number | null }>,
): AffectedReason | null {
  if (isClosedDay(schedule, booking.day)) return "closed";
  if (!slotStartsOf(schedule, booking.day).includes(booking.slot_start)) return "no-slot";
  const slot = slots.get(booking.slot_start);
  const capacity = slot?.capacity ?? capacityOf(schedule, booking.slot_start);
  return (slot?.booked ?? 0) > capacity ? "over-capacity" : null;
}

async function upcoming(db: Db, now: Date) {
  const held = await db
    .selectFrom("bookings")
    .select(["id", "slot_start", "day", "name", "phone", "party_size"])
    .where("status", "=", "confirmed")
    .where("slot_start", ">", now.toISOString())
    .orderBy("slot_start")
    .orderBy("created_at")
    .execute();
  const slotRows =
    held.length === 0
      ? []
      : await db
          .selectFrom("booking_slots")
          .select(["slot_start", "booked", "capacity"])
          .where("slot_start", ">", now.toISOString())
          .execute();
  const slots = new Map(
    slotRows.map((row) => [row.slot_start, { booked: Number(row.booked), capacity: row.capacity }] as const),
  );
  return { held, slots };
}

function affected(
  booking: Held,
  reason: AffectedReason,
  schedule: BookingSchedule,
  slots: Map<string, { booked: number; capacity: number | null }>,
): AffectedBooking {
  const slot = slots.get(booking.slot_start);
  return {
    id: booking.id,
    slotStart: booking.slot_start,
    day: booking.day,
    name: booking.name,
    phone: booking.phone,
    partySize: booking.party_size,
    reason,
    booked: slot?.booked ?? 0,
    capacity: slot?.capacity ?? capacityOf(schedule, booking.slot_start),
  };
}

/**
 * The upcoming bookings a new schedule leaves without a place that the current one gives them: on
 * a day it closes, in a slot its hours, break or slot length remove, or in a slot whose capacity
 * it lowers below the people booked. Bookings already in that state (kept on purpose earlier) are
 * not asked about again.
 */
export async function affectedBookings(
  db: Db,
  current: BookingSchedule,
  next: BookingSchedule,
  now = new Date(),
): Promise<AffectedBooking[]> {
  const { held, slots } = await upcoming(db, now);
  return held.flatMap((booking) => {
    const reason = reasonOf(next, booking, slots);
    if (!reason || reasonOf(current, booking, slots) === reason) return [];
    return [affected(booking, reason, next, slots)];
  });
}

/** Upcoming bookings kept on a closed day or outside the hours (the settings page lists them). */
export async function bookingsOffSchedule(db: Db, schedule: BookingSchedule, now = new Date()) {
  const { held, slots } = await upcoming(db, now);
  return held.flatMap((booking) => {
    const reason = reasonOf(schedule, booking, slots);
    return reason === "closed" || reason === "no-slot" ? [affected(booking, reason, schedule, slots)] : [];
  });
}

export type ScheduleChangeResult =
  | { status: "saved"; cancelled: string[]; kept: string[] }
  | { status: "confirm"; affected: AffectedBooking[] };

/**
 * Saves a schedule. When it leaves upcoming bookings without a place, nothing is saved until the
 * sales team has chosen, for every one of them, to cancel it (with its cancellation text) or keep
 * it; then the cancellations, the schedule and the audit entry commit together. Bookings made
 * since the confirmation step was shown are asked about again.
 */
export async function changeSchedule(
  db: Kysely<Database>,
  schedule: BookingSchedule,
  {
    decisions = new Map(),
    now = new Date(),
    hooks = {},
    audit,
  }: {
    decisions?: ReadonlyMap<string, "cancel" | "keep">;
    now?: Date;
    /** The cancellation's text and the admin's audit entry per cancelled booking. */
    hooks?: BookingHooks;
    /** The schedule change's audit entry, in the same transaction. */
    audit: (trx: Transaction<Database>, detail: { cancelled: string[]; kept: string[] }) => Promise<void>;
  },
): Promise<ScheduleChangeResult> {
  return db.transaction().execute(async (trx): Promise<ScheduleChangeResult> => {
    const affected = await affectedBookings(trx, await getSchedule(trx), schedule, now);
    if (affected.some((booking) => !decisions.has(booking.id))) return { status: "confirm", affected };
    const cancelled = affected.filter((booking) => decisions.get(booking.id) === "cancel").map((b) => b.id);
    const kept = affected.filter((booking) => decisions.get(booking.id) === "keep").map((b) => b.id);
    for (const id of cancelled) await setBookingStatus(trx, id, "cancelled", { now, hooks });
    await saveSchedule(trx, schedule, now);
    await audit(trx, { cancelled, kept });
    return { status: "saved", cancelled, kept };
  });
}

/**
 * Sets (or clears, with null) one slot's capacity, the same way as a schedule change: when the
 * new capacity is below the people already booked there, nothing is saved until each of the
 * slot's bookings is cancelled (with its text) or kept.
 */
export async function changeSlotCapacity(
  db: Kysely<Database>,
  schedule: BookingSchedule,
  slotStart: string,
  capacity: number | null,
  {
    decisions = new Map(),
    now = new Date(),
    hooks = {},
    audit,
  }: {
    decisions?: ReadonlyMap<string, "cancel" | "keep">;
    now?: Date;
    hooks?: BookingHooks;
    audit: (trx: Transaction<Database>, detail: { cancelled: string[]; kept: string[] }) => Promise<void>;
  },
): Promise<ScheduleChangeResult> {
  return db.transaction().execute(async (trx): Promise<ScheduleChangeResult> => {
    const row = await trx
      .selectFrom("booking_slots")
      .select(["booked", "capacity"])
      .where("slot_start", "=", slotStart)
      .executeTakeFirst();
    const booked = Number(row?.booked ?? 0);
    const after = capacity ?? capacityOf(schedule, slotStart);
    const before = row?.capacity ?? capacityOf(schedule, slotStart);
    let affectedHere: AffectedBooking[] = [];
    // Only a change that makes the slot over capacity asks; a slot already over was decided before.
    if (new Date(slotStart) > now && booked > after && booked <= before) {
      const held = await trx
        .selectFrom("bookings")
        .select(["id", "slot_start", "day", "name", "phone", "party_size"])
        .where("slot_start", "=", slotStart)
        .where("status", "=", "confirmed")
        .orderBy("created_at")
        .execute();
      const slots = new Map([[slotStart, { booked, capacity: after }]]);
      affectedHere = held.map((booking) => affected(booking, "over-capacity", schedule, slots));
      if (affectedHere.some((booking) => !decisions.has(booking.id)))
        return { status: "confirm", affected: affectedHere };
    }
    const cancelled = affectedHere.filter((booking) => decisions.get(booking.id) === "cancel").map((b) => b.id);
    const kept = affectedHere.filter((booking) => decisions.get(booking.id) === "keep").map((b) => b.id);
    for (const id of cancelled) await setBookingStatus(trx, id, "cancelled", { now, hooks });
    await setSlotCapacity(trx, slotStart, capacity);
    await audit(trx, { cancelled, kept });
    return { status: "saved", cancelled, kept };
  });
}
