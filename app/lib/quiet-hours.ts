import { addDays, seoulDay, seoulInstant, seoulTime } from "./korea-time.ts";

/**
 * The hours no advertising text may be sent (정보통신망법 art. 50(3): 21:00 to 08:00 the next
 * day, Korea time, without a separate consent, which this product never asks). Knows no feature:
 * the campaigns refuse to schedule into them and pause in them, and the text relay holds any
 * advertising message that falls due in them until they end.
 */
export const QUIET_START = "21:00";
export const QUIET_END = "08:00";

/** Whether `instant` is within the quiet hours (21:00 inclusive to 08:00 exclusive, Korea time). */
export function inQuietHours(instant: Date): boolean {
  const time = seoulTime(instant.toISOString());
  return time >= QUIET_START || time < QUIET_END;
}

/** The end of the quiet hours `instant` is in (the next 08:00 Korea time), or null outside them. */
export function quietHoursEnd(instant: Date): Date | null {
  if (!inQuietHours(instant)) return null;
  const day = seoulDay(instant);
  const time = seoulTime(instant.toISOString());
  return seoulInstant(time >= QUIET_START ? addDays(day, 1) : day, QUIET_END);
}

/** The next start of the quiet hours at or after `instant` (today's or tomorrow's 21:00 Korea time). */
export function nextQuietStart(instant: Date): Date {
  const today = seoulInstant(seoulDay(instant), QUIET_START);
  return today.getTime() > instant.getTime() ? today : seoulInstant(addDays(seoulDay(instant), 1), QUIET_START);
}

/** `instant` itself outside the quiet hours; else their end (the service notices about consent wait for it too). */
export function nextSendingTime(instant: Date): Date {
  return quietHoursEnd(instant) ?? instant;
}
