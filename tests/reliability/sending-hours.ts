/**
 * Advertising leaves only between 08:00 and 21:00 Korea time: outside them (CI runs at any hour) a
 * test's servers and fakes have their clocks moved into the sending hours (shifted-clock.ts, preloaded
 * into each server process by the environment below).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { addDays, seoulDay, seoulInstant } from "../../app/lib/korea-time.ts";
import { inQuietHours, nextQuietStart } from "../../app/lib/quiet-hours.ts";
import { ROOT } from "./harness.ts";

/** How far to move the clocks so the run sits inside the sending hours (0 with an hour of them left). */
export function shiftIntoSendingHours(now: Date): number {
  if (!inQuietHours(now) && nextQuietStart(now).getTime() - now.getTime() >= 3_600_000) return 0;
  const today = seoulDay(now);
  const morning = seoulInstant(today, "10:00");
  return (morning > now ? morning : seoulInstant(addDays(today, 1), "10:00")).getTime() - now.getTime();
}

/** A server's environment that moves its wall clock by `shift` ms (timers untouched). */
export function shiftedClockEnv(shift: number): Record<string, string> {
  return {
    NODE_OPTIONS: `--import ${pathToFileURL(path.join(ROOT, "tests/reliability/shifted-clock.ts")).href}`,
    SHIFTED_CLOCK_MS: String(shift),
  };
}
