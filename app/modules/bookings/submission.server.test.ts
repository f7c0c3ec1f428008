import { RateLimiterMemory } from "rate-limiter-flexible";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { HONEYPOT_FIELD } from "#app/modules/leads/lead-fields.ts";
import { addSite } from "#app/platform/sites/sites.server.ts";
import { setBookingStatus } from "./booking.server.ts";
import { bookingMessage } from "./result.ts";
import { type BookingDeps, handleBookingRequest } from "./submission.server.ts";

// Tuesday 24 November 2026, 09:00 in Seoul; the slot is Wednesday 14:00.
const now = new Date("2026-11-24T00:00:00Z");
const ADDRESS = "203.0.113.9";

function form(fields: Record<string, string> = {}) {
  const data = new FormData();
  const values = {
    name: "김방문",
    phone: "010-2222-3333",
    privacyConsent: "on",
    slot: "2026-11-25T05:00:00.000Z",
    partySize: "2",
    idempotencyKey: "render-1",
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe.each(testDatabases())("booking submission on %s", (_name, open) => {
  let database: TestDatabase;
  let deps: BookingDeps;
  beforeEach(async () => {
    database = await open();
    deps = {
      db: database.db,
      limiter: new RateLimiterMemory({ points: 100, duration: 60 }),
      siteId: "pentacityhansin",
      hooks: {},
      now: () => now,
    };
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("a resubmitted form of a cancelled booking answers that it is cancelled, not confirmed", async () => {
    const first = await handleBookingRequest(form(), ADDRESS, deps);
    expect(first.result.status).toBe("booked");
    const booking = await database.db.selectFrom("bookings").select("id").executeTakeFirstOrThrow();
    await setBookingStatus(database.db, booking.id, "cancelled", { now });

    const again = await handleBookingRequest(form(), ADDRESS, deps);
    expect(again.result).toMatchObject({ status: "duplicate", booking: { status: "cancelled", partySize: 2 } });
    const message = bookingMessage(again.result) ?? "";
    expect(message).toContain("취소");
    expect(message).not.toContain("확정되었습니다");
    expect(await database.db.selectFrom("bookings").select("status").execute()).toEqual([{ status: "cancelled" }]);
  });

  test("a resubmitted form of a live booking names its time and says it was already made", async () => {
    await handleBookingRequest(form(), ADDRESS, deps);
    const again = await handleBookingRequest(form(), ADDRESS, deps);
    expect(again.result).toMatchObject({ status: "duplicate", booking: { status: "confirmed", time: "14:00" } });
    expect(bookingMessage(again.result)).toContain("14:00");
  });

  test("a form naming another complex books a place of the complex of the host it was posted on", async () => {
    await addSite(database.db, { id: "othersite", name: "다른 단지", host: "othersite.example" });
    expect((await handleBookingRequest(form({ siteId: "othersite" }), ADDRESS, deps)).result.status).toBe("booked");
    expect(await database.db.selectFrom("bookings").select("site_id").execute()).toEqual([
      { site_id: "pentacityhansin" },
    ]);
  });

  test("a filled honeypot gets a neutral answer that claims no booking, and nothing is stored", async () => {
    const response = await handleBookingRequest(form({ [HONEYPOT_FIELD]: "http://spam.example" }), ADDRESS, deps);
    expect(response.result).toEqual({ status: "received" });
    const message = bookingMessage(response.result) ?? "";
    expect(message).toContain("접수되었습니다");
    expect(message).not.toMatch(/예약|확정/);
    expect(await database.db.selectFrom("bookings").select("id").execute()).toEqual([]);
  });
});
