import { createHash, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { seoulDay } from "#app/lib/korea-time.ts";
import { type Attribution, attributionColumns } from "#app/modules/attribution/attribution.ts";
import type { BookingStatus } from "#app/modules/bookings/statuses.ts";
import type { BookingRow } from "#app/modules/bookings/tables.ts";
import { recordConsent } from "#app/modules/consent/consent.server.ts";
import { advanceStage, advanceStageForPhone } from "#app/modules/counselling/stages.server.ts";
import { findOrCreatePersonLead, resolveLeadId } from "#app/modules/leads/person.server.ts";
import { complexOf } from "#app/platform/sites/sites.server.ts";
import { getSchedule, saveSchedule } from "./booking-settings.server.ts";
import {
  type BookingSchedule,
  capacityOf,
  isBookableSlot,
  isScheduledSlot,
  openDays,
  slotStartsOf,
} from "./schedule.ts";
import { hashBookingToken, newBookingToken } from "./token.server.ts";
import { deleteExpiredWaitlist, offerFreedPlaces } from "./waitlist.server.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Statuses that hold places in their slot. */
const HOLDING: readonly BookingStatus[] = ["confirmed", "arrived", "no_show"];

// ---- The schedule (stored as a setting, booking-settings.server.ts) ---------------------------

export { getSchedule, saveSchedule };

/** Runs `work` in a transaction of its own, or in the caller's (a schedule change cancelling bookings). */
function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

export type SlotAvailability = {
  start: string;
  capacity: number;
  booked: number;
  remaining: number;
  past: boolean;
};

/** Every slot of the given days with its capacity (override or schedule) and places taken. */
export async function availability(
  db: Db,
  schedule: BookingSchedule,
  days: readonly string[],
  now = new Date(),
): Promise<Map<string, SlotAvailability[]>> {
  const starts = days.flatMap((day) => slotStartsOf(schedule, day));
  const rows =
    starts.length === 0
      ? []
      : await db
          .selectFrom("booking_slots")
          .select(["slot_start", "booked", "capacity"])
          .where("slot_start", "in", starts)
          .execute();
  const bySlot = new Map(rows.map((row) => [row.slot_start, row]));
  const result = new Map<string, SlotAvailability[]>();
  for (const day of days) {
    result.set(
      day,
      slotStartsOf(schedule, day).map((start) => {
        const row = bySlot.get(start);
        const capacity = row?.capacity ?? capacityOf(schedule, start);
        const booked = Number(row?.booked ?? 0);
        return { start, capacity, booked, remaining: Math.max(0, capacity - booked), past: new Date(start) <= now };
      }),
    );
  }
  return result;
}

/**
 * Takes `places` in a slot, inside the caller's transaction: one conditional update, so two
 * bookings racing for the last places cannot both get them (PostgreSQL locks the row and rechecks
 * the condition; SQLite runs one write transaction at a time). False when they do not fit.
 */
export async function takePlaces(trx: Transaction<Database>, slotStart: string, places: number, capacity: number) {
  await trx
    .insertInto("booking_slots")
    .values({ slot_start: slotStart, booked: 0, capacity: null })
    .onConflict((oc) => oc.columns(["site_id", "slot_start"]).doNothing())
    .execute();
  const result = await trx
    .updateTable("booking_slots")
    .set((eb) => ({ booked: eb("booked", "+", places) }))
    .where("slot_start", "=", slotStart)
    .where((eb) => eb(eb("booked", "+", places), "<=", eb.fn.coalesce("capacity", eb.val(capacity))))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releasePlaces(trx: Transaction<Database>, slotStart: string, places: number) {
  await trx
    .updateTable("booking_slots")
    .set((eb) => ({ booked: eb("booked", "-", places) }))
    .where("slot_start", "=", slotStart)
    .execute();
}

/** The free slots nearest in time to `slotStart` (for a visitor whose slot just filled up). */
export async function nearestFreeSlots(
  db: Db,
  schedule: BookingSchedule,
  slotStart: string,
  { places, now = new Date(), daysAhead, limit = 3 }: { places: number; now?: Date; daysAhead: number; limit?: number },
): Promise<string[]> {
  const target = new Date(slotStart).getTime();
  const days = openDays(schedule, now, daysAhead);
  const all = [...(await availability(db, schedule, days, now)).values()].flat();
  return all
    .filter((slot) => !slot.past && slot.remaining >= places && slot.start !== slotStart)
    .sort((a, b) => Math.abs(new Date(a.start).getTime() - target) - Math.abs(new Date(b.start).getTime() - target))
    .slice(0, limit)
    .map((slot) => slot.start)
    .sort();
}

export type NewBooking = {
  slotStart: string;
  partySize: number;
  name: string;
  phone: string;
  siteId: string;
  sourcePath?: string | null;
  privacyConsent: boolean;
  marketingConsent: boolean;
  consentVersion: string;
  idempotencyKey?: string;
  /** Where the visit came from (null: unknown). */
  attribution?: Attribution | null;
};

/** The booking's lead, in its transaction: the number's (or `leadId`), else a new "booking" lead; moved to 방문 예약. */
export async function leadForBooking(
  trx: Transaction<Database>,
  booking: BookingRow,
  input: Pick<NewBooking, "attribution" | "privacyConsent" | "marketingConsent" | "consentVersion"> & {
    leadId?: string;
  },
  now: Date,
): Promise<string> {
  const known = input.leadId ? await resolveLeadId(trx, input.leadId) : undefined;
  const leadId =
    known ??
    (
      await findOrCreatePersonLead(
        trx,
        {
          siteId: booking.site_id,
          form: "booking",
          name: booking.name,
          phone: booking.phone,
          sourcePath: booking.source_path,
          privacyConsent: input.privacyConsent,
          marketingConsent: input.marketingConsent,
          consentVersion: input.consentVersion,
          dedupeKey: booking.dedupe_key,
          attribution: input.attribution ?? null,
        },
        now,
      )
    ).id;
  await trx.updateTable("bookings").set({ lead_id: leadId }).where("id", "=", booking.id).execute();
  booking.lead_id = leadId;
  await advanceStage(trx, leadId, "booked", now);
  return leadId;
}

export type BookingEvent = "booked" | "moved" | "cancelled";

/** Hooks run inside the booking's transaction (text messages to queue, audit entries). */
export type BookingHooks = {
  onChange?: (trx: Transaction<Database>, booking: BookingRow, event: BookingEvent, token?: string) => Promise<void>;
  /** Every status change (the admin's audit entry), with the status before. */
  onStatus?: (trx: Transaction<Database>, booking: BookingRow, previous: string) => Promise<void>;
};

export type CreateBookingResult =
  | { status: "booked"; booking: BookingRow; token: string }
  | { status: "duplicate"; booking: BookingRow }
  | { status: "full" }
  | { status: "unavailable" }
  | { status: "phone-day-taken" };

class SlotFull extends Error {}

function dedupeKeyOf(input: NewBooking): string {
  const key = input.idempotencyKey ?? randomUUID();
  return createHash("sha256").update(`booking\n${key}\n${input.phone}`).digest("hex");
}

/** One active booking per phone and day within a complex (a unique key; another complex may have one too). */
export const activeKey = (siteId: string, phone: string, day: string) => `${siteId}|${phone}|${day}`;

/**
 * Books a visit in one transaction: places taken within capacity, the marketing choice recorded, the
 * hooks' texts queued. A resubmitted form returns the first booking; one active booking per phone a day.
 */
export async function createBooking(
  db: Kysely<Database>,
  schedule: BookingSchedule,
  input: NewBooking,
  { now = new Date(), daysAhead, hooks = {} }: { now?: Date; daysAhead: number; hooks?: BookingHooks },
): Promise<CreateBookingResult> {
  const dedupeKey = dedupeKeyOf(input);
  const existing = await db.selectFrom("bookings").selectAll().where("dedupe_key", "=", dedupeKey).executeTakeFirst();
  if (existing) return { status: "duplicate", booking: existing };
  if (!isBookableSlot(schedule, input.slotStart, now, daysAhead)) return { status: "unavailable" };
  // A handle scoped to a complex writes its rows as that complex's, whatever the input says.
  const { booking, token } = newBookingRow({ ...input, siteId: complexOf(db, input.siteId) }, dedupeKey, now);
  const { slot_start: slotStart, day } = booking;
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await takePlaces(trx, slotStart, input.partySize, capacityOf(schedule, slotStart)))) throw new SlotFull();
      await trx.insertInto("bookings").values(booking).execute();
      await leadForBooking(trx, booking, input, now);
      // Unticked ends an earlier consent without a withdrawal text.
      await recordConsent(trx, {
        phone: booking.phone,
        action: input.marketingConsent ? "given" : "not_given",
        channel: "booking",
        now,
      });
      await hooks.onChange?.(trx, booking, "booked", token);
    });
  } catch (error) {
    if (error instanceof SlotFull) return { status: "full" };
    const refusal = await uniqueKeyRefusal(db, dedupeKey, activeKey(booking.site_id, input.phone, day));
    if (refusal) return refusal;
    throw error;
  }
  return { status: "booked", booking, token };
}

