import { addDays, seoulDay, seoulInstant, seoulTime } from "./korea-time.ts";

/**
 * The hours texts about advertising may reach a phone: 08:00 to 21:00 Korea time (정보통신망법
 * art. 50(3): none from 21:00 to 08:00 the next day without separate consent). Computed in Korea
 * time whatever the server's time zone.
 */
export const SENDING_STARTS = "08:00";
export const SENDING_ENDS = "21:00";

export function inQuietHours(instant: Date): boolean {
  const time = seoulTime(instant.toISOString());
  return time < SENDING_STARTS || time >= SENDING_ENDS;
}

/** `instant` itself outside quiet hours; else 08:00 Korea time of the morning that ends them. */
export function nextSendingTime(instant: Date): Date {
  if (!inQuietHours(instant)) return instant;
  const day = seoulDay(instant);
  const time = seoulTime(instant.toISOString());
  return seoulInstant(time >= SENDING_ENDS ? addDays(day, 1) : day, SENDING_STARTS);
}
