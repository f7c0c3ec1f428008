import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { seoulDay } from "#app/lib/korea-time.ts";
import { attributionOf } from "#app/modules/attribution/attribution.ts";
import { bookingScheduleDefaults } from "#app/modules/bookings/copy.ts";
import { siteScoped } from "#app/platform/sites/scope.server.ts";
import {
  availability,
  createBooking,
  findBookingByToken,
  moveBooking,
  type NewBooking,
  nearestFreeSlots,
  setBookingStatus,
  setSlotCapacity,
} from "./booking.server.ts";
import { getSchedule, saveSchedule } from "./booking-settings.server.ts";

const schedule = { ...bookingScheduleDefaults, slotMinutes: 60, capacity: 10 };
// Tuesday 24 November 2026, 09:00 in Seoul.
const now = new Date("2026-11-24T00:00:00Z");
const slot = "2026-11-25T05:00:00.000Z"; // Wednesday 14:00 in Seoul
const options = { now, daysAhead: 14 };

function visitor(index: number, overrides: Partial<NewBooking> = {}): NewBooking {
  return {
    slotStart: slot,
    partySize: 1,
    name: `방문자${index}`,
    phone: `010-${String(1000 + Math.floor(index / 10000)).padStart(4, "0")}-${String(index % 10000).padStart(4, "0")}`,
    siteId: "pentacityhansin",
    privacyConsent: true,
    marketingConsent: false,
    consentVersion: "2026-11-22",
    idempotencyKey: `render-${index}`,
    ...overrides,
  };
}

