import { addDays, seoulDay, seoulInstant } from "#app/lib/korea-time.ts";
import type { ScheduleRow } from "./schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from Korea date `from` to `to` ("2026-12-01" → "2026-12-03": 2), whatever the process's zone. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export type ScheduleStep = ScheduleRow & {
  /** past: ended before today; current: today is inside it; upcoming: starts after today. */
  status: "past" | "current" | "upcoming";
};

export type ScheduleView = {
  today: string;
  steps: ScheduleStep[];
  /** The first step starting after today, and the days to it ("D-n"), or null when none is left. */
  next: { index: number; days: number } | null;
};

/** Where the schedule stands on the Korea date of `now` (dates compared as strings, whatever the process's zone). */
export function scheduleView(rows: readonly ScheduleRow[], now: Date): ScheduleView {
  const today = seoulDay(now);
  const steps = rows.map((row): ScheduleStep => {
    const end = row.end ?? row.start;
    const status = end < today ? "past" : row.start > today ? "upcoming" : "current";
    return { ...row, status };
  });
  let next: ScheduleView["next"] = null;
  steps.forEach((step, index) => {
    if (step.status !== "upcoming") return;
    const days = daysBetween(today, step.start);
    if (!next || days < next.days) next = { index, days };
  });
  return { today, steps, next };
}

/** The instant the Korea date after `now`'s begins (00:00 KST = 15:00 UTC the day before). */
export function nextSeoulMidnight(now: Date): Date {
  return seoulInstant(addDays(seoulDay(now), 1), "00:00");
}
