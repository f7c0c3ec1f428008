import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { insertBooking } from "#app/modules/leads/test-rows.ts";
import * as bookingSites from "./migrations/2026-12-09T01-00-00-booking-sites.ts";
import { type TestDatabase, testDatabases } from "./test-databases.ts";

describe.each(testDatabases())("2026-12-09 slots, waiting lists and active keys per complex on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("a populated copy: the slots and the line are the first complex's, the keys take it in front; and back", async () => {
    const phone = "010-3333-0003";
    await insertBooking(database, { phone });
    await insertBooking(database, { phone: "010-3333-0004", status: "cancelled" });
    await database.db
      .insertInto("booking_waitlist")
      .values({
        id: "w1",
        created_at: "2026-11-20T01:00:00.000Z",
        updated_at: "2026-11-20T01:00:00.000Z",
        slot_start: "2026-11-28T01:00:00.000Z",
        day: "2026-11-28",
        name: "대기",
        phone,
        party_size: 2,
        status: "waiting",
        active_key: `pentacityhansin|${phone}|2026-11-28T01:00:00.000Z`,
        privacy_consent: 1,
        entered_by: "staff",
        offered_at: null,
        booking_id: null,
      })
      .execute();
    const slots = () =>
      database.db.selectFrom("booking_slots").selectAll().orderBy("slot_start").execute() as Promise<unknown[]>;
    const keys = async () => ({
      bookings: (await database.db.selectFrom("bookings").select("active_key").orderBy("phone").execute()).map(
        (row) => row.active_key,
      ),
      waitlist: (await database.db.selectFrom("booking_waitlist").select("active_key").execute()).map(
        (row) => row.active_key,
      ),
    });
    const before = await slots();

    await bookingSites.down(database.db);
    // The shape before: one row per time, keys without the complex.
    expect(await slots()).toEqual(
      (before as { slot_start: string; booked: number; capacity: number | null }[]).map(
        ({ slot_start, booked, capacity }) => ({
          slot_start,
          booked,
          capacity,
        }),
      ),
    );
    expect(await keys()).toEqual({
      bookings: [`${phone}|2026-11-28`, null],
      waitlist: [`${phone}|2026-11-28T01:00:00.000Z`],
    });

    await bookingSites.up(database.db);
    expect(await slots()).toEqual(before);
    expect((before as { site_id: string }[]).every((row) => row.site_id === "pentacityhansin")).toBe(true);
    expect(await keys()).toEqual({
      bookings: [`pentacityhansin|${phone}|2026-11-28`, null],
      waitlist: [`pentacityhansin|${phone}|2026-11-28T01:00:00.000Z`],
    });
    expect(await database.db.selectFrom("booking_waitlist").select("site_id").execute()).toEqual([
      { site_id: "pentacityhansin" },
    ]);
    // The same time in another complex is another row.
    await database.db
      .insertInto("booking_slots")
      .values({ site_id: "second", slot_start: "2026-11-28T01:00:00.000Z", booked: 1, capacity: null })
      .execute();
    expect(await database.db.selectFrom("booking_slots").select("site_id").execute()).toHaveLength(before.length + 1);
  });
});
