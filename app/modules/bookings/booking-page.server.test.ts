import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";

// The module takes the app's database and relay; here a test database and a relay that only counts.
let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));
const kick = vi.fn();
vi.mock("#app/platform/messaging/relay.server.ts", () => ({ getMessageRelay: () => ({ kick }) }));
vi.mock("#app/lib/logger.server.ts", () => ({ logger: { info: vi.fn(), warn: vi.fn() } }));

const { createBooking, getSchedule, setSlotCapacity } = await import("./booking.server.ts");

// Tuesday 09:00 in Seoul.
const now = new Date("2027-01-05T00:00:00Z");

describe.each(testDatabases())("the booking pages on %s", (_name, open) => {
  // A fresh module each time: the token's rate limiter keeps the database it was first made on.
  let page: typeof import("./booking-page.server.ts");
  beforeEach(async () => {
    database = await open();
    kick.mockReset();
    vi.resetModules();
    page = await import("./booking-page.server.ts");
  });
  afterEach(async () => {
    await database.cleanup();
  });

  /** The first open day with slots, and a visitor's booking of its first slot. */
  async function booked(partySize = 2) {
    const { days } = await page.bookingPageData(database.db, { date: null, slot: null }, now);
    const schedule = await getSchedule(database.db);
    for (const { value } of days) {
      const { slots } = await page.bookingPageData(database.db, { date: value, slot: null }, now);
      const start = slots[0]?.start;
      if (!start) continue;
      const result = await createBooking(
        database.db,
        schedule,
        {
          slotStart: start,
          partySize,
          name: "방문자",
          phone: "010-8000-1234",
          siteId: "pentacityhansin",
          privacyConsent: true,
          marketingConsent: false,
          consentVersion: "2026-11-22",
        },
        { now, daysAhead: schedule.daysAhead },
      );
      if (result.status !== "booked") throw new Error(result.status);
      return { day: value, start, ...result };
    }
    throw new Error("no open slot");
  }

  test("the steps keep only an open day and a slot with a place; a filled slot shows 0 and is not chosen", async () => {
    const { days, day, slots, slot, partySizeMax } = await page.bookingPageData(
      database.db,
      { date: "2027-02-31", slot: null },
      now,
    );
    expect(days.length).toBeGreaterThan(0);
    expect(days[0]).toEqual({ value: days[0]?.value, label: expect.any(String) });
    expect([day, slots, slot]).toEqual([null, [], null]);
    expect(partySizeMax).toBeGreaterThan(0);

    const { day: open, start } = await booked();
    const chosen = await page.bookingPageData(database.db, { date: open, slot: start }, now);
    expect(chosen.day).toBe(open);
    expect(chosen.slot).toMatchObject({ start, remaining: expect.any(Number) });
    await setSlotCapacity(database.db, start, 2);
    const full = await page.bookingPageData(database.db, { date: open, slot: start }, now);
    expect(full.slot).toBeNull();
    expect(full.slots.find((candidate) => candidate.start === start)).toMatchObject({ remaining: 0, past: false });
  });

  test("the change link opens its booking until the visit begins; an address that guesses is refused", async () => {
    const { booking, token, day, start } = await booked();
    expect((await page.bookingOfToken(database.db, { token }, "203.0.113.9", now))?.id).toBe(booking.id);
    expect(await page.bookingOfToken(database.db, { token }, "203.0.113.9", new Date(start))).toBeUndefined();

    // The move step offers the day's other slots, never its own.
    const choices = await page.bookingMoveChoices(database.db, booking, { date: day }, now);
    expect(choices.day).toBe(day);
    expect(choices.slots.map((slot) => slot.start)).not.toContain(start);
    expect(await page.bookingMoveChoices(database.db, { ...booking, status: "cancelled" }, { date: day }, now)).toEqual(
      {
        days: [],
        day: null,
        slots: [],
      },
    );

    for (let miss = 0; miss < 20; miss++) {
      expect(
        await page.bookingOfToken(database.db, { token: `${"A".repeat(42)}${miss % 10}` }, "198.51.100.7", now),
      ).toBe(undefined);
    }
    expect(await page.bookingOfToken(database.db, { token }, "198.51.100.7", now)).toBeUndefined();
    expect((await page.bookingOfToken(database.db, { token }, "203.0.113.9", now))?.id).toBe(booking.id);
  });

  test("a visitor's cancel is refused once the booking is no longer confirmed; each try wakes the relay", async () => {
    const { booking, token } = await booked();
    expect((await page.cancelOwnBooking(database.db, { booking, token }, now)).status).toBe("ok");
    expect(
      (await page.cancelOwnBooking(database.db, { booking: { ...booking, status: "cancelled" }, token }, now)).status,
    ).toBe("unavailable");
    expect((await page.moveOwnBooking(database.db, { booking, token, slot: null }, now)).status).toBe("unavailable");
    expect(kick).toHaveBeenCalledTimes(3);
  });
});
