import { execFileSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { addDays, seoulTime } from "#app/lib/korea-time.ts";
import { bookingScheduleDefaults } from "#app/modules/bookings/copy.ts";
import { capacityOf, isBookableSlot, isClosedDay, openDays, slotStartsOf } from "./schedule.ts";

const schedule = { ...bookingScheduleDefaults, slotMinutes: 60 };

describe("the booking calendar in Korea time", () => {
  test("a day's slots are whole slots inside the opening hours, as UTC instants", () => {
    const slots = slotStartsOf(schedule, "2026-11-28");
    expect(slots[0]).toBe("2026-11-28T01:00:00.000Z"); // 10:00 in Seoul
    expect(slots.at(-1)).toBe("2026-11-28T08:00:00.000Z"); // 17:00, ends at 18:00
    expect(slots).toHaveLength(8);
    expect(slots.map(seoulTime)).toEqual(["10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"]);
  });

  test("closed dates and closed weekdays have no slots", () => {
    const closed = {
      ...schedule,
      closedDates: ["2026-11-28"],
      weekdays: schedule.weekdays.map((d, i) => (i === 1 ? null : d)),
    };
    expect(slotStartsOf(closed, "2026-11-28")).toEqual([]);
    expect(slotStartsOf(closed, "2026-11-30")).toEqual([]); // a Monday
    expect(slotStartsOf(closed, "2026-12-01")).toHaveLength(8);
  });

  test("open days start today while a slot is still ahead, and skip days with none", () => {
    // 17:30 in Seoul on Tuesday 24 November: the 17:00 slot has started, so today is gone.
    const now = new Date("2026-11-24T08:30:00Z");
    const closed = { ...schedule, closedDates: ["2026-11-26"] };
    const days = openDays(closed, now, 3);
    expect(days).toEqual(["2026-11-25", "2026-11-27", "2026-11-28"]);
    expect(openDays(schedule, new Date("2026-11-24T07:59:00Z"), 1)).toEqual(["2026-11-24"]);
  });

  test("only the schedule's future slots within the horizon can be booked", () => {
    const now = new Date("2026-11-24T03:10:00Z"); // 12:10 in Seoul
    expect(isBookableSlot(schedule, "2026-11-24T03:00:00.000Z", now, 14)).toBe(false); // 12:00, started
    expect(isBookableSlot(schedule, "2026-11-24T04:00:00.000Z", now, 14)).toBe(true); // 13:00
    expect(isBookableSlot(schedule, "2026-11-24T04:30:00.000Z", now, 14)).toBe(false); // not a slot
    expect(isBookableSlot(schedule, addDays("2026-11-24", 14).concat("T04:00:00.000Z"), now, 14)).toBe(false);
    expect(isBookableSlot(schedule, "not a date", now, 14)).toBe(false);
  });

  test("a lunch break leaves no slot that overlaps it", () => {
    const lunch = { ...schedule, breakTime: { start: "12:00", end: "13:00" } };
    expect(slotStartsOf(lunch, "2026-11-28").map(seoulTime)).toEqual([
      "10:00",
      "11:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ]);
    // Slots of 90 minutes: 10:00–11:30 fits, 11:30–13:00 overlaps the break and is left out.
    const long = { ...lunch, slotMinutes: 90 };
    expect(slotStartsOf(long, "2026-11-28").map(seoulTime)).toEqual(["10:00", "13:00", "14:30", "16:00"]);
    const halfHours = { ...lunch, slotMinutes: 30, breakTime: { start: "12:15", end: "12:45" } };
    expect(slotStartsOf(halfHours, "2026-11-28").map(seoulTime).slice(2, 6)).toEqual([
      "11:00",
      "11:30",
      "13:00",
      "13:30",
    ]);
  });

  test("a weekday's own capacity wins over the general one; other weekdays keep the general one", () => {
    const weekend = { ...schedule, capacity: 10, weekdayCapacities: [20, null, null, null, null, null, 16] };
    expect(capacityOf(weekend, "2026-11-28T05:00:00.000Z")).toBe(16); // Saturday 14:00
    expect(capacityOf(weekend, "2026-11-29T05:00:00.000Z")).toBe(20); // Sunday
    expect(capacityOf(weekend, "2026-11-30T05:00:00.000Z")).toBe(10); // Monday
    // Saturday 00:30 in Seoul is still Friday 15:30 in UTC: the Korean weekday counts.
    expect(capacityOf(weekend, "2026-11-27T15:30:00.000Z")).toBe(16);
  });

  test("the booking window is the schedule's own number of open days", () => {
    const now = new Date("2026-11-24T00:00:00Z"); // Tuesday 09:00 in Seoul
    const short = { ...schedule, daysAhead: 3 };
    expect(openDays(short, now, short.daysAhead)).toEqual(["2026-11-24", "2026-11-25", "2026-11-26"]);
    expect(isBookableSlot(short, "2026-11-26T05:00:00.000Z", now, short.daysAhead)).toBe(true);
    expect(isBookableSlot(short, "2026-11-27T05:00:00.000Z", now, short.daysAhead)).toBe(false);
    expect(bookingScheduleDefaults.daysAhead).toBe(14);
    expect(bookingScheduleDefaults.partySizeMax).toBe(4);
  });

  test("a day is closed as a whole by its date or its weekday", () => {
    const closed = {
      ...schedule,
      closedDates: ["2026-11-28"],
      weekdays: schedule.weekdays.map((d, i) => (i ? d : null)),
    };
    expect(isClosedDay(closed, "2026-11-28")).toBe(true);
    expect(isClosedDay(closed, "2026-11-29")).toBe(true); // Sunday
    expect(isClosedDay(closed, "2026-11-30")).toBe(false);
  });

  test.each(["UTC", "America/Los_Angeles", "Pacific/Kiritimati"])(
    "a process in %s computes the same slots and days",
    (zone) => {
      const script = `
        const { openDays, slotStartsOf } = await import(${JSON.stringify(new URL("./schedule.ts", import.meta.url).href)});
        const { bookingScheduleDefaults: s } = await import(${JSON.stringify(new URL("./copy.ts", import.meta.url).href)});
        const now = new Date("2026-11-24T14:30:00Z");
        const days = openDays(s, now, 14);
        console.log(JSON.stringify({ days, first: slotStartsOf(s, days[0]) }));`;
      const run = (tz: string) =>
        execFileSync(process.execPath, ["--input-type=module", "-e", script], {
          env: { ...process.env, TZ: tz },
          encoding: "utf8",
        });
      expect(run(zone)).toBe(run("Asia/Seoul"));
      expect(JSON.parse(run(zone)).days[0]).toBe("2026-11-25"); // 23:30 in Seoul: today is over
    },
  );
});