/** A new confirmed booking's row and its change link's token, for the visitor's form and the staff's. */
export function newBookingRow(input: NewBooking, dedupeKey: string, now: Date): { booking: BookingRow; token: string } {
  const slotStart = new Date(input.slotStart).toISOString();
  const day = seoulDay(new Date(slotStart));
  const id = randomUUID();
  const { token, hash } = newBookingToken(id);
  const nowIso = now.toISOString();
  const booking: BookingRow = {
    id,
    created_at: nowIso,
    updated_at: nowIso,
    site_id: input.siteId,
    slot_start: slotStart,
    day,
    party_size: input.partySize,
    name: input.name,
    phone: input.phone,
    status: "confirmed",
    active_key: activeKey(input.siteId, input.phone, day),
    token_hash: hash,
    dedupe_key: dedupeKey,
    source_path: input.sourcePath ?? null,
    privacy_consent: input.privacyConsent ? 1 : 0,
    marketing_consent: input.marketingConsent ? 1 : 0,
    consent_version: input.consentVersion,
    consented_at: nowIso,
    cancelled_at: null,
    arrived_at: null,
    lead_id: null,
    ...attributionColumns(input.attribution ?? null),
  };
  return { booking, token };
}

/** Which unique key refused a new row: the same form twice (the first booking) or the phone's day; else undefined. */
export async function uniqueKeyRefusal(
  db: Db,
  dedupeKey: string,
  active: string,
): Promise<{ status: "duplicate"; booking: BookingRow } | { status: "phone-day-taken" } | undefined> {
  const winner = await db.selectFrom("bookings").selectAll().where("dedupe_key", "=", dedupeKey).executeTakeFirst();
  if (winner) return { status: "duplicate", booking: winner };
  const sameDay = await db.selectFrom("bookings").select("id").where("active_key", "=", active).executeTakeFirst();
  return sameDay ? { status: "phone-day-taken" } : undefined;
}

