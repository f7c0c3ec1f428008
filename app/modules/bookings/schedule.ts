import { type BookingScheduleDefaults, weekdayNames } from "#app/content/bookings.ts";

/**
 * The model house's calendar, in Korea time whatever the server's time zone: every day and time
 * here is Asia/Seoul, computed with its fixed offset (+09:00; Korea has had no daylight saving
 * time since 1988), never with the process's local time. Slots are identified by their start as a
 * UTC ISO string, as stored in `bookings.slot_start`.
 */
export type BookingSchedule = BookingScheduleDefaults;

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The Korean calendar date of an instant: 2026-11-24T16:00:00Z → "2026-11-25". */
export function seoulDay(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a Korean calendar date. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** "14:00" in Korea → the UTC instant of that time on `day`. */
export function seoulInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+09:00`);
}

/** The Korea time of a slot start: "2026-11-28T05:00:00.000Z" → "14:00". */
export function seoulTime(slotStart: string): string {
  return new Date(new Date(slotStart).getTime() + KST_OFFSET_MS).toISOString().slice(11, 16);
}

/** "2026-11-28" → "11월 28일(토)" */
export function formatDay(day: string): string {
  const [, month, date] = day.split("-").map(Number);
  return `${month}월 ${date}일(${weekdayNames[weekdayOf(day)]})`;
}

export function isTime(value: string): boolean {
  return TIME.test(value);
}

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(":").map(Number);
  return hours * 60 + mins;
}

/**
 * The starts of every slot of one day (UTC ISO): whole slots inside the opening hours, none
 * overlapping the break (10:00–18:00 in hours of 60 with a 12:00–13:00 break: 10, 11, 13 … 17).
 */
export function slotStartsOf(schedule: BookingSchedule, day: string): string[] {
  if (schedule.closedDates.includes(day)) return [];
  const hours = schedule.weekdays[weekdayOf(day)];
  if (!hours) return [];
  const starts: string[] = [];
  const open = minutes(hours.open);
  const close = minutes(hours.close);
  const breakStart = schedule.breakTime ? minutes(schedule.breakTime.start) : 0;
  const breakEnd = schedule.breakTime ? minutes(schedule.breakTime.end) : 0;
  for (let start = open; start + schedule.slotMinutes <= close; start += schedule.slotMinutes) {
    if (start < breakEnd && start + schedule.slotMinutes > breakStart) continue;
    const time = `${String(Math.floor(start / 60)).padStart(2, "0")}:${String(start % 60).padStart(2, "0")}`;
    starts.push(seoulInstant(day, time).toISOString());
  }
  return starts;
}

/** A slot's places by the schedule: its weekday's capacity, else the general one (overrides aside). */
export function capacityOf(schedule: BookingSchedule, slotStart: string): number {
  return schedule.weekdayCapacities[weekdayOf(seoulDay(new Date(slotStart)))] ?? schedule.capacity;
}

/** Whether a day is closed as a whole: a closed date or a closed weekday. */
export function isClosedDay(schedule: BookingSchedule, day: string): boolean {
  return schedule.closedDates.includes(day) || !schedule.weekdays[weekdayOf(day)];
}

/**
 * The next `count` days a visitor can still book, from today in Korea: days with at least one
 * slot that has not started yet. Looks at most 120 days ahead (a schedule closed for months).
 */
export function openDays(schedule: BookingSchedule, now: Date, count: number): string[] {
  const days: string[] = [];
  const today = seoulDay(now);
  for (let offset = 0; offset < 120 && days.length < count; offset++) {
    const day = addDays(today, offset);
    if (slotStartsOf(schedule, day).some((start) => new Date(start) > now)) days.push(day);
  }
  return days;
}

/** Whether a slot start is one of the schedule's slots and still ahead (the staff's rule: no window). */
export function isScheduledSlot(schedule: BookingSchedule, slotStart: string, now: Date): boolean {
  const start = new Date(slotStart);
  if (Number.isNaN(start.getTime()) || start <= now) return false;
  return slotStartsOf(schedule, seoulDay(start)).includes(start.toISOString());
}

/** Whether a slot start is one of the schedule's slots, still ahead, within the bookable days. */
export function isBookableSlot(schedule: BookingSchedule, slotStart: string, now: Date, daysAhead: number): boolean {
  const start = new Date(slotStart);
  if (Number.isNaN(start.getTime()) || start <= now) return false;
  const day = seoulDay(start);
  return openDays(schedule, now, daysAhead).includes(day) && slotStartsOf(schedule, day).includes(start.toISOString());
}
