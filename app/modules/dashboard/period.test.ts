import { expect, test } from "vitest";
import { parsePeriod } from "./period.ts";

// 2026-11-24T16:00Z is already 25 November in Korea.
const now = new Date("2026-11-24T16:00:00Z");
const parse = (query: string) => parsePeriod(new URLSearchParams(query), now);

test("no period: the last 30 days up to today in Korea", () => {
  expect(parse("")).toEqual({
    period: { from: "2026-10-27", to: "2026-11-25", days: 30 },
    values: { from: "2026-10-27", to: "2026-11-25" },
    errors: {},
  });
});

test("a chosen period, both ends included; one end missing is filled in", () => {
  expect(parse("from=2026-11-01&to=2026-11-07").period).toEqual({ from: "2026-11-01", to: "2026-11-07", days: 7 });
  expect(parse("from=2026-11-20").period).toEqual({ from: "2026-11-20", to: "2026-11-25", days: 6 });
  expect(parse("to=2026-02-28").period).toEqual({ from: "2026-01-30", to: "2026-02-28", days: 30 });
  expect(parse("from=2025-11-25&to=2026-11-25").period.days).toBe(366);
});

test("impossible dates, reversed ends and spans over 366 days: Korean field messages and the default period", () => {
  const impossible = parse("from=2026-02-31&to=2026-13-01");
  expect(impossible.errors).toEqual({
    from: "실제 있는 날짜를 YYYY-MM-DD 형식으로 입력해 주세요. (예: 2026-02-28)",
    to: "실제 있는 날짜를 YYYY-MM-DD 형식으로 입력해 주세요. (예: 2026-02-28)",
  });
  expect(impossible.period).toEqual({ from: "2026-10-27", to: "2026-11-25", days: 30 });
  expect(impossible.values).toEqual({ from: "2026-02-31", to: "2026-13-01" });
  expect(parse("from=24.11.2026").errors.from).toMatch(/YYYY-MM-DD/);
  expect(parse("from=2026-11-10&to=2026-11-09").errors).toEqual({ to: "종료일은 시작일과 같거나 그 뒤여야 합니다." });
  expect(parse("from=2025-11-24&to=2026-11-25").errors).toEqual({ from: "기간은 최대 366일까지 조회할 수 있습니다." });
});
