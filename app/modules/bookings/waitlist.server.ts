import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { formatDay, seoulDay, seoulTime } from "#app/lib/korea-time.ts";
import type { WaitlistStatus } from "#app/modules/bookings/statuses.ts";
import type { BookingWaitlistRow } from "#app/modules/bookings/tables.ts";
import { messageTexts } from "#app/modules/messages/copy.ts";
import { siteFactsOf } from "#app/modules/site-facts/facts.server.ts";
import { enqueueMessage } from "#app/platform/messaging/text-outbox.server.ts";
import { complexOf } from "#app/platform/sites/sites.server.ts";
import { type BookingSchedule, capacityOf, isScheduledSlot, slotStartsOf } from "./schedule.ts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A full slot's waitlist: freed places are offered by text, in order, to those whose party fits. An
 * offer holds no place: the team books the person when they call back. Entries of a begun slot expire.
 */
const IN_LINE: readonly WaitlistStatus[] = ["waiting", "offered"];

/** One place in line per phone and slot within a complex. */
export const waitlistKey = (siteId: string, phone: string, slotStart: string) => `${siteId}|${phone}|${slotStart}`;

/** Places of a slot not taken by bookings nor promised to people already offered one. */
async function unpromisedPlaces(trx: Db, slotStart: string, defaultCapacity: number): Promise<number> {
  const slot = await trx
    .selectFrom("booking_slots")
    .select(["booked", "capacity"])
    .where("slot_start", "=", slotStart)
    .executeTakeFirst();
  const offered = await trx
    .selectFrom("booking_waitlist")
    .select("party_size")
    .where("slot_start", "=", slotStart)
    .where("status", "=", "offered")
    .execute();
  const promised = offered.reduce((sum, row) => sum + Number(row.party_size), 0);
  return (slot?.capacity ?? defaultCapacity) - Number(slot?.booked ?? 0) - promised;
}

/** Offers freed places in the transaction that freed them; a party too large is passed over until more frees up. */
export async function offerFreedPlaces(
  trx: Transaction<Database>,
  slotStart: string,
  { schedule, now = new Date() }: { schedule: BookingSchedule; now?: Date },
): Promise<number> {
  // A slot that has begun, or that the schedule no longer has (a day just closed), offers nothing.
  if (!isScheduledSlot(schedule, slotStart, now)) return 0;
  const capacity = capacityOf(schedule, slotStart);
  // Holds the slot's row for the rest of the transaction: two offers for one slot run one after the other.
  await trx
    .updateTable("booking_slots")
    .set((eb) => ({ booked: eb.ref("booked") }))
    .where("slot_start", "=", slotStart)
    .execute();
  const waiting = await trx
    .selectFrom("booking_waitlist")
    .selectAll()
    .where("slot_start", "=", slotStart)
    .where("status", "=", "waiting")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  if (waiting.length === 0) return 0;
  let free = await unpromisedPlaces(trx, slotStart, capacity);
  const nowIso = now.toISOString();
  // Read in the transaction (a second connection would wait on it with SQLite): the published phone.
  const { salesPhone } = await siteFactsOf(trx);
  let offered = 0;
  for (const entry of waiting) {
    if (entry.party_size > free) continue;
    const marked = await trx
      .updateTable("booking_waitlist")
      .set({ status: "offered", offered_at: nowIso, updated_at: nowIso })
      .where("id", "=", entry.id)
      .where("status", "=", "waiting")
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) continue;
    await enqueueMessage(
      trx,
      {
        kind: "booking.waitlist",
        siteId: entry.site_id,
        to: entry.phone,
        text: messageTexts.waitlistOffer({
          day: formatDay(entry.day),
          time: seoulTime(entry.slot_start),
          partySize: entry.party_size,
          phone: salesPhone,
        }),
        subject: messageTexts.lmsSubject,
        eventKey: `booking.waitlist:${entry.id}`,
      },
      now,
    );
    free -= entry.party_size;
    offered += 1;
  }
  return offered;
}

export type NewWaitlistEntry = {
  slotStart: string;
  name: string;
  phone: string;
  partySize: number;
  enteredBy: string;
};

export type WaitlistAddResult =
  | { status: "added"; entry: BookingWaitlistRow }
  | { status: "not-full" }
  | { status: "already-waiting" }
  | { status: "unavailable" };