describe.each(testDatabases())("bookings on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("a booking stores the visit's channel", async () => {
    const attribution = attributionOf({
      landing: "/Promotion/Visit?utm_source=kakao&utm_medium=social&utm_campaign=open-day",
      referrer: "https://talk.kakao.com/",
      ownHosts: [],
    });
    const result = await createBooking(database.db, schedule, visitor(1, { attribution }), options);
    expect(result.status).toBe("booked");
    const row = await database.db
      .selectFrom("bookings")
      .select(["channel", "medium", "campaign", "referrer_host", "landing_path", "ad_params"])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      channel: "kakao",
      medium: "social",
      campaign: "open-day",
      referrer_host: "talk.kakao.com",
      landing_path: "/Promotion/Visit",
      ad_params: null,
    });
  });

  test("the form's marketing box goes to the number's consent history in the booking's transaction (channel booking)", async () => {
    const phone = visitor(1).phone;
    const history = () =>
      database.db
        .selectFrom("marketing_consent_events")
        .select(["action", "channel", "lead_id"])
        .where("phone", "=", phone)
        .orderBy("created_at")
        .execute();
    // A refused booking (the slot is full) records nothing: it is the same transaction.
    const full = { ...schedule, capacity: 1 };
    await createBooking(database.db, full, visitor(2), options);
    expect((await createBooking(database.db, full, visitor(1, { marketingConsent: true }), options)).status).toBe(
      "full",
    );
    expect(await history()).toEqual([]);
    const nextDay = "2026-11-26T05:00:00.000Z";
    await createBooking(database.db, schedule, visitor(1, { marketingConsent: true, slotStart: nextDay }), options);
    expect(await history()).toEqual([{ action: "given", channel: "booking", lead_id: null }]);
    const notices = await database.db.selectFrom("messages").select("kind").where("recipient", "=", phone).execute();
    expect(notices).toContainEqual({ kind: "consent.result" });
    // A later booking with the box left empty ends that consent (not a withdrawal: app/modules/consent).
    const later = { ...options, now: new Date(now.getTime() + 60_000) };
    await createBooking(database.db, schedule, visitor(1, { idempotencyKey: "render-later" }), later);
    expect(await history()).toEqual([
      { action: "given", channel: "booking", lead_id: null },
      { action: "not_given", channel: "booking", lead_id: null },
    ]);
  });

  test("200 concurrent bookings into a slot of 10 places: exactly 10 confirmed, 190 told it is full", async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) => createBooking(database.db, schedule, visitor(index), options)),
    );
    const counts: Record<string, number> = {};
    for (const result of results) counts[result.status] = (counts[result.status] ?? 0) + 1;
    console.log(`bookings (${_name}): 200 concurrent into 10 places →`, JSON.stringify(counts));
    expect(counts).toEqual({ booked: 10, full: 190 });
    const stored = await database.db
      .selectFrom("bookings")
      .select("party_size")
      .where("slot_start", "=", slot)
      .execute();
    expect(stored).toHaveLength(10);
    const [day] = [seoulDay(new Date(slot))];
    const slots = (await availability(database.db, schedule, [day], now)).get(day) ?? [];
    expect(slots.find((s) => s.start === slot)).toMatchObject({ booked: 10, remaining: 0 });
    // The nearest free slots are offered instead.
    expect(await nearestFreeSlots(database.db, schedule, slot, { places: 1, now, daysAhead: 14 })).toEqual([
      "2026-11-25T03:00:00.000Z",
      "2026-11-25T04:00:00.000Z",
      "2026-11-25T06:00:00.000Z",
    ]);
  });

  test("two complexes: the same phone books both on one day; 200 concurrent into the second's 2 places leave exactly 2 and the first unchanged", async () => {
    const first = siteScoped(database.db, "pentacityhansin");
    const second = siteScoped(database.db, "second");
    // Each complex has its own schedule: the second's capacity is 2.
    await saveSchedule(second, { ...schedule, capacity: 2 });
    expect((await getSchedule(second)).capacity).toBe(2);
    expect((await getSchedule(first)).capacity).toBe(bookingScheduleDefaults.capacity);
    await saveSchedule(first, schedule);

    const phone = visitor(1).phone;
    expect((await createBooking(first, schedule, visitor(1), options)).status).toBe("booked");
    // A form claiming the first complex on the second's handle is the second's.
    const claimed = await createBooking(
      second,
      await getSchedule(second),
      visitor(1, { idempotencyKey: "b-1" }),
      options,
    );
    expect(claimed).toMatchObject({ status: "booked", booking: { site_id: "second" } });
    // One a day within a complex still holds.
    const again = visitor(1, { idempotencyKey: "b-2", slotStart: "2026-11-25T06:00:00.000Z" });
    expect((await createBooking(second, await getSchedule(second), again, options)).status).toBe("phone-day-taken");

    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        createBooking(second, { ...schedule, capacity: 2 }, visitor(1000 + index), options),
      ),
    );
    const counts: Record<string, number> = {};
    for (const result of results) counts[result.status] = (counts[result.status] ?? 0) + 1;
    expect(counts).toEqual({ booked: 1, full: 199 });
    const day = seoulDay(new Date(slot));
    const secondSchedule = await getSchedule(second);
    expect(
      (await availability(second, secondSchedule, [day], now)).get(day)?.find((s) => s.start === slot),
    ).toMatchObject({
      booked: 2,
      capacity: 2,
      remaining: 0,
    });
    expect((await availability(first, schedule, [day], now)).get(day)?.find((s) => s.start === slot)).toMatchObject({
      booked: 1,
      capacity: 10,
      remaining: 9,
    });
    const rows = await database.db
      .selectFrom("bookings")
      .select(["site_id", "phone"])
      .where("phone", "=", phone)
      .orderBy("site_id")
      .execute();
    expect(rows).toEqual([
      { site_id: "pentacityhansin", phone },
      { site_id: "second", phone },
    ]);
    // Cancelling the second complex's booking frees its place only.
    expect(
      (await setBookingStatus(second, claimed.status === "booked" ? claimed.booking.id : "", "cancelled", { now }))
        .status,
    ).toBe("ok");
    expect(
      (await availability(second, secondSchedule, [day], now)).get(day)?.find((s) => s.start === slot)?.booked,
    ).toBe(1);
    expect((await availability(first, schedule, [day], now)).get(day)?.find((s) => s.start === slot)?.booked).toBe(1);
    // And the first complex's handle cannot see, move or cancel the second's bookings.
    const secondIds = (await second.selectFrom("bookings").select("id").execute()).map((row) => row.id);
    expect(secondIds).toHaveLength(2);
    for (const id of secondIds)
      expect((await setBookingStatus(first, id, "cancelled", { now })).status).toBe("not-found");
  });

  test("a party takes as many places as it has people, never more than are left", async () => {
    expect((await createBooking(database.db, schedule, visitor(1, { partySize: 4 }), options)).status).toBe("booked");
    expect((await createBooking(database.db, schedule, visitor(2, { partySize: 4 }), options)).status).toBe("booked");
    expect((await createBooking(database.db, schedule, visitor(3, { partySize: 3 }), options)).status).toBe("full");
    expect((await createBooking(database.db, schedule, visitor(4, { partySize: 2 }), options)).status).toBe("booked");
  });

  test("a resubmitted form makes one booking; one phone holds one booking per day", async () => {
    const first = await createBooking(database.db, schedule, visitor(1), options);
    const again = await Promise.all([
      createBooking(database.db, schedule, visitor(1), options),
      createBooking(database.db, schedule, visitor(1), options),
    ]);
    expect(first.status).toBe("booked");
    expect(again.map((r) => r.status)).toEqual(["duplicate", "duplicate"]);
    const rebook = (idempotencyKey: string, slotStart: string) =>
      createBooking(database.db, schedule, visitor(1, { idempotencyKey, slotStart }), options);
    const sameDay = await rebook("another-render", "2026-11-25T07:00:00.000Z");
    expect(sameDay.status).toBe("phone-day-taken");
    const otherDay = await rebook("third-render", "2026-11-26T07:00:00.000Z");
    expect(otherDay.status).toBe("booked");
    const [{ count }] = (await database.db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll().as("count"))
      .execute()) as [{ count: number | string }];
    expect(Number(count)).toBe(2);
    // Places were taken once per booking, not per attempt.
    const slots = (await availability(database.db, schedule, ["2026-11-25"], now)).get("2026-11-25") ?? [];
    expect(slots.find((s) => s.start === slot)?.booked).toBe(1);
    expect(slots.find((s) => s.start === "2026-11-25T07:00:00.000Z")?.booked).toBe(0);
  });

  test("past slots, slots off the schedule and days beyond the horizon are refused", async () => {
    for (const slotStart of ["2026-11-23T05:00:00.000Z", "2026-11-25T05:30:00.000Z", "2026-12-20T05:00:00.000Z", "x"]) {
      expect((await createBooking(database.db, schedule, visitor(1, { slotStart }), options)).status).toBe(
        "unavailable",
      );
    }
  });

  test("the change link finds the booking by its token only; the token is stored hashed", async () => {
    const result = await createBooking(database.db, schedule, visitor(7), options);
    if (result.status !== "booked") throw new Error(result.status);
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await findBookingByToken(database.db, result.token))?.id).toBe(result.booking.id);
    // One character changed (never to itself): another token, found nowhere.
    const other = `${result.token.slice(0, -1)}${result.token.endsWith("A") ? "B" : "A"}`;
    expect(await findBookingByToken(database.db, other)).toBeUndefined();
    const row = await database.db.selectFrom("bookings").select("token_hash").executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(result.token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test("moving releases the old slot's places and takes the new one's; a full slot refuses", async () => {
    const result = await createBooking(database.db, schedule, visitor(1, { partySize: 3 }), options);
    if (result.status !== "booked") throw new Error(result.status);
    const target = "2026-11-25T06:00:00.000Z";
    await setSlotCapacity(database.db, "2026-11-25T07:00:00.000Z", 2);
    expect(
      (await moveBooking(database.db, schedule, result.booking.id, "2026-11-25T07:00:00.000Z", options)).status,
    ).toBe("full");
    expect((await moveBooking(database.db, schedule, result.booking.id, target, options)).status).toBe("ok");
    const slots = (await availability(database.db, schedule, ["2026-11-25"], now)).get("2026-11-25") ?? [];
    expect(slots.find((s) => s.start === slot)?.booked).toBe(0);
    expect(slots.find((s) => s.start === target)?.booked).toBe(3);
    expect(slots.find((s) => s.start === "2026-11-25T07:00:00.000Z")).toMatchObject({ capacity: 2, booked: 0 });
  });

  test("cancelling frees the places and the phone's day; lowering capacity never cancels", async () => {
    const result = await createBooking(database.db, schedule, visitor(1, { partySize: 4 }), options);
    if (result.status !== "booked") throw new Error(result.status);
    await setSlotCapacity(database.db, slot, 2);
    let slots = (await availability(database.db, schedule, ["2026-11-25"], now)).get("2026-11-25") ?? [];
    expect(slots.find((s) => s.start === slot)).toMatchObject({ capacity: 2, booked: 4, remaining: 0 });
    expect((await setBookingStatus(database.db, result.booking.id, "cancelled", { now })).status).toBe("ok");
    slots = (await availability(database.db, schedule, ["2026-11-25"], now)).get("2026-11-25") ?? [];
    expect(slots.find((s) => s.start === slot)?.booked).toBe(0);
    const rebook = await createBooking(
      database.db,
      schedule,
      visitor(1, { idempotencyKey: "after-cancel", slotStart: "2026-11-25T06:00:00.000Z" }),
      options,
    );
    expect(rebook.status).toBe("booked");
  });

  test("restoring a cancelled booking takes its places back only while they are free", async () => {
    const first = await createBooking(database.db, schedule, visitor(1, { partySize: 4 }), options);
    if (first.status !== "booked") throw new Error(first.status);
    expect((await setBookingStatus(database.db, first.booking.id, "cancelled", { now })).status).toBe("ok");
    for (const index of [2, 3, 4, 5, 6]) {
      expect((await createBooking(database.db, schedule, visitor(index, { partySize: 2 }), options)).status).toBe(
        "booked",
      );
    }
    // 10 of 10 places are taken again: the correction is refused and nothing changes.
    expect((await setBookingStatus(database.db, first.booking.id, "confirmed", { now })).status).toBe("full");
    expect((await setBookingStatus(database.db, first.booking.id, "arrived", { now })).status).toBe("full");
    const slots = (await availability(database.db, schedule, ["2026-11-25"], now)).get("2026-11-25") ?? [];
    expect(slots.find((s) => s.start === slot)?.booked).toBe(10);
    const row = await database.db
      .selectFrom("bookings")
      .select(["status", "active_key"])
      .where("id", "=", first.booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "cancelled", active_key: null });
    // A place frees: the correction fits again (a per-slot capacity counts too).
    await setSlotCapacity(database.db, slot, 14);
    expect((await setBookingStatus(database.db, first.booking.id, "confirmed", { now })).status).toBe("ok");
    const after = (await availability(database.db, schedule, ["2026-11-25"], now)).get("2026-11-25") ?? [];
    expect(after.find((s) => s.start === slot)?.booked).toBe(14);
  });

  test("restoring a cancelled booking is refused when the phone booked that day again", async () => {
    const first = await createBooking(database.db, schedule, visitor(1), options);
    if (first.status !== "booked") throw new Error(first.status);
    expect((await setBookingStatus(database.db, first.booking.id, "cancelled", { now })).status).toBe("ok");
    const again = await createBooking(
      database.db,
      schedule,
      visitor(1, { idempotencyKey: "second-render", slotStart: "2026-11-25T07:00:00.000Z" }),
      options,
    );
    expect(again.status).toBe("booked");
    expect((await setBookingStatus(database.db, first.booking.id, "confirmed", { now })).status).toBe(
      "phone-day-taken",
    );
    // Nothing changed: the first booking stays cancelled and its places free.
    const slots = (await availability(database.db, schedule, ["2026-11-25"], now)).get("2026-11-25") ?? [];
    expect(slots.find((s) => s.start === slot)?.booked).toBe(0);
    expect(slots.find((s) => s.start === "2026-11-25T07:00:00.000Z")?.booked).toBe(1);
    const row = await database.db
      .selectFrom("bookings")
      .select("status")
      .where("id", "=", first.booking.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("cancelled");
  });
});
