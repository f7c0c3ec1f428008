import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { addDays, seoulDay } from "#app/lib/korea-time.ts";
import type { BookingDecision } from "./admin-schema.ts";
import {
  availability,
  type BookingHooks,
  getSchedule,
  moveBooking,
  saveSchedule,
  setBookingStatus,
  setSlotCapacity,
} from "./booking.server.ts";
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
 * The upcoming bookings a new schedule leaves without the place the current one gives them.
 * Bookings already in that state (kept on purpose earlier) are not asked about again.
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

/** An affected booking with the slots it can move to under the new schedule, nearest first. */
export type AffectedChoice = AffectedBooking & { moveTo: string[] };

export type MovedBooking = { id: string; from: string; to: string };

/** Why a chosen move was refused (then nothing was saved). */
export type MoveRefusal = { id: string; slot: string; reason: "full" | "phone-day-taken" | "unavailable" };

export type ChangeOutcome = { cancelled: string[]; kept: string[]; moved: MovedBooking[] };

export type ScheduleChangeResult =
  | ({ status: "saved" } & ChangeOutcome)
  | { status: "confirm"; affected: AffectedChoice[]; refused?: MoveRefusal };

type ChangeOptions = {
  decisions?: ReadonlyMap<string, BookingDecision>;
  now?: Date;
  /** The cancellation's or change's text and the admin's audit entry per cancelled booking. */
  hooks?: BookingHooks;
  /** The change's audit entries (the moves' too), in the same transaction. */
  audit: (trx: Transaction<Database>, outcome: ChangeOutcome) => Promise<void>;
};

const MOVE_DAYS = 14;
const MOVE_OPTIONS = 12;

/** The booking's day, then the nearest days either side (the earlier first), none before today. */
function daysNear(day: string, today: string): string[] {
  const days = [day];
  for (let distance = 1; distance <= MOVE_DAYS; distance++) {
    for (const near of [addDays(day, -distance), addDays(day, distance)]) if (near >= today) days.push(near);
  }
  return days;
}

/**
 * The slots each affected booking can move to under `schedule`: still ahead, with places for its
 * party, not its own slot, not on another day its phone already holds; its own day first.
 */
async function withMoveOptions(
  db: Db,
  schedule: BookingSchedule,
  affected: AffectedBooking[],
  now: Date,
): Promise<AffectedChoice[]> {
  if (affected.length === 0) return [];
  const today = seoulDay(now);
  const slots = await availability(
    db,
    schedule,
    [...new Set(affected.flatMap((booking) => daysNear(booking.day, today)))],
    now,
  );
  const held = await db
    .selectFrom("bookings")
    .select(["id", "phone", "day"])
    .where("phone", "in", [...new Set(affected.map((booking) => booking.phone))])
    .where("active_key", "is not", null)
    .execute();
  return affected.map((booking) => {
    const taken = new Set(held.filter((row) => row.phone === booking.phone && row.id !== booking.id).map((r) => r.day));
    const moveTo = daysNear(booking.day, today)
      .filter((day) => !taken.has(day))
      .flatMap((day) => slots.get(day) ?? [])
      .filter((slot) => !slot.past && slot.remaining >= booking.partySize && slot.start !== booking.slotStart)
      .slice(0, MOVE_OPTIONS)
      .map((slot) => slot.start);
    return { ...booking, moveTo };
  });
}

class MoveRefused extends Error {
  constructor(readonly refusal: MoveRefusal) {
    super(refusal.reason);
  }
}

/** Applies every decision in the caller's transaction: cancellations first (they free places), then moves. */
async function applyDecisions(
  trx: Transaction<Database>,
  schedule: BookingSchedule,
  affected: AffectedBooking[],
  decisions: ReadonlyMap<string, BookingDecision>,
  { now, hooks }: { now: Date; hooks: BookingHooks },
): Promise<ChangeOutcome> {
  const outcome: ChangeOutcome = { cancelled: [], kept: [], moved: [] };
  for (const booking of affected) {
    const decision = decisions.get(booking.id);
    if (decision === "cancel") {
      await setBookingStatus(trx, booking.id, "cancelled", { now, hooks });
      outcome.cancelled.push(booking.id);
    } else if (decision === "keep") outcome.kept.push(booking.id);
  }
  for (const booking of affected) {
    const decision = decisions.get(booking.id);
    if (typeof decision !== "object") continue;
    // Only a time the step could offer: not its own slot, not beyond the days it looks at.
    const offered =
      decision.move !== booking.slotStart &&
      daysNear(booking.day, seoulDay(now)).includes(seoulDay(new Date(decision.move)));
    const result = !offered
      ? ({ status: "unavailable" } as const)
      : await moveBooking(trx, schedule, booking.id, decision.move, { now, daysAhead: null, hooks });
    if (result.status !== "ok") {
      const reason = result.status === "not-found" ? "unavailable" : result.status;
      throw new MoveRefused({ id: booking.id, slot: decision.move, reason });
    }
    outcome.moved.push({ id: booking.id, from: booking.slotStart, to: result.booking.slot_start });
  }
  return outcome;
}

