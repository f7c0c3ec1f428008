import { expect, test } from "vitest";
import {
  formatKoreanDate,
  formatKoreanDateTime,
  formatSeoulTimestamp,
  rowNumber,
  seoulDateStamp,
  splitParagraphs,
} from "./korean-format.ts";

test("dates are Korean and in Seoul time, whatever the server's zone", () => {
  expect(formatKoreanDate("2026-11-22T03:05:00.000Z")).toBe("2026. 11. 22.");
  // 23:30 UTC is already the next morning in Seoul.
  expect(formatKoreanDate("2026-11-21T23:30:00.000Z")).toBe("2026. 11. 22.");
  expect(formatKoreanDateTime("2026-11-22T06:05:00.000Z")).toBe("2026. 11. 22. 오후 3:05");
  expect(formatKoreanDateTime("2026-11-21T23:30:00.000Z")).toBe("2026. 11. 22. 오전 8:30");
});

test("spreadsheet timestamps and file-name stamps use the Seoul day", () => {
  expect(formatSeoulTimestamp("2026-11-22T06:05:09.000Z")).toBe("2026-11-22 15:05");
  expect(formatSeoulTimestamp("2026-11-21T15:00:00.000Z")).toBe("2026-11-22 00:00");
  expect(seoulDateStamp(new Date("2026-11-21T15:00:00.000Z"))).toBe("20261122");
  expect(seoulDateStamp(new Date("2026-11-21T14:59:59.000Z"))).toBe("20261121");
});

test("content splits into one paragraph per line, blank lines dropped, text kept as text", () => {
  expect(splitParagraphs("첫 문단\n둘째 문단\r\n\r\n  셋째 문단  \r넷째")).toEqual([
    "첫 문단",
    "둘째 문단",
    "셋째 문단",
    "넷째",
  ]);
  expect(splitParagraphs("<b>굵게</b>")).toEqual(["<b>굵게</b>"]);
  expect(splitParagraphs("")).toEqual([]);
  expect(splitParagraphs("\n \n")).toEqual([]);
});

test("row numbers count down from the number loaded (10 loaded: 10 … 1; 20 loaded: 20 … 1)", () => {
  expect(Array.from({ length: 10 }, (_, index) => rowNumber(10, index))).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  expect(rowNumber(20, 0)).toBe(20);
  expect(rowNumber(20, 19)).toBe(1);
});
