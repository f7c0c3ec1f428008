import { createHash, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { privacy } from "#app/content/leads.ts";
import type { BookingRow, Database } from "#app/db/schema.ts";
import { attributionColumns } from "#app/modules/attribution/attribution.ts";
import { activeKey, type BookingHooks, takePlaces } from "./booking.server.ts";
import { type BookingSchedule, capacityOf, seoulDay } from "./schedule.ts";
import { newBookingToken } from "./token.server.ts";
import { isStaffBookableSlot } from "./waitlist.server.ts";

/**
 * Bookings the sales team enters for walk-ins and callers: the capacity and one-per-day rules of
 * the visitor's form, without its per-address limit (staff are signed in) and its days-ahead window;
 * a walk-in may join the slot under way. The visitor's consent was asked by the staff member, who
 * confirms it on the form; who entered it and their note are kept beside the booking.
 */
export type StaffBooking = {
  slotStart: string;
  partySize: number;
  name: string;
  phone: string;
  siteId: string;
  note?: string | null;
  enteredBy: string;
  /** The form's render: a double post makes one booking. */
  idempotencyKey: string;
  /** Booking a person from the slot's waitlist: their entry is marked booked in the same transaction. */
  waitlistId?: string;
};

export type StaffBookingResult =
  | { status: "booked"; booking: BookingRow }
  | { status: "duplicate"; booking: BookingRow }
  | { status: "full" }
  | { status: "unavailable" }
  | { status: "phone-day-taken" }
  | { status: "not-found" };

class Refused extends Error {
  constructor(readonly status: "full" | "not-found") {
    super(status);
  }
}

export async function createStaffBooking(
  db: Kysely<Database>,
  schedule: BookingSchedule,
  input: StaffBooking,
  {
    now = new Date(),
    hooks = {},
    audit,
  }: { now?: Date; hooks?: BookingHooks; audit?: (trx: Transaction<Database>, booking: BookingRow) => Promise<void> },
): Promise<StaffBookingResult> {
  const dedupeKey = createHash("sha256").update(`staff-booking\n${input.idempotencyKey}\n${input.phone}`).digest("hex");
  const existing = await db.selectFrom("bookings").selectAll().where("dedupe_key", "=", dedupeKey).executeTakeFirst();
  if (existing) return { status: "duplicate", booking: existing };
  if (!isStaffBookableSlot(schedule, input.slotStart, now)) return { status: "unavailable" };
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
    active_key: activeKey(input.phone, day),
    token_hash: hash,
    dedupe_key: dedupeKey,
    source_path: null,
    privacy_consent: 1,
    marketing_consent: 0,
    consent_version: privacy.consentVersion,
    consented_at: nowIso,
    cancelled_at: null,
    arrived_at: null,
    ...attributionColumns(null),
  };
  try {
    await db.transaction().execute(async (trx) => {
      if (input.waitlistId) {
        const taken = await trx
          .updateTable("booking_waitlist")
          .set({ status: "booked", active_key: null, booking_id: booking.id, updated_at: nowIso })
          .where("id", "=", input.waitlistId)
          .where("status", "in", ["waiting", "offered"])
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) throw new Refused("not-found");
      }
      if (!(await takePlaces(trx, slotStart, input.partySize, capacityOf(schedule, slotStart))))
        throw new Refused("full");
      await trx.insertInto("bookings").values(booking).execute();
      await trx
        .insertInto("booking_staff_entries")
        .values({ booking_id: booking.id, created_at: nowIso, entered_by: input.enteredBy, note: input.note ?? null })
        .execute();
      await hooks.onChange?.(trx, booking, "booked", token);
      await audit?.(trx, booking);
    });
  } catch (error) {
    if (error instanceof Refused) return { status: error.status };
    const winner = await db.selectFrom("bookings").selectAll().where("dedupe_key", "=", dedupeKey).executeTakeFirst();
    if (winner) return { status: "duplicate", booking: winner };
    const sameDay = await db
      .selectFrom("bookings")
      .select("id")
      .where("active_key", "=", activeKey(input.phone, day))
      .executeTakeFirst();
    if (sameDay) return { status: "phone-day-taken" };
    throw error;
  }
  return { status: "booked", booking };
}

/** Who entered which of the day's bookings, with their note (the day view marks them). */
export async function staffEntriesOfDay(db: Kysely<Database> | Transaction<Database>, day: string) {
  return db
    .selectFrom("booking_staff_entries")
    .innerJoin("bookings", "bookings.id", "booking_staff_entries.booking_id")
    .select(["booking_staff_entries.booking_id as bookingId", "booking_staff_entries.note as note"])
    .where("bookings.day", "=", day)
    .execute();
}
