import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { bookingScheduleDefaults } from "#app/modules/bookings/copy.ts";
import { listMessages } from "#app/platform/messaging/text-outbox.server.ts";
import {
  availability,
  createBooking,
  moveBooking,
  type NewBooking,
  setBookingStatus,
  setSlotCapacity,
} from "./booking.server.ts";
import { BOOKING_LINK, bookingHooks } from "./notifications.server.ts";
import { changeSchedule } from "./schedule-change.server.ts";
import { createStaffBooking, type StaffBooking, staffEntriesOfDay } from "./staff-booking.server.ts";
import { addToWaitlist, cancelWaitlistEntry, expireWaitlist, waitlistOfDay } from "./waitlist.server.ts";

const schedule = { ...bookingScheduleDefaults, slotMinutes: 30, capacity: 10 };
const now = new Date("2026-11-24T00:00:00Z"); // Tuesday 09:00 in Seoul
const slot = "2026-11-25T05:00:00.000Z"; // Wednesday 14:00
const day = "2026-11-25";

function caller(index: number, overrides: Partial<StaffBooking> = {}): StaffBooking {
  return {
    slotStart: slot,
    partySize: 1,
    name: `전화손님${index}`,
    phone: `010-7000-${String(index).padStart(4, "0")}`,
    siteId: "pentacityhansin",
    enteredBy: "staff-user-1",
    idempotencyKey: `staff-form-${index}`,
    ...overrides,
  };
}

function visitor(index: number, overrides: Partial<NewBooking> = {}): NewBooking {
  return {
    slotStart: slot,
    partySize: 1,
    name: `방문자${index}`,
    phone: `010-8000-${String(index).padStart(4, "0")}`,
    siteId: "pentacityhansin",
    privacyConsent: true,
    marketingConsent: false,
    consentVersion: "2026-11-22",
    idempotencyKey: `visit-form-${index}`,
    ...overrides,
  };
}

async function bookedIn(database: TestDatabase, start = slot) {
  const slots = (await availability(database.db, schedule, [day], now)).get(day) ?? [];
  return slots.find((s) => s.start === start)?.booked;
}

