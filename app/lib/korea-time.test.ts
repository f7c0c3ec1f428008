import { expect, test } from "vitest";
import {
  addDays,
  formatDay,
  formatKoreanDate,
  formatKoreanDateTime,
  formatSeoulTimestamp,
  isDay,
  isTime,
  seoulDateStamp,
  seoulDay,
  seoulInstant,
  seoulTime,
  weekdayOf,
} from "./korea-time.ts";

test("the Korean day turns at 15:00 UTC, whatever the process's time zone", () => {
  expect(seoulDay(new Date("2026-11-24T14:59:59Z"))).toBe("2026-11-24");
  expect(seoulDay(new Date("2026-11-24T15:00:00Z"))).toBe("2026-11-25");
});

test("days and times: checked strictly, counted on the calendar, turned into instants and back", () => {
  expect(isDay("2026-02-31")).toBe(false);
  expect(isDay("2026-11-28")).toBe(true);
  expect(isTime("09:30")).toBe(true);
  expect(isTime("24:00")).toBe(false);
  expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  expect(weekdayOf("2026-11-28")).toBe(6); // a Saturday
  expect(seoulInstant("2026-11-28", "00:00").toISOString()).toBe("2026-11-27T15:00:00.000Z");
  expect(seoulTime("2026-11-28T05:00:00.000Z")).toBe("14:00");
});

test("dates are shown the Korean way", () => {
  expect(formatDay("2026-11-28")).toBe("11월 28일(토)");
});

test("dates are Korean and in Seoul time, whatever the server's zone", () => {
  expect(formatKoreanDate("2026-11-22T03:05:00.000Z")).toBe("2026. 11. 22.");
  // 23:30 UTC is already the next morning in Seoul.
  expect(formatKoreanDate("2026-11-21T23:30:00.000Z")).toBe("2026. 11. 22.");
  expect(formatKoreanDateTime("2026-11-22T06:05:00.000Z")).toBe("2026. 11. 22. 오후 3:05");
  expect(formatKoreanDateTime("2026-11-21T23:30:00.000Z")).toBe("2026. 11. 22. 오전 8:30");
  // The 12-hour clock: midnight and noon are both 12.
  expect(formatKoreanDateTime("2026-11-21T15:05:00.000Z")).toBe("2026. 11. 22. 오전 12:05");
  expect(formatKoreanDateTime("2026-11-22T03:05:00.000Z")).toBe("2026. 11. 22. 오후 12:05");
});

test("spreadsheet timestamps and file-name stamps use the Seoul day", () => {
  expect(formatSeoulTimestamp("2026-11-22T06:05:09.000Z")).toBe("2026-11-22 15:05");
  expect(formatSeoulTimestamp("2026-11-21T15:00:00.000Z")).toBe("2026-11-22 00:00");
  expect(seoulDateStamp(new Date("2026-11-21T15:00:00.000Z"))).toBe("20261122");
  expect(seoulDateStamp(new Date("2026-11-21T14:59:59.000Z"))).toBe("20261121");
});

test("the fixed offset shows what the ko-KR locale in Asia/Seoul shows, every hour of two years", () => {
  const zone = { timeZone: "Asia/Seoul" } as const;
  const date = new Intl.DateTimeFormat("ko-KR", { ...zone, year: "numeric", month: "numeric", day: "numeric" });
  const dateTime = new Intl.DateTimeFormat("ko-KR", {
    ...zone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  const iso = new Intl.DateTimeFormat("sv-SE", { ...zone, dateStyle: "short", timeStyle: "short" });
  const mismatches: string[] = [];
  const start = Date.parse("2025-12-31T00:07:00Z");
  for (let hour = 0; hour < 2 * 366 * 24; hour++) {
    const instant = new Date(start + hour * 3_600_000 + (hour % 53) * 60_000);
    const at = instant.toISOString();
    const expected = [date.format(instant), dateTime.format(instant), iso.format(instant)];
    const actual = [formatKoreanDate(at), formatKoreanDateTime(at), formatSeoulTimestamp(at)];
    if (actual.join("|") !== expected.join("|")) mismatches.push(`${at}: ${actual} ≠ ${expected}`);
  }
  expect(mismatches.slice(0, 5)).toEqual([]);
});
