import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { nextKoreaMidnight, startBoundaryTimer } from "./content-signal.server.ts";

/** A pop-up's shown period, as the banners declare it. */
type Popup = { start: string; end: string };
const popup = (start: string, end: string): Popup => ({ start, end });
const nextBoundary = (popups: readonly Popup[], now: Date) =>
  popups
    .flatMap((one) => [new Date(one.start), new Date(one.end)])
    .filter((at) => at > now)
    .sort((a, b) => a.getTime() - b.getTime())[0] ?? null;

beforeEach(() => {
  // No database here: every timer may be fake.
  vi.useFakeTimers({ now: new Date("2026-12-01T00:00:00.000Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

test("the cached pages are dropped at each start and end (at the minute), and the timer follows a new publish", async () => {
  let published: Popup[] = [popup("2026-12-01T01:00:00.000Z", "2026-12-01T03:00:00.000Z")];
  const dropped: string[] = [];
  const listeners = new Set<() => void>();
  const stop = startBoundaryTimer({
    next: async (now) => nextBoundary(published, now),
    onBoundary: () => dropped.push(new Date().toISOString()),
    onError: (error: unknown) => {
      throw error;
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  await vi.advanceTimersByTimeAsync(60 * 60 * 1000 - 1);
  expect(dropped).toEqual([]);
  await vi.advanceTimersByTimeAsync(100);
  expect(dropped).toEqual(["2026-12-01T01:00:00.050Z"]);

  // Another instance publishes a pop-up starting at 02:00: the poll tells this one, which re-arms.
  published = [...published, popup("2026-12-01T02:00:00.000Z", "2026-12-08T00:00:00.000Z")];
  for (const listener of listeners) listener();
  await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
  expect(dropped).toEqual(["2026-12-01T01:00:00.050Z", "2026-12-01T02:00:00.050Z", "2026-12-01T03:00:00.050Z"]);

  // The last end is a week away: waited for in steps of a day (Node's timers hold 24.8 days at most).
  await vi.advanceTimersByTimeAsync(7 * 24 * 60 * 60 * 1000);
  expect(dropped.at(-1)).toBe("2026-12-08T00:00:00.050Z");
  expect(dropped).toHaveLength(4);
  await stop();
  expect(listeners.size).toBe(0);
  expect(vi.getTimerCount()).toBe(0);
});

test("nothing coming: no timer; a failed read is retried a minute later", async () => {
  let calls = 0;
  const errors: unknown[] = [];
  const stop = startBoundaryTimer({
    next: async () => {
      calls += 1;
      if (calls === 1) throw new Error("database unreachable");
      return null;
    },
    onBoundary: () => {
      throw new Error("no boundary expected");
    },
    onError: (error: unknown) => errors.push(error),
  });
  await vi.advanceTimersByTimeAsync(0);
  expect(errors).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(calls).toBe(2);
  expect(vi.getTimerCount()).toBe(0);
  await stop();
});

test("a daily boundary fires just after 00:00 KST (15:00 UTC, whatever the process's zone) each day, not before", async () => {
  const originalTz = process.env.TZ;
  process.env.TZ = "Europe/Berlin";
  vi.setSystemTime(new Date("2026-11-30T14:00:00.000Z")); // 23:00 KST
  const ticks: string[] = [];
  const stop = startBoundaryTimer({
    next: async (now) => nextKoreaMidnight(now),
    onBoundary: () => {
      ticks.push(new Date().toISOString());
    },
    onError: () => {},
  });
  await vi.advanceTimersByTimeAsync(60 * 60 * 1000 - 1); // 23:59:59.999 KST
  expect(ticks).toEqual([]);
  await vi.advanceTimersByTimeAsync(100);
  expect(ticks).toHaveLength(1);
  expect(ticks[0]?.slice(0, 19)).toBe("2026-11-30T15:00:00");
  await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
  expect(ticks).toHaveLength(2);
  expect(ticks[1]?.slice(0, 19)).toBe("2026-12-01T15:00:00");
  await stop();
  await vi.advanceTimersByTimeAsync(48 * 60 * 60 * 1000);
  expect(ticks).toHaveLength(2);
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});
