import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { startMidnightTick } from "./midnight.server.ts";

const originalTz = process.env.TZ;
beforeEach(() => {
  process.env.TZ = "UTC";
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

test("the cached page is dropped just after 00:00 KST (15:00 UTC) each day, not before", async () => {
  vi.setSystemTime(new Date("2026-11-30T14:00:00.000Z")); // 23:00 KST
  const ticks: string[] = [];
  const stop = startMidnightTick({ onMidnight: () => ticks.push(new Date().toISOString()), onError: () => {} });
  vi.advanceTimersByTime(60 * 60 * 1000 - 1); // 23:59:59.999 KST
  expect(ticks).toEqual([]);
  vi.advanceTimersByTime(100);
  expect(ticks).toHaveLength(1);
  expect(ticks[0]?.slice(0, 19)).toBe("2026-11-30T15:00:00");
  vi.advanceTimersByTime(24 * 60 * 60 * 1000);
  expect(ticks).toHaveLength(2);
  expect(ticks[1]?.slice(0, 19)).toBe("2026-12-01T15:00:00");
  await stop();
  vi.advanceTimersByTime(48 * 60 * 60 * 1000);
  expect(ticks).toHaveLength(2);
});