/** A slot of the schedule that has not ended yet (a walk-in may join the slot under way). */
export function isStaffBookableSlot(schedule: BookingSchedule, slotStart: string, now: Date): boolean {
  const start = new Date(slotStart);
  if (Number.isNaN(start.getTime())) return false;
  if (start.getTime() + schedule.slotMinutes * 60_000 <= now.getTime()) return false;
  return slotStartsOf(schedule, seoulDay(start)).includes(start.toISOString());
}

/** Puts a person in line for a full slot; the audit entry is written in the same transaction. */
export async function addToWaitlist(
  db: Kysely<Database>,
  schedule: BookingSchedule,
  input: NewWaitlistEntry,
  {
    now = new Date(),
    audit,
  }: { now?: Date; audit?: (trx: Transaction<Database>, entry: BookingWaitlistRow) => Promise<void> } = {},
): Promise<WaitlistAddResult> {
  // In line for a slot that has not started: an offer must reach the person in time.
  if (!isStaffBookableSlot(schedule, input.slotStart, now) || new Date(input.slotStart) <= now) {
    return { status: "unavailable" };
  }
  const slotStart = new Date(input.slotStart).toISOString();
  const nowIso = now.toISOString();
  // A handle scoped to a complex writes the entry as that complex's; the process's, the first complex's.
  const siteId = complexOf(db);
  const entry: BookingWaitlistRow = {
    id: randomUUID(),
    site_id: siteId,
    created_at: nowIso,
    updated_at: nowIso,
    slot_start: slotStart,
    day: seoulDay(new Date(slotStart)),
    name: input.name,
    phone: input.phone,
    party_size: input.partySize,
    status: "waiting",
    active_key: waitlistKey(siteId, input.phone, slotStart),
    privacy_consent: 1,
    entered_by: input.enteredBy,
    offered_at: null,
    booking_id: null,
  };
  try {
    return await db.transaction().execute(async (trx): Promise<WaitlistAddResult> => {
      if ((await unpromisedPlaces(trx, slotStart, capacityOf(schedule, slotStart))) >= input.partySize) {
        return { status: "not-full" };
      }
      await trx.insertInto("booking_waitlist").values(entry).execute();
      await audit?.(trx, entry);
      return { status: "added", entry };
    });
  } catch (error) {
    const existing = await db
      .selectFrom("booking_waitlist")
      .select("id")
      .where("active_key", "=", entry.active_key)
      .executeTakeFirst();
    if (existing) return { status: "already-waiting" };
    throw error;
  }
}

/** Out of line (booked elsewhere, declined); a declined offer's places go to the next in line. */
export async function cancelWaitlistEntry(
  db: Kysely<Database>,
  id: string,
  {
    schedule,
    now = new Date(),
    audit,
  }: {
    schedule: BookingSchedule;
    now?: Date;
    audit?: (trx: Transaction<Database>, entry: BookingWaitlistRow) => Promise<void>;
  },
): Promise<{ status: "ok" } | { status: "not-found" }> {
  return db.transaction().execute(async (trx) => {
    const entry = await trx.selectFrom("booking_waitlist").selectAll().where("id", "=", id).executeTakeFirst();
    if (!entry || !IN_LINE.includes(entry.status)) return { status: "not-found" as const };
    const nowIso = now.toISOString();
    await trx
      .updateTable("booking_waitlist")
      .set({ status: "cancelled", active_key: null, updated_at: nowIso })
      .where("id", "=", id)
      .execute();
    if (entry.status === "offered") await offerFreedPlaces(trx, entry.slot_start, { schedule, now });
    await audit?.(trx, entry);
    return { status: "ok" as const };
  });
}

/** Marks the line of every slot that has started as expired (nobody can be offered it any more). */
export async function expireWaitlist(db: Db, now = new Date()): Promise<number> {
  const nowIso = now.toISOString();
  const result = await db
    .updateTable("booking_waitlist")
    .set({ status: "expired", active_key: null, updated_at: nowIso })
    .where("status", "in", [...IN_LINE])
    .where("slot_start", "<=", nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function waitlistOfDay(db: Db, day: string): Promise<BookingWaitlistRow[]> {
  return db
    .selectFrom("booking_waitlist")
    .selectAll()
    .where("day", "=", day)
    .orderBy("slot_start")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Names and numbers on the waitlist go with the bookings' retention. */
export async function deleteExpiredWaitlist(db: Db, cutoffIso: string): Promise<void> {
  await db.deleteFrom("booking_waitlist").where("slot_start", "<", cutoffIso).execute();
}

export async function getWaitlistEntry(db: Db, id: string): Promise<BookingWaitlistRow | undefined> {
  return db.selectFrom("booking_waitlist").selectAll().where("id", "=", id).executeTakeFirst();
}
