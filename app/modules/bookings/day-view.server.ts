import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { formatDay, seoulTime } from "#app/lib/korea-time.ts";
import { maskPhone } from "#app/lib/mask.ts";
import { attributionFromColumns } from "#app/modules/attribution/attribution.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { addStaffEntry, bookFromWaitlist, bookingDayOf, cancelWaitlist, changeBookingStatus } from "./admin.server.ts";
import { adminBookingsCopy as copy } from "./admin-copy.ts";
import { BookingStatusUpdateSchema } from "./admin-schema.ts";
import { adminBookingDayCopy as dayCopy } from "./day-copy.ts";
import { isClosedDay } from "./schedule.ts";
import {
  postedStaffBookingValues,
  type StaffBookingField,
  type StaffBookingValues,
  WaitlistEntryActionSchema,
} from "./staff-schema.ts";
import type { BookingRow } from "./tables.ts";
import { isStaffBookableSlot } from "./waitlist.server.ts";

type DayStaff = Pick<Staff, "db" | "actor" | "clientAddress" | "may">;

/** The day view: every slot with its bookings and waitlist, the add form's open slots, the day's counts. */
export async function adminBookingDay(staff: DayStaff, url: URL, now = new Date()) {
  const { day, askedPhone, invalidDay, invalidPhone, schedule, slots, dayBookings, bookings, waitlist, staffNotes } =
    await bookingDayOf(
      staff.db,
      {
        booking: url.searchParams.get("booking"),
        day: url.searchParams.get("day"),
        phone: url.searchParams.get("phone"),
      },
      staff.actor,
      staff.clientAddress,
      now,
    );
  const errors = [...(invalidDay ? [copy.invalidDay] : []), ...(invalidPhone ? [copy.invalidPhone] : [])];
  // A booking can hold a slot the schedule no longer has: its slot is shown too.
  const starts = [...new Set([...slots.map((slot) => slot.start), ...bookings.map((b) => b.slot_start)])].sort();
  const tally = (rows: BookingRow[]) => ({
    bookings: rows.length,
    people: rows.reduce((sum, b) => sum + b.party_size, 0),
  });
  const ofStatus = (status: string) => tally(dayBookings.filter((b) => b.status === status));
  return {
    opensSettings: staff.may("/admin/bookings/settings", "read"),
    opensExport: staff.may("/admin/bookings/export", "read"),
    day,
    dayLabel: formatDay(day),
    partySizeMax: schedule.partySizeMax,
    phone: askedPhone,
    errors,
    formKey: randomUUID(),
    slots: starts.map((start) => {
      const slot = slots.find((candidate) => candidate.start === start);
      const inSlot = bookings.filter((booking) => booking.slot_start === start);
      return {
        start,
        time: seoulTime(start),
        capacity: slot?.capacity ?? 0,
        booked: slot?.booked ?? 0,
        offSchedule:
          slot || inSlot.every((b) => b.status === "cancelled")
            ? null
            : isClosedDay(schedule, day)
              ? ("closed" as const)
              : ("hours" as const),
        bookings: inSlot.map((b) => bookingView(b, staffNotes)),
        waitlist: waitlist
          .filter((entry) => entry.slot_start === start)
          .map((entry) => ({
            id: entry.id,
            name: entry.name,
            phone: maskPhone(entry.phone),
            partySize: entry.party_size,
            status: entry.status,
          })),
      };
    }),
    // A walk-in may still join the slot under way.
    openSlots: slots
      .filter((slot) => isStaffBookableSlot(schedule, slot.start, now))
      .map((slot) => ({ start: slot.start, time: seoulTime(slot.start), remaining: slot.remaining })),
    totals: tally(bookings.filter((b) => b.status !== "cancelled")),
    counts: {
      expected: ofStatus("confirmed"),
      arrived: ofStatus("arrived"),
      noShow: ofStatus("no_show"),
      cancelled: ofStatus("cancelled"),
    },
  };
}

export type BookingDay = Awaited<ReturnType<typeof adminBookingDay>>;
export type DaySlot = BookingDay["slots"][number];
export type DayBooking = DaySlot["bookings"][number];

function bookingView(booking: BookingRow, staffNotes: Map<string, string | null>) {
  return {
    id: booking.id,
    // A past visit kept for the figures after a data-subject request has no name.
    name: booking.name || copy.erasedName,
    leadId: booking.lead_id,
    // Masked for every role; the lead's page has the number.
    phone: maskPhone(booking.phone),
    partySize: booking.party_size,
    status: booking.status,
    attribution: attributionFromColumns(booking),
    byStaff: staffNotes.has(booking.id),
    note: staffNotes.get(booking.id) ?? null,
  };
}

