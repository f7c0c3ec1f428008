import { dayPeriods, weekdayNames } from "#app/content/calendar.ts";

/**
 * Korea time whatever the process's zone: the fixed +09:00 offset (no daylight saving since 1988).
 * A day is "YYYY-MM-DD", a time "HH:MM", an instant a Date or a UTC ISO string.
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function seoulClock(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 16);
}

/** The Korean calendar date of an instant: 2026-11-24T16:00:00Z → "2026-11-25". */
export function seoulDay(instant: Date): string {
  return seoulClock(instant).slice(0, 10);
}

export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function isTime(value: string): boolean {
  return TIME.test(value);
}

export function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function seoulInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+09:00`);
}

export function seoulTime(iso: string): string {
  return seoulClock(new Date(iso)).slice(11, 16);
}

/** "2026-11-28" → "11월 28일(토)" */
export function formatDay(day: string): string {
  const [, month, date] = day.split("-").map(Number);
  return `${month}월 ${date}일(${weekdayNames[weekdayOf(day)]})`;
}

export function formatKoreanDate(iso: string): string {
  const [year, month, date] = seoulDay(new Date(iso)).split("-").map(Number);
  return `${year}. ${month}. ${date}.`;
}

/** "2026-11-22T06:05:00Z" → "2026. 11. 22. 오후 3:05" (the ko-KR 12-hour clock: 00:05 is 오전 12:05). */
export function formatKoreanDateTime(iso: string): string {
  const time = seoulTime(iso);
  const hours = Number(time.slice(0, 2));
  const period = hours < 12 ? dayPeriods.am : dayPeriods.pm;
  return `${formatKoreanDate(iso)} ${period} ${hours % 12 || 12}:${time.slice(3)}`;
}

/** Spreadsheets read this as a time. */
export function formatSeoulTimestamp(iso: string): string {
  return seoulClock(new Date(iso)).replace("T", " ");
}

export function seoulDateStamp(instant: Date): string {
  return seoulDay(instant).replaceAll("-", "");
}
