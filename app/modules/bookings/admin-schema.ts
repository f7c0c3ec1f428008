import { weekdayNames } from "#app/content/calendar.ts";
import { isDay, isTime } from "#app/lib/korea-time.ts";
import { z } from "#app/lib/zod.ts";
import { bookingScheduleDefaults } from "#app/modules/bookings/copy.ts";
import { BOOKING_STATUSES } from "#app/modules/bookings/statuses.ts";
import type { BookingSchedule } from "./schedule.ts";

/** The sales team's forms for bookings: status changes and the schedule. Korean messages. */
export const BookingStatusUpdateSchema = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/, "예약을 찾을 수 없습니다."),
  status: z.enum(BOOKING_STATUSES, { error: "상태를 선택해 주세요." }),
});

const SLOT_LENGTHS = [15, 20, 30, 40, 45, 60, 90, 120] as const;
export const scheduleLimits = {
  slotLengths: SLOT_LENGTHS,
  capacity: { min: 1, max: 500 },
  daysAhead: { min: 1, max: 90 },
  partySizeMax: { min: 1, max: 20 },
} as const;

/**
 * Reads the schedule form: seven weekday rows (hours, closed, own capacity), the lunch break,
 * closed dates (the list, plus the date picker's add and a row's remove button), slot length,
 * capacity, booking window and party limit. Errors are Korean and nothing is saved with one.
 */
export function parseScheduleForm(form: FormData): { schedule: BookingSchedule } | { errors: string[] } {
  const errors: string[] = [];
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const integerIn = (value: string, { min, max }: { min: number; max: number }) => {
    const number = Number(value);
    return value !== "" && Number.isInteger(number) && number >= min && number <= max ? number : null;
  };
  const weekdays = Array.from({ length: 7 }, (_, day) => {
    if (form.get(`closed-${day}`) === "on") return null;
    const open = text(`open-${day}`);
    const close = text(`close-${day}`);
    if (!isTime(open) || !isTime(close) || open >= close) {
      errors.push(`${weekdayNames[day]}요일의 운영 시간을 HH:MM 형식으로, 시작이 마감보다 이르게 입력해 주세요.`);
      return null;
    }
    return { open, close };
  });
  const weekdayCapacities = Array.from({ length: 7 }, (_, day) => {
    const value = text(`capacity-${day}`);
    if (value === "") return null;
    const capacity = integerIn(value, scheduleLimits.capacity);
    if (capacity === null) {
      errors.push(`${weekdayNames[day]}요일 정원은 1명에서 500명 사이의 정수로 입력하거나 비워 두세요.`);
    }
    return capacity;
  });
  const breakStart = text("breakStart");
  const breakEnd = text("breakEnd");
  let breakTime: BookingSchedule["breakTime"] = null;
  if (breakStart !== "" || breakEnd !== "") {
    if (isTime(breakStart) && isTime(breakEnd) && breakStart < breakEnd)
      breakTime = { start: breakStart, end: breakEnd };
    else
      errors.push(
        "점심시간은 시작과 끝을 HH:MM 형식으로, 시작이 끝보다 이르게 입력해 주세요. 없으면 둘 다 비워 두세요.",
      );
  }
  const removed = text("removeClosedDate");
  const closedDates = [...form.getAll("closedDates"), text("addClosedDate")]
    .flatMap((value) => (typeof value === "string" ? value.split(/[\s,]+/) : []))
    .filter((day) => day !== "" && day !== removed);
  if (closedDates.some((day) => !isDay(day))) errors.push("휴관일은 YYYY-MM-DD 형식의 실제 날짜로 입력해 주세요.");
  if (form.has("addClosedDateButton") && text("addClosedDate") === "") errors.push("추가할 휴관일을 골라 주세요.");
  const slotMinutes = Number(text("slotMinutes"));
  if (!(SLOT_LENGTHS as readonly number[]).includes(slotMinutes)) {
    errors.push("시간대 길이는 15, 20, 30, 40, 45, 60, 90, 120분 중에서 골라 주세요.");
  }
  const capacity = integerIn(text("capacity"), scheduleLimits.capacity);
  if (capacity === null) errors.push("정원은 1명에서 500명 사이의 정수로 입력해 주세요.");
  const daysAhead = integerIn(text("daysAhead"), scheduleLimits.daysAhead);
  if (daysAhead === null) errors.push("예약 가능 기간은 1일에서 90일 사이의 정수로 입력해 주세요.");
  const partySizeMax = integerIn(text("partySizeMax"), scheduleLimits.partySizeMax);
  if (partySizeMax === null) errors.push("한 예약의 최대 인원은 1명에서 20명 사이의 정수로 입력해 주세요.");
  if (errors.length > 0 || capacity === null || daysAhead === null || partySizeMax === null) return { errors };
  return {
    schedule: {
      ...bookingScheduleDefaults,
      weekdays,
      weekdayCapacities,
      breakTime,
      closedDates: [...new Set(closedDates)].sort(),
      slotMinutes,
      capacity,
      daysAhead,
      partySizeMax,
    },
  };
}

/** A schedule as the form's fields: the confirmation step posts them again unchanged. */
export function scheduleFormFields(schedule: BookingSchedule): [name: string, value: string][] {
  const fields: [string, string][] = [];
  schedule.weekdays.forEach((hours, day) => {
    fields.push([`open-${day}`, hours?.open ?? "10:00"], [`close-${day}`, hours?.close ?? "18:00"]);
    if (!hours) fields.push([`closed-${day}`, "on"]);
    fields.push([`capacity-${day}`, String(schedule.weekdayCapacities[day] ?? "")]);
  });
  fields.push(["breakStart", schedule.breakTime?.start ?? ""], ["breakEnd", schedule.breakTime?.end ?? ""]);
  for (const day of schedule.closedDates) fields.push(["closedDates", day]);
  fields.push(
    ["slotMinutes", String(schedule.slotMinutes)],
    ["capacity", String(schedule.capacity)],
    ["daysAhead", String(schedule.daysAhead)],
    ["partySizeMax", String(schedule.partySizeMax)],
  );
  return fields;
}

/** The sales team's choice for a booking that loses its place: cancel, keep, or move to a slot. */
export type BookingDecision = "cancel" | "keep" | { move: string };

/** The sales team's choice for each booking a schedule change leaves without a place. */
export function bookingDecisionsOf(form: FormData): Map<string, BookingDecision> {
  const decisions = new Map<string, BookingDecision>();
  for (const [name, value] of form.entries()) {
    const id = /^decision-([0-9a-f-]{36})$/.exec(name)?.[1];
    if (id && (value === "cancel" || value === "keep")) decisions.set(id, value);
    if (id && value === "move") {
      // The slot comes from the booking's own list; a missing or garbled one leaves it undecided.
      const slot = z.iso.datetime().safeParse(form.get(`move-${id}`));
      if (slot.success) decisions.set(id, { move: new Date(slot.data).toISOString() });
    }
  }
  return decisions;
}

/** One slot's capacity override: a number, or empty to use the schedule's. */
export const SlotCapacitySchema = z.object({
  slot: z.iso.datetime({ error: "시간대를 찾을 수 없습니다." }),
  capacity: z
    .string()
    .trim()
    .regex(/^(\d{1,3})?$/, "정원은 0명에서 500명 사이의 정수로 입력해 주세요.")
    .transform((value) => (value === "" ? null : Number(value)))
    .refine((value) => value === null || value <= 500, "정원은 0명에서 500명 사이의 정수로 입력해 주세요."),
});
