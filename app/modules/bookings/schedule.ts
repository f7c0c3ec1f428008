import { addDays, seoulDay, seoulInstant, weekdayOf } from "#app/lib/korea-time.ts";
import type { BookingScheduleDefaults } from "#app/modules/bookings/copy.ts";

/** The model house's calendar, all in Korea time; a slot is named by its start as a UTC ISO string. */
export type BookingSchedule = BookingScheduleDefaults;

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(":").map(Number);
  return hours * 60 + mins;
}

/** One day's slot starts: whole slots inside the hours, none overlapping the break. */
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

/** The next `count` days with a slot not yet begun, looking at most 120 days ahead. */
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
