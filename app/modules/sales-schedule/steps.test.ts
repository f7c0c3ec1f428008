import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { ScheduleRow } from "./schema.ts";
import { daysBetween, nextSeoulMidnight, scheduleView } from "./steps.ts";

const rows: ScheduleRow[] = [
  { label: "특별공급", start: "2026-12-01", end: null, note: "" },
  { label: "1순위", start: "2026-12-02", end: null, note: "" },
  { label: "서류 접수", start: "2026-12-10", end: "2026-12-14", note: "" },
];

describe("the schedule's current step and D-n, in Korea time", () => {
  // The process in UTC (Node reads TZ when it changes): midnight KST is 15:00 UTC the day before.
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

  test("the process is in UTC", () => {
    expect(new Date("2026-12-01T00:00:00Z").getTimezoneOffset()).toBe(0);
  });

  test("one millisecond before 00:00 KST it is still the day before; at 00:00 KST the next day", () => {
    vi.setSystemTime(new Date("2026-11-30T14:59:59.999Z")); // 2026-11-30 23:59:59.999 KST
    let view = scheduleView(rows, new Date());
    expect(view.today).toBe("2026-11-30");
    expect(view.next).toEqual({ index: 0, days: 1 });
    expect(view.steps.map((s) => s.status)).toEqual(["upcoming", "upcoming", "upcoming"]);

    vi.setSystemTime(new Date("2026-11-30T15:00:00.000Z")); // 2026-12-01 00:00 KST
    view = scheduleView(rows, new Date());
    expect(view.today).toBe("2026-12-01");
    expect(view.steps.map((s) => s.status)).toEqual(["current", "upcoming", "upcoming"]);
    expect(view.next).toEqual({ index: 1, days: 1 });
  });

  test("a range is current from its first to its last day; nothing is next when all have passed", () => {
    expect(scheduleView(rows, new Date("2026-12-13T23:00:00Z")).steps[2]?.status).toBe("current"); // 12-14 08:00 KST
    expect(scheduleView(rows, new Date("2026-12-14T15:00:00Z")).steps.map((s) => s.status)).toEqual([
      "past",
      "past",
      "past",
    ]);
    expect(scheduleView(rows, new Date("2026-12-14T15:00:00Z")).next).toBeNull();
    expect(scheduleView(rows, new Date("2026-12-03T03:00:00Z")).next).toEqual({ index: 2, days: 7 });
  });

  test("the next midnight is 15:00 UTC, and the days between dates ignore the process's zone", () => {
    expect(nextSeoulMidnight(new Date("2026-11-30T14:59:59.999Z")).toISOString()).toBe("2026-11-30T15:00:00.000Z");
    expect(nextSeoulMidnight(new Date("2026-11-30T15:00:00.000Z")).toISOString()).toBe("2026-12-01T15:00:00.000Z");
    expect(daysBetween("2026-12-31", "2027-01-02")).toBe(2);
  });
});
