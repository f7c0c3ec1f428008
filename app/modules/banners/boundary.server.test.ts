import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { startPopupBoundaryTimer } from "./boundary.server.ts";
import type { Popup } from "./schema.ts";

const popup = (start: string, end: string): Popup => ({
  fileId: "11111111-1111-4111-8111-111111111111",
  alt: "설명",
  link: "",
  start,
  end,
  order: 0,
});

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
  const stop = startPopupBoundaryTimer({
    load: async () => published,
    onBoundary: () => dropped.push(new Date().toISOString()),
    onError: (error) => {
      throw error;
    },
    subscribe: (listener) => {
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

test("nothing published: no timer; a failed read is retried a minute later", async () => {
  let calls = 0;
  const errors: unknown[] = [];
  const stop = startPopupBoundaryTimer({
    load: async () => {
      calls += 1;
      if (calls === 1) throw new Error("database unreachable");
      return [];
    },
    onBoundary: () => {
      throw new Error("no boundary expected");
    },
    onError: (error) => errors.push(error),
  });
  await vi.advanceTimersByTimeAsync(0);
  expect(errors).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(calls).toBe(2);
  expect(vi.getTimerCount()).toBe(0);
  await stop();
});
