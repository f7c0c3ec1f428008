import { addDays, seoulDay, seoulInstant, seoulTime } from "./korea-time.ts";

/** 정보통신망법 art. 50(3): no advertising text from 21:00 to 08:00 Korea time (we never ask the separate consent). */
export const QUIET_START = "21:00";
export const QUIET_END = "08:00";

export function inQuietHours(instant: Date): boolean {
  const time = seoulTime(instant.toISOString());
  return time >= QUIET_START || time < QUIET_END;
}

export function quietHoursEnd(instant: Date): Date | null {
  if (!inQuietHours(instant)) return null;
  const day = seoulDay(instant);
  const time = seoulTime(instant.toISOString());
  return seoulInstant(time >= QUIET_START ? addDays(day, 1) : day, QUIET_END);
}

export function nextQuietStart(instant: Date): Date {
  const today = seoulInstant(seoulDay(instant), QUIET_START);
  return today.getTime() > instant.getTime() ? today : seoulInstant(addDays(seoulDay(instant), 1), QUIET_START);
}

/** `instant` itself outside the quiet hours; else their end (the service notices about consent wait for it too). */
export function nextSendingTime(instant: Date): Date {
  return quietHoursEnd(instant) ?? instant;
}