export async function findBookingByToken(db: Db, token: string): Promise<BookingRow | undefined> {
  return db.selectFrom("bookings").selectAll().where("token_hash", "=", hashBookingToken(token)).executeTakeFirst();
}

export async function getBooking(db: Db, id: string): Promise<BookingRow | undefined> {
  return db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
}

export type ChangeResult =
  | { status: "ok"; booking: BookingRow }
  | { status: "full" }
  | { status: "unavailable" }
  | { status: "phone-day-taken" }
  | { status: "not-found" };

/**
 * Moves a confirmed booking to a free slot in one transaction (or the caller's). `daysAhead: null`: a
 * staff move, outside the visitor's window but within the schedule, capacity and one-a-day rule.
 */
export async function moveBooking(
  db: Db,
  schedule: BookingSchedule,
  id: string,
  newSlot: string,
  { now = new Date(), daysAhead, hooks = {} }: { now?: Date; daysAhead: number | null; hooks?: BookingHooks },
): Promise<ChangeResult> {
  const bookable =
    daysAhead === null ? isScheduledSlot(schedule, newSlot, now) : isBookableSlot(schedule, newSlot, now, daysAhead);
  if (!bookable) return { status: "unavailable" };
  const slotStart = new Date(newSlot).toISOString();
  const day = seoulDay(new Date(slotStart));
  try {
    return await inTransaction(db, async (trx): Promise<ChangeResult> => {
      const current = await trx.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
      if (current?.status !== "confirmed") return { status: "not-found" };
      if (current.slot_start === slotStart) return { status: "ok", booking: current };
      // Asked first: a refused unique key would abort a caller's PostgreSQL transaction.
      if (
        current.day !== day &&
        (await trx
          .selectFrom("bookings")
          .select("id")
          .where("active_key", "=", activeKey(current.site_id, current.phone, day))
          .executeTakeFirst())
      ) {
        return { status: "phone-day-taken" };
      }
      if (!(await takePlaces(trx, slotStart, current.party_size, capacityOf(schedule, slotStart))))
        throw new SlotFull();
      await releasePlaces(trx, current.slot_start, current.party_size);
      await offerFreedPlaces(trx, current.slot_start, { schedule, now });
      const updated: BookingRow = {
        ...current,
        slot_start: slotStart,
        day,
        active_key: activeKey(current.site_id, current.phone, day),
        updated_at: now.toISOString(),
      };
      await trx
        .updateTable("bookings")
        .set({ slot_start: slotStart, day, active_key: updated.active_key, updated_at: updated.updated_at })
        .where("id", "=", id)
        .execute();
      await hooks.onChange?.(trx, updated, "moved");
      return { status: "ok", booking: updated };
    });
  } catch (error) {
    if (error instanceof SlotFull) return { status: "full" };
    const current = await getBooking(db, id);
    if (current && current.day !== day) {
      const sameDay = await db
        .selectFrom("bookings")
        .select("id")
        .where("active_key", "=", activeKey(current.site_id, current.phone, day))
        .executeTakeFirst();
      if (sameDay) return { status: "phone-day-taken" };
    }
    throw error;
  }
}

