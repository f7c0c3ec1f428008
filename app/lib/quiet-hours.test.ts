import { expect, test } from "vitest";
import { inQuietHours, nextSendingTime } from "./quiet-hours.ts";

test("quiet hours are 21:00–08:00 Korea time; a time inside them moves to the next 08:00", () => {
  const at = (iso: string) => nextSendingTime(new Date(iso)).toISOString();
  // 07:59:59 KST → 08:00 the same day.
  expect(at("2026-11-26T22:59:59.000Z")).toBe("2026-11-26T23:00:00.000Z");
  // 08:00 KST and 20:59 KST: as they are.
  expect(at("2026-11-26T23:00:00.000Z")).toBe("2026-11-26T23:00:00.000Z");
  expect(at("2026-11-27T11:59:00.000Z")).toBe("2026-11-27T11:59:00.000Z");
  // 21:00 KST → 08:00 the next day (across the UTC date line and the Korean one).
  expect(at("2026-11-27T12:00:00.000Z")).toBe("2026-11-27T23:00:00.000Z");
  // 00:30 KST on the 28th (15:30 UTC on the 27th) → 08:00 on the 28th.
  expect(at("2026-11-27T15:30:00.000Z")).toBe("2026-11-27T23:00:00.000Z");
  // Year end.
  expect(at("2026-12-31T13:00:00.000Z")).toBe("2026-12-31T23:00:00.000Z");
  expect(inQuietHours(new Date("2026-11-27T12:00:00.000Z"))).toBe(true);
  expect(inQuietHours(new Date("2026-11-27T11:59:59.000Z"))).toBe(false);
});
