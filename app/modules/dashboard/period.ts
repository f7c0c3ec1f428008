import { firstFieldErrors, koreanFieldErrors } from "#app/lib/field-errors.ts";
import { addDays, isDay, seoulDay } from "#app/lib/korea-time.ts";
import { z } from "#app/lib/zod.ts";
import { dashboardCopy } from "#app/modules/dashboard/copy.ts";

/** The dashboard's period: Korea dates, both ends included. */
export type Period = { from: string; to: string; days: number };
const PERIOD_FIELDS = ["from", "to"] as const;
export type PeriodField = (typeof PERIOD_FIELDS)[number];

export const DEFAULT_PERIOD_DAYS = 30;
export const MAX_PERIOD_DAYS = 366;
export const PERIOD_PRESETS = [7, 30, 90] as const;

const copy = dashboardCopy.period;
const day = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
  z.string().refine(isDay, copy.invalidDay).optional(),
);

export const PeriodSchema = z.object({ from: day, to: day });

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The last `days` Korea days up to today. */
export function lastDays(days: number, now = new Date()): Period {
  const to = seoulDay(now);
  return { from: addDays(to, -(days - 1)), to, days };
}

export type ParsedPeriod = {
  period: Period;
  /** What the form shows: the typed values when they were wrong, else the period. */
  values: Record<PeriodField, string>;
  errors: Partial<Record<PeriodField, string>>;
};

/** Reads ?from=&to= (Korea dates). */
export function parsePeriod(params: URLSearchParams, now = new Date()): ParsedPeriod {
  const raw = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  const fallback = lastDays(DEFAULT_PERIOD_DAYS, now);
  const parsed = PeriodSchema.safeParse(raw);
  if (!parsed.success) {
    // The schema reads nothing but the two fields, so no error lands on the form as a whole.
    return { period: fallback, values: raw, errors: firstFieldErrors(koreanFieldErrors(parsed.error, PERIOD_FIELDS)) };
  }
  const to = parsed.data.to ?? (parsed.data.from ? seoulDay(now) : fallback.to);
  const from = parsed.data.from ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  if (from > to) return { period: fallback, values: raw, errors: { to: copy.order } };
  const days = daysBetween(from, to);
  if (days > MAX_PERIOD_DAYS) return { period: fallback, values: raw, errors: { from: copy.tooLong(MAX_PERIOD_DAYS) } };
  return { period: { from, to, days }, values: { from, to }, errors: {} };
}

/** Every Korea day of the period, in order. */
export function periodDays(period: Period): string[] {
  return Array.from({ length: period.days }, (_, index) => addDays(period.from, index));
}