/** Cancelled frees the places and the phone's day; arrived and no-show keep them. Hooks run in the transaction. */
export async function setBookingStatus(
  db: Db,
  id: string,
  status: BookingStatus,
  { now = new Date(), hooks = {} }: { now?: Date; hooks?: BookingHooks } = {},
): Promise<ChangeResult> {
  const sameDayBooking = (trx: Db, booking: BookingRow) =>
    trx
      .selectFrom("bookings")
      .select("id")
      .where("active_key", "=", activeKey(booking.site_id, booking.phone, booking.day))
      .executeTakeFirst();
  try {
    return await inTransaction(db, async (trx): Promise<ChangeResult> => {
      const current = await trx.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
      if (!current) return { status: "not-found" };
      if (current.status === status) return { status: "ok", booking: current };
      const wasHolding = HOLDING.includes(current.status);
      const holds = HOLDING.includes(status);
      const schedule = await getSchedule(trx, current.site_id);
      if (wasHolding && !holds) {
        await releasePlaces(trx, current.slot_start, current.party_size);
        await offerFreedPlaces(trx, current.slot_start, { schedule, now });
      }
      if (!wasHolding && holds) {
        // Back from cancelled (an admin's correction): under a new booking's rules.
        if (await sameDayBooking(trx, current)) return { status: "phone-day-taken" };
        if (
          !(await takePlaces(trx, current.slot_start, current.party_size, capacityOf(schedule, current.slot_start)))
        ) {
          return { status: "full" };
        }
      }
      const nowIso = now.toISOString();
      const updated: BookingRow = {
        ...current,
        status,
        active_key: holds ? activeKey(current.site_id, current.phone, current.day) : null,
        cancelled_at: status === "cancelled" ? nowIso : current.cancelled_at,
        arrived_at: status === "arrived" ? nowIso : current.arrived_at,
        updated_at: nowIso,
      };
      await trx
        .updateTable("bookings")
        .set({
          status,
          active_key: updated.active_key,
          cancelled_at: updated.cancelled_at,
          arrived_at: updated.arrived_at,
          updated_at: nowIso,
        })
        .where("id", "=", id)
        .execute();
      // An arrival moves the person's lead to 방문 완료 (forward only), in the same transaction.
      if (status === "arrived") {
        const leadId = current.lead_id ? await resolveLeadId(trx, current.lead_id) : undefined;
        if (leadId) await advanceStage(trx, leadId, "visited", now);
        else await advanceStageForPhone(trx, current.phone, "visited", now);
      }
      await hooks.onStatus?.(trx, updated, current.status);
      if (status === "cancelled") await hooks.onChange?.(trx, updated, "cancelled");
      return { status: "ok", booking: updated };
    });
  } catch (error) {
    // The same phone booked that day while this restore ran: the unique key refused it.
    const current = await getBooking(db, id);
    if (current?.status === "cancelled" && HOLDING.includes(status) && (await sameDayBooking(db, current))) {
      return { status: "phone-day-taken" };
    }
    throw error;
  }
}