describe.each(testDatabases())("staff bookings and the waitlist on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("a staff booking follows the capacity and one-per-day rules, and texts its confirmation", async () => {
    await setSlotCapacity(database.db, slot, 4);
    const options = { now, hooks: bookingHooks() };
    const first = await createStaffBooking(
      database.db,
      schedule,
      caller(1, { partySize: 3, note: "현장 방문" }),
      options,
    );
    expect(first.status).toBe("booked");
    expect((await createStaffBooking(database.db, schedule, caller(2, { partySize: 2 }), options)).status).toBe("full");
    // The same form posted twice makes one booking.
    expect((await createStaffBooking(database.db, schedule, caller(1, { partySize: 3 }), options)).status).toBe(
      "duplicate",
    );
    // The same phone, the same day, another slot.
    const sameDay = caller(1, { idempotencyKey: "staff-form-again", slotStart: "2026-11-25T06:00:00.000Z" });
    expect((await createStaffBooking(database.db, schedule, sameDay, options)).status).toBe("phone-day-taken");
    expect(await bookedIn(database)).toBe(3);
    expect(await staffEntriesOfDay(database.db, day)).toEqual([
      { bookingId: first.status === "booked" ? first.booking.id : "", note: "현장 방문" },
    ]);
    const messages = (await listMessages(database.db)).items.filter((m) => m.kind === "booking.confirmation");
    expect(messages.map((m) => m.recipient)).toEqual(["010-7000-0001"]);
    // The booking's own link, put in by the relay at send time: the stored text holds no token.
    expect(messages[0]?.body).toContain(BOOKING_LINK);
  });

  test("closing a day cancels its booking without offering the freed place to that day's waitlist", async () => {
    await setSlotCapacity(database.db, slot, 1);
    const booked = await createBooking(database.db, schedule, visitor(1), {
      now,
      daysAhead: 14,
      hooks: bookingHooks(),
    });
    if (booked.status !== "booked") throw new Error("not booked");
    expect((await addToWaitlist(database.db, schedule, caller(1), { now })).status).toBe("added");
    const closed = { ...schedule, closedDates: [day] };
    const result = await changeSchedule(database.db, closed, {
      decisions: new Map([[booked.booking.id, "cancel"]]),
      now,
      hooks: bookingHooks(),
      audit: async () => {},
    });
    expect(result.status).toBe("saved");
    const kinds = (await listMessages(database.db)).items.map((m) => m.kind);
    expect(kinds).toContain("booking.cancel");
    expect(kinds).not.toContain("booking.waitlist");
    expect((await waitlistOfDay(database.db, day)).map((entry) => entry.status)).toEqual(["waiting"]);
  });

  test("a walk-in may join the slot under way; an ended slot or one off the schedule is refused", async () => {
    const during = new Date("2026-11-25T05:10:00Z"); // 14:10, the 14:00 slot runs until 14:30
    expect((await createStaffBooking(database.db, schedule, caller(1), { now: during })).status).toBe("booked");
    const later = new Date("2026-11-25T05:30:00Z");
    expect((await createStaffBooking(database.db, schedule, caller(2), { now: later })).status).toBe("unavailable");
    const offSchedule = caller(3, { slotStart: "2026-11-25T05:10:00.000Z" });
    expect((await createStaffBooking(database.db, schedule, offSchedule, { now })).status).toBe("unavailable");
  });

  test("a full slot's waitlist is offered freed places in order, by text, in the cancellation's transaction", async () => {
    await setSlotCapacity(database.db, slot, 3);
    const options = { now, daysAhead: 14, hooks: bookingHooks() };
    // Not full yet: book instead.
    const early = await addToWaitlist(database.db, schedule, { ...caller(1), partySize: 1 }, { now });
    expect(early.status).toBe("not-full");
    const big = await createBooking(database.db, schedule, visitor(1, { partySize: 2 }), options);
    const small = await createBooking(database.db, schedule, visitor(2), options);
    if (big.status !== "booked" || small.status !== "booked") throw new Error("not booked");

    const add = (index: number, partySize: number, at: string) =>
      addToWaitlist(database.db, schedule, { ...caller(index), partySize }, { now: new Date(at) });
    expect((await add(1, 3, "2026-11-24T00:01:00Z")).status).toBe("added");
    expect((await add(2, 1, "2026-11-24T00:02:00Z")).status).toBe("added");
    expect((await add(3, 1, "2026-11-24T00:03:00Z")).status).toBe("added");
    expect((await add(2, 1, "2026-11-24T00:04:00Z")).status).toBe("already-waiting");

    // One place frees: the first in line needs three, so the next who fits (one person) is offered.
    expect(
      (await setBookingStatus(database.db, small.booking.id, "cancelled", { now, hooks: bookingHooks() })).status,
    ).toBe("ok");
    let line = await waitlistOfDay(database.db, day);
    expect(line.map((entry) => [entry.phone, entry.status])).toEqual([
      ["010-7000-0001", "waiting"],
      ["010-7000-0002", "offered"],
      ["010-7000-0003", "waiting"],
    ]);
    let offers = (await listMessages(database.db)).items.filter((m) => m.kind === "booking.waitlist");
    expect(offers.map((m) => m.recipient)).toEqual(["010-7000-0002"]);
    expect(offers[0]?.body).toContain("11월 25일(수) 14:00");

    // Two more free by a move out; the one offered still has a claim: 2 unpromised places, the three-person party waits.
    const moved = await moveBooking(database.db, schedule, big.booking.id, "2026-11-25T06:00:00.000Z", options);
    expect(moved.status).toBe("ok");
    line = await waitlistOfDay(database.db, day);
    expect(line.map((entry) => entry.status)).toEqual(["waiting", "offered", "offered"]);

    // The offered person declines: their place is free again, but two unpromised places still do not fit three.
    const second = line[1];
    if (!second) throw new Error("no entry");
    expect((await cancelWaitlistEntry(database.db, second.id, { schedule, now })).status).toBe("ok");
    line = await waitlistOfDay(database.db, day);
    expect(line.map((entry) => entry.status)).toEqual(["waiting", "cancelled", "offered"]);
    offers = (await listMessages(database.db)).items.filter((m) => m.kind === "booking.waitlist");
    expect(offers.map((m) => m.recipient).sort()).toEqual(["010-7000-0002", "010-7000-0003"]);

    // The staff book a person from the line in one step (the places are there): the entry is marked booked.
    const first = line[0];
    if (!first) throw new Error("no entry");
    const booked = await createStaffBooking(
      database.db,
      schedule,
      caller(1, { partySize: 3, waitlistId: first.id, idempotencyKey: "from-waitlist" }),
      { now },
    );
    expect(booked.status).toBe("booked");
    expect(await bookedIn(database)).toBe(3);
    line = await waitlistOfDay(database.db, day);
    expect(line[0]).toMatchObject({ status: "booked", active_key: null });
    // Booking the same entry again finds it gone; nothing is taken twice.
    const again = await createStaffBooking(
      database.db,
      schedule,
      caller(1, {
        partySize: 3,
        waitlistId: first.id,
        idempotencyKey: "from-waitlist-2",
        slotStart: "2026-11-25T07:00:00.000Z",
      }),
      { now },
    );
    expect(again.status).toBe("not-found");
    expect(await bookedIn(database, "2026-11-25T07:00:00.000Z")).toBe(0);

    // Once the slot starts, the rest of the line expires.
    expect(await expireWaitlist(database.db, new Date(slot))).toBe(1);
    line = await waitlistOfDay(database.db, day);
    expect(line.map((entry) => entry.status)).toEqual(["booked", "cancelled", "expired"]);
  });

  test("an offer commits with its cancellation or not at all", async () => {
    await setSlotCapacity(database.db, slot, 1);
    const taken = await createBooking(database.db, schedule, visitor(1), { now, daysAhead: 14 });
    if (taken.status !== "booked") throw new Error(taken.status);
    expect((await addToWaitlist(database.db, schedule, caller(1), { now })).status).toBe("added");
    const failing = {
      onStatus: async () => {
        throw new Error("audit failed");
      },
    };
    await expect(setBookingStatus(database.db, taken.booking.id, "cancelled", { now, hooks: failing })).rejects.toThrow(
      "audit failed",
    );
    expect((await waitlistOfDay(database.db, day)).map((entry) => entry.status)).toEqual(["waiting"]);
    expect((await listMessages(database.db)).items).toHaveLength(0);
    expect(await bookedIn(database)).toBe(1);
  });

  test("two cancellations at once: each freed place is offered once, in order", async () => {
    await setSlotCapacity(database.db, slot, 2);
    const options = { now, daysAhead: 14 };
    const a = await createBooking(database.db, schedule, visitor(1), options);
    const b = await createBooking(database.db, schedule, visitor(2), options);
    if (a.status !== "booked" || b.status !== "booked") throw new Error("not booked");
    for (const [index, minute] of [
      [1, 1],
      [2, 2],
      [3, 3],
    ] as const) {
      const at = new Date(now.getTime() + minute * 60_000);
      expect((await addToWaitlist(database.db, schedule, caller(index), { now: at })).status).toBe("added");
    }
    await Promise.all([
      setBookingStatus(database.db, a.booking.id, "cancelled", { now }),
      setBookingStatus(database.db, b.booking.id, "cancelled", { now }),
    ]);
    const line = await waitlistOfDay(database.db, day);
    expect(line.map((entry) => entry.status)).toEqual(["offered", "offered", "waiting"]);
    const offers = (await listMessages(database.db)).items.filter((m) => m.kind === "booking.waitlist");
    expect(offers.map((m) => m.recipient).sort()).toEqual(["010-7000-0001", "010-7000-0002"]);
  });
});
