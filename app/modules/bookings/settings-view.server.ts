import { data } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { formatDay, seoulDay, seoulTime } from "#app/lib/korea-time.ts";
import { maskName, maskPhone } from "#app/lib/mask.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { bookingSettingsOf, changeBookingSchedule } from "./admin.server.ts";
import { adminBookingsCopy } from "./admin-copy.ts";
import {
  type BookingDecision,
  bookingDecisionsOf,
  parseScheduleForm,
  SlotCapacitySchema,
  scheduleFormFields,
} from "./admin-schema.ts";
import { parkingNoteOf, saveParkingNote } from "./parking.server.ts";
import { capacityOf } from "./schedule.ts";
import type { AffectedBooking, AffectedChoice, ScheduleChangeResult } from "./schedule-change.server.ts";

const copy = adminBookingsCopy.schedule;

/** Masked name and phone. */
function bookingView(booking: AffectedBooking) {
  return {
    id: booking.id,
    when: `${formatDay(booking.day)} ${seoulTime(booking.slotStart)}`,
    name: maskName(booking.name),
    phone: maskPhone(booking.phone),
    partySize: booking.partySize,
    day: booking.day,
    reason: booking.reason,
    booked: booking.booked,
    capacity: booking.capacity,
  };
}

const slotLabel = (slotStart: string) => `${formatDay(seoulDay(new Date(slotStart)))} ${seoulTime(slotStart)}`;

function choiceView(booking: AffectedChoice) {
  return {
    ...bookingView(booking),
    moveTo: booking.moveTo.map((start) => ({ value: start, label: slotLabel(start) })),
  };
}

function chosenOf(decisions: ReadonlyMap<string, BookingDecision>) {
  return Object.fromEntries(
    [...decisions].map(([id, decision]) => [
      id,
      typeof decision === "object" ? { kind: "move", slot: decision.move } : { kind: decision, slot: "" },
    ]),
  );
}

export type BookingRowView = ReturnType<typeof bookingView>;
export type ChoiceRowView = ReturnType<typeof choiceView>;
export type Chosen = Record<string, { kind: string; slot: string }>;

export async function bookingSettingsPage(staff: Staff, url: URL) {
  const { schedule, today, day, slots, over, stranded } = await bookingSettingsOf(
    staff.db,
    url.searchParams.get("day") ?? "",
  );
  return {
    schedule,
    parkingNote: await parkingNoteOf(staff.db),
    // Past closed dates no longer matter: they are not shown, and the next save drops them.
    closedDates: schedule.closedDates
      .filter((closed) => closed >= today)
      .map((value) => ({ value, label: formatDay(value) })),
    today,
    day,
    dayLabel: formatDay(day),
    slots: slots.map((slot) => ({
      ...slot,
      time: seoulTime(slot.start),
      // The slot's own capacity (shown in its field) versus its weekday's or the general one.
      usual: capacityOf(schedule, slot.start),
      custom: slot.capacity !== capacityOf(schedule, slot.start),
    })),
    over: over.map((slot) => ({ ...slot, label: slotLabel(slot.start) })),
    stranded: stranded.map(bookingView),
  };
}

/** A change that leaves upcoming bookings without a place answers the confirmation step until each is decided. */
export async function bookingSettingsAction(staff: Staff, request: Request) {
  const formData = await readFormData(request);
  if (formData.get("intent") === "parking") return saveParkingNote(staff, formData);
  const confirming = formData.get("confirmed") === "1";
  const decisions = confirming ? bookingDecisionsOf(formData) : new Map<string, BookingDecision>();
  let result: ScheduleChangeResult;
  let fields: [string, string][];
  if (formData.get("intent") === "slot") {
    const parsed = SlotCapacitySchema.safeParse({
      slot: formData.get("slot") ?? undefined,
      capacity: formData.get("capacity") ?? undefined,
    });
    if (!parsed.success) {
      return data({ ok: false as const, messages: parsed.error.issues.map((issue) => issue.message) }, { status: 400 });
    }
    const { slot, capacity } = parsed.data;
    result = await changeBookingSchedule(
      staff.db,
      { intent: "slot", slot, capacity, decisions },
      staff.actor,
      staff.clientAddress,
    );
    fields = [
      ["intent", "slot"],
      ["slot", slot],
      ["capacity", capacity === null ? "" : String(capacity)],
    ];
  } else {
    const parsed = parseScheduleForm(formData);
    if ("errors" in parsed) return data({ ok: false as const, messages: parsed.errors }, { status: 400 });
    result = await changeBookingSchedule(
      staff.db,
      { intent: "schedule", schedule: parsed.schedule, decisions },
      staff.actor,
      staff.clientAddress,
    );
    fields = [["intent", "schedule"], ...scheduleFormFields(parsed.schedule)];
  }
  if (result.status === "confirm") {
    const { refused } = result;
    const refusedBooking = refused && result.affected.find((booking) => booking.id === refused.id);
    const message = refused
      ? copy.confirm.refused[refused.reason](
          refusedBooking ? bookingView(refusedBooking).when : "",
          refused.reason === "phone-day-taken" ? formatDay(seoulDay(new Date(refused.slot))) : slotLabel(refused.slot),
        )
      : copy.confirm.again;
    return {
      ok: false as const,
      messages: confirming ? [message] : [],
      confirm: { bookings: result.affected.map(choiceView), fields, chosen: chosenOf(decisions) },
    };
  }
  return {
    ok: true as const,
    messages: [
      copy.saved,
      ...(result.cancelled.length > 0 ? [copy.cancelledCount(result.cancelled.length)] : []),
      ...(result.moved.length > 0 ? [copy.movedCount(result.moved.length)] : []),
      ...(result.kept.length > 0 ? [copy.keptCount(result.kept.length)] : []),
    ],
  };
}