/** Sets (or clears, with null) one slot's capacity; existing bookings are never touched. */
export async function setSlotCapacity(db: Db, slotStart: string, capacity: number | null): Promise<void> {
  await db
    .insertInto("booking_slots")
    .values({ slot_start: slotStart, booked: 0, capacity })
    .onConflict((oc) => oc.columns(["site_id", "slot_start"]).doUpdateSet({ capacity }))
    .execute();
}

/** Bookings of one Korean day (the admin's day view), by slot; optionally by the phone's last four digits. */
export async function bookingsOfDay(db: Db, day: string, { phoneLast4 }: { phoneLast4?: string } = {}) {
  let query = db.selectFrom("bookings").selectAll().where("day", "=", day);
  if (phoneLast4) query = query.where("phone", "like", `%${phoneLast4}`);
  return query.orderBy("slot_start").orderBy("created_at").execute();
}

/** Bookings made with a phone number (the lead detail page shows them). */
export async function bookingsOfPhone(db: Db, phone: string) {
  return db.selectFrom("bookings").selectAll().where("phone", "=", phone).orderBy("slot_start", "desc").execute();
}

/** Deletes bookings whose visit day is past the retention period (PIPA); their slot rows go too. */
export async function deleteExpiredBookings(
  db: Kysely<Database>,
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("bookings").where("slot_start", "<", cutoff).executeTakeFirst();
    await trx.deleteFrom("booking_slots").where("slot_start", "<", cutoff).execute();
    await deleteExpiredWaitlist(trx, cutoff);
    return Number(result.numDeletedRows);
  });
}

/** Future slots holding more people than their capacity now allows (after the sales team lowered it). */
export async function overCapacitySlots(db: Db, schedule: BookingSchedule, now = new Date()) {
  const rows = await db
    .selectFrom("booking_slots")
    .select(["slot_start", "booked", "capacity"])
    .where("slot_start", ">", now.toISOString())
    .where("booked", ">", 0)
    .orderBy("slot_start")
    .execute();
  return rows
    .map((row) => ({
      start: row.slot_start,
      booked: Number(row.booked),
      capacity: row.capacity ?? capacityOf(schedule, row.slot_start),
    }))
    .filter((row) => row.booked > row.capacity);
}

/** Bookings of a day range for the CSV export, by slot. */
export async function bookingsForExport(db: Db, { from, to }: { from: string; to: string }) {
  return db
    .selectFrom("bookings")
    .selectAll()
    .where("day", ">=", from)
    .where("day", "<=", to)
    .orderBy("slot_start")
    .orderBy("created_at")
    .limit(50_000)
    .execute();
}
