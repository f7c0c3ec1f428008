import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { BookingRow } from "#app/modules/bookings/tables.ts";
import { privacy } from "#app/modules/leads/copy.ts";
import { complexOf } from "#app/platform/sites/sites.server.ts";
import { type BookingHooks, leadForBooking, newBookingRow, takePlaces, uniqueKeyRefusal } from "./booking.server.ts";
import { type BookingSchedule, capacityOf } from "./schedule.ts";
import { isStaffBookableSlot } from "./waitlist.server.ts";

/**
 * Bookings the team enters for walk-ins and callers: the visitor's capacity and one-a-day rules, no
 * per-address limit or booking window; consent is confirmed by the staff member, whose note is kept.
 */
export type StaffBooking = {
  slotStart: string;
  partySize: number;
  name: string;
  phone: string;
  siteId: string;
  note?: string | null;
  enteredBy: string;
  idempotencyKey: string;
  /** Booking a person from the slot's waitlist: their entry is marked booked in the same transaction. */
  waitlistId?: string;
  /** Booked from the lead's page: the booking joins that lead (else the number's lead, found or made). */
  leadId?: string;
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
  const { booking, token } = newBookingRow(
    {
      ...input,
      siteId: complexOf(db, input.siteId),
      sourcePath: null,
      // Asked by the staff member (the form's required box); marketing consent is never assumed.
      privacyConsent: true,
      marketingConsent: false,
      consentVersion: privacy.consentVersion,
      attribution: null,
    },
    dedupeKey,
    now,
  );
  const { slot_start: slotStart } = booking;
  const nowIso = now.toISOString();
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
      // The person's lead (found or made) moves to 방문 예약 with the booking, in its transaction.
      await leadForBooking(
        trx,
        booking,
        {
          privacyConsent: true,
          marketingConsent: false,
          consentVersion: privacy.consentVersion,
          attribution: null,
          leadId: input.leadId,
        },
        now,
      );
      await trx
        .insertInto("booking_staff_entries")
        .values({ booking_id: booking.id, created_at: nowIso, entered_by: input.enteredBy, note: input.note ?? null })
        .execute();
      await hooks.onChange?.(trx, booking, "booked", token);
      await audit?.(trx, booking);
    });
  } catch (error) {
    if (error instanceof Refused) return { status: error.status };
    const refusal = await uniqueKeyRefusal(db, dedupeKey, booking.active_key ?? "");
    if (refusal) return refusal;
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