export type DayActionResult = {
  ok: boolean;
  message: string;
  /** A cancel waiting for its confirmation: the booking's id. */
  confirmCancel?: string;
  /** The add form stays open with what was typed and what to fix. */
  fromAddForm?: boolean;
  /** A new key empties the add form after an entry was added. */
  added?: string;
  values?: StaffBookingValues;
  fieldErrors?: Partial<Record<StaffBookingField | "form", string>>;
};

const answer = (result: DayActionResult, status = 200) => data(result, { status });

/** The day view's posts: a staff entry, a waitlist entry booked or removed, or a booking's status. */
export async function bookingDayAction(staff: DayStaff, request: Request) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "create" || intent === "waitlist-add") return staffEntryAction(staff, intent, formData);
  if (intent === "waitlist-book" || intent === "waitlist-cancel") return waitlistAction(staff, intent, formData);
  return statusAction(staff, formData);
}

async function staffEntryAction(staff: DayStaff, intent: "create" | "waitlist-add", formData: FormData) {
  const values = postedStaffBookingValues(formData);
  const refused = (message: string, status = 409) => answer({ ok: false, message, values, fromAddForm: true }, status);
  const added = (message: string) => answer({ ok: true, message, fromAddForm: true, added: randomUUID() });
  const result = await addStaffEntry(staff.db, { intent, formData }, staff.actor, staff.clientAddress);
  if (result.status === "invalid") {
    return answer(
      { ok: false, message: dayCopy.add.invalid, values, fieldErrors: result.fieldErrors, fromAddForm: true },
      400,
    );
  }
  if (result.status === "failed") return refused(dayCopy.add.failed, 503);
  if (result.intent === "waitlist-add") {
    if (result.status === "not-full") return refused(dayCopy.waitlist.notFull);
    if (result.status === "already-waiting") return refused(dayCopy.waitlist.alreadyWaiting);
    if (result.status === "unavailable") return refused(dayCopy.waitlist.unavailable);
    return added(dayCopy.waitlist.added(result.name));
  }
  switch (result.status) {
    case "booked":
      return added(dayCopy.add.booked(result.name));
    case "duplicate":
      return added(dayCopy.add.duplicate);
    case "full":
      return refused(dayCopy.add.full);
    case "phone-day-taken":
      return refused(dayCopy.add.phoneDayTaken);
    default:
      return refused(dayCopy.add.unavailable);
  }
}

async function waitlistAction(staff: DayStaff, intent: "waitlist-book" | "waitlist-cancel", formData: FormData) {
  const notFound = answer({ ok: false, message: dayCopy.waitlist.notFound }, 404);
  const parsed = WaitlistEntryActionSchema.safeParse({
    entry: formData.get("entry") ?? undefined,
    idempotencyKey: formData.get("idempotencyKey") ?? undefined,
  });
  if (!parsed.success) return notFound;
  if (intent === "waitlist-cancel") {
    const result = await cancelWaitlist(staff.db, { entry: parsed.data.entry }, staff.actor, staff.clientAddress);
    return result.status === "ok" ? answer({ ok: true, message: dayCopy.waitlist.removed }) : notFound;
  }
  const result = await bookFromWaitlist(staff.db, parsed.data, staff.actor, staff.clientAddress);
  switch (result.status) {
    case "booked":
    case "duplicate":
      return answer({ ok: true, message: dayCopy.waitlist.bookedFrom(result.name) });
    case "full":
      return answer({ ok: false, message: dayCopy.add.full }, 409);
    case "phone-day-taken":
      return answer({ ok: false, message: dayCopy.add.phoneDayTaken }, 409);
    case "not-found":
      return notFound;
    default:
      return answer({ ok: false, message: dayCopy.add.unavailable }, 409);
  }
}

async function statusAction(staff: DayStaff, formData: FormData) {
  const parsed = BookingStatusUpdateSchema.safeParse({
    id: formData.get("id") ?? undefined,
    status: formData.get("status") ?? undefined,
  });
  if (!parsed.success) {
    return answer({ ok: false, message: parsed.error.issues[0]?.message ?? copy.notFound }, 400);
  }
  // A cancel texts the visitor and frees the place: a second post confirms it.
  if (parsed.data.status === "cancelled" && formData.get("confirmed") !== "yes") {
    return answer({ ok: true, message: "", confirmCancel: parsed.data.id });
  }
  const result = await changeBookingStatus(staff.db, parsed.data, staff.actor, staff.clientAddress);
  switch (result.status) {
    case "ok":
      return answer({ ok: true, message: copy.updated });
    case "not-found":
      return answer({ ok: false, message: copy.notFound }, 404);
    case "phone-day-taken":
      return answer({ ok: false, message: dayCopy.refused.phoneDayTaken }, 409);
    default:
      return answer({ ok: false, message: dayCopy.refused.full }, 409);
  }
}
