import { RateLimiterMemory } from "rate-limiter-flexible";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { bookingScheduleDefaults } from "#app/modules/bookings/copy.ts";
import { saveSchedule } from "./booking.server.ts";
import { handleBookingRequest } from "./submission.server.ts";

// Tuesday 24 November 2026, 09:00 in Seoul.
const now = new Date("2026-11-24T00:00:00Z");

let counter = 0;
function form(slot: string, partySize: number): FormData {
  counter += 1;
  const body = new FormData();
  body.set("slot", slot);
  body.set("name", "홍길동");
  body.set("phone", `010-7777-${String(counter).padStart(4, "0")}`);
  body.set("partySize", String(partySize));
  body.set("privacyConsent", "on");
  body.set("idempotencyKey", `limits-${counter}`);
  return body;
}

/** The party limit and the booking window come from the saved schedule at request time, not from code. */
describe.each(testDatabases())("the booking form's limits on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });
  const deps = () => ({
    db: database.db,
    limiter: new RateLimiterMemory({ points: 1000, duration: 60 }),
    siteId: "pentacityhansin",
    hooks: {},
    now: () => now,
  });

  test("a party limit raised to 6 takes a party of 6; lowered to 2 refuses 3 with its own number", async () => {
    const slot = "2026-11-25T05:00:00.000Z";
    await saveSchedule(database.db, { ...bookingScheduleDefaults, partySizeMax: 6 });
    expect((await handleBookingRequest(form(slot, 6), "192.0.2.1", deps())).result.status).toBe("booked");
    await saveSchedule(database.db, { ...bookingScheduleDefaults, partySizeMax: 2 });
    const refused = await handleBookingRequest(form(slot, 3), "192.0.2.1", deps());
    expect(refused.status).toBe(400);
    expect(refused.result).toEqual({
      status: "invalid",
      fieldErrors: { partySize: ["방문 인원은 2명까지 예약할 수 있습니다."] },
    });
  });

  test("the booking window is the saved number of days: a 3-day window refuses the 4th day", async () => {
    await saveSchedule(database.db, { ...bookingScheduleDefaults, daysAhead: 3 });
    const fourthDay = "2026-11-27T05:00:00.000Z";
    expect((await handleBookingRequest(form(fourthDay, 1), "192.0.2.1", deps())).result.status).toBe("unavailable");
    await saveSchedule(database.db, { ...bookingScheduleDefaults, daysAhead: 30 });
    const later = "2026-12-20T05:00:00.000Z";
    expect((await handleBookingRequest(form(later, 1), "192.0.2.1", deps())).result.status).toBe("booked");
  });
});
