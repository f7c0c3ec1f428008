import { describe, expect, it } from "vitest";
import { inQuietHours, nextQuietStart, nextSendingTime, quietHoursEnd } from "./quiet-hours.ts";

// The process runs in TZ=UTC in tests (vitest config); Korea is UTC+9.
describe("advertising quiet hours (21:00–08:00 Korea time)", () => {
  it("starts at 21:00 and ends at 08:00 Korea time, across midnight in UTC", () => {
    expect(inQuietHours(new Date("2026-12-01T11:59:59Z"))).toBe(false); // 20:59:59 KST
    expect(inQuietHours(new Date("2026-12-01T12:00:00Z"))).toBe(true); // 21:00 KST
    expect(inQuietHours(new Date("2026-12-01T15:00:00Z"))).toBe(true); // 00:00 KST (UTC same day)
    expect(inQuietHours(new Date("2026-12-01T22:59:00Z"))).toBe(true); // 07:59 KST the next day
    expect(inQuietHours(new Date("2026-12-01T23:00:00Z"))).toBe(false); // 08:00 KST
  });

  it("names the 08:00 the quiet hours end at, before and after midnight", () => {
    expect(quietHoursEnd(new Date("2026-12-01T12:30:00Z"))?.toISOString()).toBe("2026-12-01T23:00:00.000Z");
    expect(quietHoursEnd(new Date("2026-12-01T16:00:00Z"))?.toISOString()).toBe("2026-12-01T23:00:00.000Z");
    expect(quietHoursEnd(new Date("2026-12-02T03:00:00Z"))).toBeNull();
  });

  it("names the next 21:00", () => {
    expect(nextQuietStart(new Date("2026-12-02T03:00:00Z")).toISOString()).toBe("2026-12-02T12:00:00.000Z");
    expect(nextQuietStart(new Date("2026-12-02T13:00:00Z")).toISOString()).toBe("2026-12-03T12:00:00.000Z");
  });

  it("moves a time inside them to their end, and leaves any other as it is", () => {
    const at = (iso: string) => nextSendingTime(new Date(iso)).toISOString();
    expect(at("2026-11-26T22:59:59.000Z")).toBe("2026-11-26T23:00:00.000Z"); // 07:59:59 KST
    expect(at("2026-11-27T11:59:00.000Z")).toBe("2026-11-27T11:59:00.000Z"); // 20:59 KST
    expect(at("2026-12-31T13:00:00.000Z")).toBe("2026-12-31T23:00:00.000Z"); // year end
  });
});
