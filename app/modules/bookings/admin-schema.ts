import { bookingScheduleDefaults } from "#app/content/bookings.ts";
import { z } from "#app/schemas/zod.ts";
import { type BookingSchedule, isDay, isTime } from "./schedule.ts";

/** The sales team's forms for bookings: status changes and the schedule. Korean messages. */
export const BookingStatusUpdateSchema = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/, "예약을 찾을 수 없습니다."),
  status: z.enum(["confirmed", "arrived", "no_show", "cancelled"], { error: "상태를 선택해 주세요." }),
});

/** Reads the schedule form: seven weekday rows, closed dates, slot length and capacity. */
export function parseScheduleForm(form: FormData): { schedule: BookingSchedule } | { errors: string[] } {
  const errors: string[] = [];
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const weekdays = Array.from({ length: 7 }, (_, day) => {
    if (form.get(`closed-${day}`) === "on") return null;
    const open = text(`open-${day}`);
    const close = text(`close-${day}`);
    if (!isTime(open) || !isTime(close) || open >= close) {
      errors.push(`${"일월화수목금토"[day]}요일의 운영 시간을 HH:MM 형식으로, 시작이 마감보다 이르게 입력해 주세요.`);
      return null;
    }
    return { open, close };
  });
  const closedDates = text("closedDates")
    .split(/[\s,]+/)
    .filter(Boolean);
  const badDate = closedDates.find((day) => !isDay(day));
  if (badDate) errors.push("휴관일은 YYYY-MM-DD 형식의 실제 날짜로 입력해 주세요.");
  const slotMinutes = Number(text("slotMinutes"));
  if (![15, 20, 30, 40, 45, 60, 90, 120].includes(slotMinutes)) {
    errors.push("시간대 길이는 15, 20, 30, 40, 45, 60, 90, 120분 중에서 골라 주세요.");
  }
  const capacity = Number(text("capacity"));
  if (!Number.isInteger(capacity) || capacity < 1 || capacity > 500) {
    errors.push("정원은 1명에서 500명 사이의 정수로 입력해 주세요.");
  }
  if (errors.length > 0) return { errors };
  return {
    schedule: {
      ...bookingScheduleDefaults,
      weekdays,
      closedDates: [...new Set(closedDates)].sort(),
      slotMinutes,
      capacity,
    },
  };
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