/** A refused move rolls everything back and asks again, with the bookings as they are now. */
async function withRefusals(
  change: () => Promise<ScheduleChangeResult>,
  askAgain: () => Promise<AffectedChoice[]>,
): Promise<ScheduleChangeResult> {
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof MoveRefused)) throw error;
    return { status: "confirm", affected: await askAgain(), refused: error.refusal };
  }
}

/**
 * Saves a schedule. Bookings it leaves without a place are each cancelled, kept or moved first, as
 * the sales team chooses; bookings made since the question was shown are asked about too.
 */
export async function changeSchedule(
  db: Kysely<Database>,
  schedule: BookingSchedule,
  { decisions = new Map(), now = new Date(), hooks = {}, audit }: ChangeOptions,
): Promise<ScheduleChangeResult> {
  return changeAskingFirst(db, schedule, {
    affectedNow: async (trx) => affectedBookings(trx, await getSchedule(trx), schedule, now),
    // The new schedule first: a place freed on a day it closes is offered to no one on the waitlist.
    save: (trx) => saveSchedule(trx, schedule, now),
    decisions,
    now,
    hooks,
    audit,
  });
}

/**
 * Both changes in one transaction: asked about until every affected booking has a choice, then the
 * change is saved first (a freed place is offered under the new rules) and the choices applied.
 */
async function changeAskingFirst(
  db: Kysely<Database>,
  schedule: BookingSchedule,
  {
    affectedNow,
    save,
    decisions,
    now,
    hooks,
    audit,
  }: {
    affectedNow: (trx: Db) => Promise<AffectedBooking[]>;
    save: (trx: Transaction<Database>) => Promise<void>;
    decisions: ReadonlyMap<string, BookingDecision>;
    now: Date;
    hooks: BookingHooks;
    audit: ChangeOptions["audit"];
  },
): Promise<ScheduleChangeResult> {
  return withRefusals(
    () =>
      db.transaction().execute(async (trx): Promise<ScheduleChangeResult> => {
        const affected = await affectedNow(trx);
        if (affected.some((booking) => !decisions.has(booking.id))) {
          return { status: "confirm", affected: await withMoveOptions(trx, schedule, affected, now) };
        }
        await save(trx);
        const outcome = await applyDecisions(trx, schedule, affected, decisions, { now, hooks });
        await audit(trx, outcome);
        return { status: "saved", ...outcome };
      }),
    async () => withMoveOptions(db, schedule, await affectedNow(db), now),
  );
}

/** The bookings of a slot that a new capacity puts over it (none when it was over already). */
async function affectedBySlotCapacity(
  db: Db,
  schedule: BookingSchedule,
  slotStart: string,
  capacity: number | null,
  now: Date,
): Promise<AffectedBooking[]> {
  const row = await db
    .selectFrom("booking_slots")
    .select(["booked", "capacity"])
    .where("slot_start", "=", slotStart)
    .executeTakeFirst();
  const booked = Number(row?.booked ?? 0);
  const after = capacity ?? capacityOf(schedule, slotStart);
  const before = row?.capacity ?? capacityOf(schedule, slotStart);
  // Only a change that makes the slot over capacity asks; a slot already over was decided before.
  if (!(new Date(slotStart) > now && booked > after && booked <= before)) return [];
  const held = await db
    .selectFrom("bookings")
    .select(["id", "slot_start", "day", "name", "phone", "party_size"])
    .where("slot_start", "=", slotStart)
    .where("status", "=", "confirmed")
    .orderBy("created_at")
    .execute();
  const slots = new Map([[slotStart, { booked, capacity: after }]]);
  return held.map((booking) => affected(booking, "over-capacity", schedule, slots));
}

/** Sets (or clears, with null) one slot's capacity, asking about its bookings as a schedule change does. */
export async function changeSlotCapacity(
  db: Kysely<Database>,
  schedule: BookingSchedule,
  slotStart: string,
  capacity: number | null,
  { decisions = new Map(), now = new Date(), hooks = {}, audit }: ChangeOptions,
): Promise<ScheduleChangeResult> {
  return changeAskingFirst(db, schedule, {
    affectedNow: (trx) => affectedBySlotCapacity(trx, schedule, slotStart, capacity, now),
    // The new capacity first: places freed by a cancellation are offered only as far as it allows.
    save: (trx) => setSlotCapacity(trx, slotStart, capacity),
    decisions,
    now,
    hooks,
    audit,
  });
}
