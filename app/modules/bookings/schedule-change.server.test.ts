import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { bookingScheduleDefaults } from "#app/modules/bookings/copy.ts";
import type { BookingRow } from "#app/modules/bookings/tables.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import type { BookingDecision } from "./admin-schema.ts";
import {
  type BookingEvent,
  type BookingHooks,
  createBooking,
  getSchedule,
  type NewBooking,
  saveSchedule,
  setSlotCapacity,
} from "./booking.server.ts";
import { type BookingSchedule, isBookableSlot } from "./schedule.ts";
import { affectedBookings, changeSchedule, changeSlotCapacity } from "./schedule-change.server.ts";

const schedule: BookingSchedule = { ...bookingScheduleDefaults, slotMinutes: 60, capacity: 10 };
// Tuesday 24 November 2026, 09:00 in Seoul.
const now = new Date("2026-11-24T00:00:00Z");
const wednesday = "2026-11-25";
const noon = "2026-11-25T03:00:00.000Z"; // Wednesday 12:00 in Seoul
const afternoon = "2026-11-25T05:00:00.000Z"; // Wednesday 14:00
const thursday = "2026-11-26T05:00:00.000Z"; // Thursday 14:00

let counter = 0;
function visitor(slotStart: string, partySize = 1): NewBooking {
  counter += 1;
  return {
    slotStart,
    partySize,
    name: `방문자${counter}`,
    phone: `010-5555-${String(counter).padStart(4, "0")}`,
    siteId: "pentacityhansin",
    privacyConsent: true,
    marketingConsent: false,
    consentVersion: "2026-11-22",
    idempotencyKey: `render-${counter}`,
  };
}

describe.each(testDatabases())("schedule changes on %s", (_name, open) => {
  let database: TestDatabase;
  let events: { id: string; event: BookingEvent }[];
  let hooks: BookingHooks;

  async function book(slotStart: string, partySize = 1): Promise<BookingRow> {
    const result = await createBooking(database.db, schedule, visitor(slotStart, partySize), { now, daysAhead: 14 });
    if (result.status !== "booked") throw new Error(result.status);
    return result.booking;
  }

  async function statusOf(id: string) {
    const row = await database.db.selectFrom("bookings").select("status").where("id", "=", id).executeTakeFirst();
    return row?.status;
  }

  const audit = (trx: Parameters<typeof recordAudit>[0], detail: Record<string, unknown>) =>
    recordAudit(trx, { actorId: null, actorEmail: "staff@example.com", action: "booking.settings", detail }, now);

  async function auditCount() {
    const rows = await database.db
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", "booking.settings")
      .execute();
    return rows.length;
  }

  beforeEach(async () => {
    database = await open();
    await saveSchedule(database.db, schedule, now);
    events = [];
    hooks = {
      onChange: async (trx, booking, event) => {
        // The text is queued in the same transaction as the cancellation (a rolled-back change queues none).
        await trx.selectFrom("bookings").select("id").where("id", "=", booking.id).execute();
        events.push({ id: booking.id, event });
      },
    };
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("closing a day with bookings saves nothing until each is decided; then cancels the chosen with a text and keeps the rest", async () => {
    const first = await book(afternoon, 2);
    const second = await book(noon);
    const other = await book(thursday);
    const closed = { ...schedule, closedDates: [wednesday] };

    const asked = await changeSchedule(database.db, closed, { now, hooks, audit });
    expect(asked.status).toBe("confirm");
    if (asked.status !== "confirm") return;
    expect(asked.affected.map((b) => [b.id, b.reason, b.partySize])).toEqual([
      [second.id, "closed", 1],
      [first.id, "closed", 2],
    ]);
    expect((await getSchedule(database.db)).closedDates).toEqual([]);
    expect(await auditCount()).toBe(0);

    const decisions = new Map([
      [first.id, "cancel" as const],
      [second.id, "keep" as const],
    ]);
    const saved = await changeSchedule(database.db, closed, { decisions, now, hooks, audit });
    expect(saved).toEqual({ status: "saved", cancelled: [first.id], kept: [second.id], moved: [] });
    expect(await statusOf(first.id)).toBe("cancelled");
    expect(await statusOf(second.id)).toBe("confirmed");
    expect(await statusOf(other.id)).toBe("confirmed");
    expect(events).toEqual([{ id: first.id, event: "cancelled" }]);
    expect((await getSchedule(database.db)).closedDates).toEqual([wednesday]);
    expect(await auditCount()).toBe(1);
    // The cancelled booking's places are free again; the closed day takes no new bookings.
    const slot = await database.db
      .selectFrom("booking_slots")
      .select("booked")
      .where("slot_start", "=", afternoon)
      .executeTakeFirstOrThrow();
    expect(Number(slot.booked)).toBe(0);
    expect(isBookableSlot(await getSchedule(database.db), afternoon, now, 14)).toBe(false);

    // The kept booking is not asked about again by the next, unrelated change.
    const later = await changeSchedule(database.db, { ...closed, capacity: 12 }, { now, hooks, audit });
    expect(later).toEqual({ status: "saved", cancelled: [], kept: [], moved: [] });
  });

  test("a booking made after the confirmation step was shown is asked about before anything is saved", async () => {
    const first = await book(afternoon);
    const closed = { ...schedule, closedDates: [wednesday] };
    const decisions = new Map([[first.id, "cancel" as const]]);
    const newcomer = await book(noon);
    const result = await changeSchedule(database.db, closed, { decisions, now, hooks, audit });
    expect(result.status).toBe("confirm");
    if (result.status === "confirm") expect(result.affected.map((b) => b.id)).toEqual([newcomer.id, first.id]);
    expect(await statusOf(first.id)).toBe("confirmed");
    expect(events).toEqual([]);
    expect((await getSchedule(database.db)).closedDates).toEqual([]);
  });

  test("a failing audit entry leaves the bookings, their texts and the schedule as they were", async () => {
    const first = await book(afternoon);
    const closed = { ...schedule, closedDates: [wednesday] };
    const failing = async () => {
      throw new Error("audit down");
    };
    await expect(
      changeSchedule(database.db, closed, { decisions: new Map([[first.id, "cancel"]]), now, hooks, audit: failing }),
    ).rejects.toThrow("audit down");
    expect(await statusOf(first.id)).toBe("confirmed");
    expect((await getSchedule(database.db)).closedDates).toEqual([]);
    const slot = await database.db
      .selectFrom("booking_slots")
      .select("booked")
      .where("slot_start", "=", afternoon)
      .executeTakeFirstOrThrow();
    expect(Number(slot.booked)).toBe(1);
  });

  test("a lower weekday capacity, a lunch break and shorter hours name the bookings they leave without a place", async () => {
    const [a, b] = [await book(afternoon, 3), await book(afternoon, 3)];
    const lunch = await book(noon, 2);
    const late = await book("2026-11-25T08:00:00.000Z"); // 17:00
    const thursdayBooking = await book(thursday, 4);

    // Wednesday down to 4 places: the 14:00 slot holds 6 people, the 12:00 slot 2, Thursday keeps 10.
    const fewer = { ...schedule, weekdayCapacities: [null, null, null, 4, null, null, null] };
    const over = await affectedBookings(database.db, schedule, fewer, now);
    expect(over.map((x) => [x.id, x.reason, x.booked, x.capacity])).toEqual([
      [a.id, "over-capacity", 6, 4],
      [b.id, "over-capacity", 6, 4],
    ]);
    // A slot's own capacity wins over the weekday's.
    await setSlotCapacity(database.db, afternoon, 8);
    expect(await affectedBookings(database.db, schedule, fewer, now)).toEqual([]);

    const withBreak = { ...schedule, breakTime: { start: "12:00", end: "13:00" } };
    expect((await affectedBookings(database.db, schedule, withBreak, now)).map((x) => [x.id, x.reason])).toEqual([
      [lunch.id, "no-slot"],
    ]);
    const shorter = { ...schedule, weekdays: schedule.weekdays.map((hours) => hours && { ...hours, close: "17:00" }) };
    expect((await affectedBookings(database.db, schedule, shorter, now)).map((x) => [x.id, x.reason])).toEqual([
      [late.id, "no-slot"],
      // Thursday 14:00 is still open.
    ]);
    const closedThursdays = {
      ...schedule,
      weekdays: schedule.weekdays.map((hours, day) => (day === 4 ? null : hours)),
    };
    expect((await affectedBookings(database.db, schedule, closedThursdays, now)).map((x) => x.id)).toEqual([
      thursdayBooking.id,
    ]);
    // Past bookings are never asked about.
    expect(await affectedBookings(database.db, schedule, closedThursdays, new Date("2026-11-27T00:00:00Z"))).toEqual(
      [],
    );
  });

  test("one slot's capacity lowered under its people asks about its bookings; a slot already over is not asked again", async () => {
    const [a, b] = [await book(afternoon, 3), await book(afternoon, 3)];
    const asked = await changeSlotCapacity(database.db, schedule, afternoon, 4, { now, hooks, audit });
    expect(asked.status === "confirm" && asked.affected.map((x) => [x.id, x.reason, x.booked, x.capacity])).toEqual([
      [a.id, "over-capacity", 6, 4],
      [b.id, "over-capacity", 6, 4],
    ]);
    expect(await auditCount()).toBe(0);
    const decisions = new Map([
      [a.id, "keep" as const],
      [b.id, "cancel" as const],
    ]);
    expect(await changeSlotCapacity(database.db, schedule, afternoon, 4, { decisions, now, hooks, audit })).toEqual({
      status: "saved",
      cancelled: [b.id],
      kept: [a.id],
      moved: [],
    });
    expect(await statusOf(b.id)).toBe("cancelled");
    expect(events).toEqual([{ id: b.id, event: "cancelled" }]);
    const slot = await database.db
      .selectFrom("booking_slots")
      .select(["booked", "capacity"])
      .where("slot_start", "=", afternoon)
      .executeTakeFirstOrThrow();
    expect([Number(slot.booked), slot.capacity]).toEqual([3, 4]);
    // Lower still (3 people, 2 places): the kept booking is asked about again, since this change puts it over.
    expect((await changeSlotCapacity(database.db, schedule, afternoon, 2, { now, hooks, audit })).status).toBe(
      "confirm",
    );
    // Raising it asks nothing.
    expect((await changeSlotCapacity(database.db, schedule, afternoon, 8, { now, hooks, audit })).status).toBe("saved");
  });

  async function slotOf(id: string) {
    const row = await database.db
      .selectFrom("bookings")
      .select(["slot_start", "day", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return [row.slot_start, row.day, row.status];
  }

  async function bookedIn(slotStart: string) {
    const row = await database.db
      .selectFrom("booking_slots")
      .select("booked")
      .where("slot_start", "=", slotStart)
      .executeTakeFirst();
    return Number(row?.booked ?? 0);
  }

  const tuesdayLate = "2026-11-24T08:00:00.000Z"; // Tuesday 17:00, later today
  const thursdayTen = "2026-11-26T01:00:00.000Z"; // Thursday 10:00
  const thursdayEleven = "2026-11-26T02:00:00.000Z"; // Thursday 11:00

  test("a booking on a closed day moves to a slot free under the new schedule, with its change text and audit, in the schedule's transaction", async () => {
    const moving = await book(afternoon, 2);
    // The same phone already holds Thursday 11:00: Thursday is not offered, and a move there is refused.
    const sameDay = await createBooking(
      database.db,
      schedule,
      { ...visitor(thursdayEleven), phone: moving.phone },
      { now, daysAhead: 14 },
    );
    expect(sameDay.status).toBe("booked");
    await book(tuesdayLate, 9); // one place left: not enough for two

    const closed = { ...schedule, closedDates: [wednesday], daysAhead: 3 };
    const asked = await changeSchedule(database.db, closed, { now, hooks, audit });
    if (asked.status !== "confirm") throw new Error(asked.status);
    const [options] = asked.affected.map((b) => b.moveTo);
    // Nearest days first (Wednesday is closed): Tuesday's slots still ahead, then Friday (Thursday is the phone's).
    expect(options?.slice(0, 7)).toEqual([
      "2026-11-24T01:00:00.000Z",
      "2026-11-24T02:00:00.000Z",
      "2026-11-24T03:00:00.000Z",
      "2026-11-24T04:00:00.000Z",
      "2026-11-24T05:00:00.000Z",
      "2026-11-24T06:00:00.000Z",
      "2026-11-24T07:00:00.000Z",
    ]);
    expect(options).not.toContain(tuesdayLate);
    expect(options?.some((slot) => slot.startsWith("2026-11-26"))).toBe(false);
    expect(options?.[7]).toBe("2026-11-27T01:00:00.000Z");

    // Thursday: refused for the phone's day; a slot of the closed day: refused. Nothing saved either time.
    for (const [slot, reason] of [
      [thursdayTen, "phone-day-taken"],
      [noon, "unavailable"],
      ["2027-01-06T05:00:00.000Z", "unavailable"], // further than the step offers
    ] as const) {
      const refused = await changeSchedule(database.db, closed, {
        decisions: new Map([[moving.id, { move: slot }]]),
        now,
        hooks,
        audit,
      });
      expect(refused.status === "confirm" && refused.refused).toEqual({ id: moving.id, slot, reason });
      expect(await slotOf(moving.id)).toEqual([afternoon, wednesday, "confirmed"]);
      expect((await getSchedule(database.db)).closedDates).toEqual([]);
    }

    // A staff move is not bound by the visitor's window (3 days): a week later is fine.
    const nextWednesday = "2026-12-02T05:00:00.000Z";
    const saved = await changeSchedule(database.db, closed, {
      decisions: new Map([[moving.id, { move: nextWednesday }]]),
      now,
      hooks,
      audit,
    });
    expect(saved).toEqual({
      status: "saved",
      cancelled: [],
      kept: [],
      moved: [{ id: moving.id, from: afternoon, to: nextWednesday }],
    });
    expect(await slotOf(moving.id)).toEqual([nextWednesday, "2026-12-02", "confirmed"]);
    expect([await bookedIn(afternoon), await bookedIn(nextWednesday)]).toEqual([0, 2]);
    expect(events).toEqual([{ id: moving.id, event: "moved" }]);
    expect((await getSchedule(database.db)).closedDates).toEqual([wednesday]);
    const entries = await database.db.selectFrom("audit_log").select("detail").execute();
    expect(entries.map((entry) => JSON.parse(entry.detail ?? "{}"))).toEqual([
      { cancelled: [], kept: [], moved: [{ id: moving.id, from: afternoon, to: nextWednesday }] },
    ]);
  });

  test("a move into a slot that filled meanwhile saves nothing, not even the other choices, and asks again", async () => {
    const moving = await book(afternoon, 2);
    const cancelling = await book(noon);
    const closed = { ...schedule, closedDates: [wednesday] };
    const asked = await changeSchedule(database.db, closed, { now, hooks, audit });
    expect(asked.status === "confirm" && asked.affected[1]?.moveTo).toContain(thursdayTen);
    await book(thursdayTen, 9); // taken while the sales team was choosing

    const decisions = new Map<string, BookingDecision>([
      [moving.id, { move: thursdayTen }],
      [cancelling.id, "cancel" as const],
    ]);
    // Each text as a row of the change's transaction (the real hooks queue a message there).
    const texts: BookingHooks = {
      onChange: (trx, booking, event) =>
        recordAudit(trx, {
          actorId: null,
          actorEmail: null,
          action: "booking.update",
          target: booking.id,
          detail: { event },
        }),
    };
    const result = await changeSchedule(database.db, closed, { decisions, now, hooks: texts, audit });
    expect(result.status).toBe("confirm");
    if (result.status !== "confirm") return;
    expect(result.refused).toEqual({ id: moving.id, slot: thursdayTen, reason: "full" });
    expect(result.affected.map((b) => b.id)).toEqual([cancelling.id, moving.id]);
    expect(result.affected[1]?.moveTo).not.toContain(thursdayTen);
    expect(await slotOf(moving.id)).toEqual([afternoon, wednesday, "confirmed"]);
    expect(await statusOf(cancelling.id)).toBe("confirmed");
    expect([await bookedIn(afternoon), await bookedIn(thursdayTen)]).toEqual([2, 9]);
    expect(await database.db.selectFrom("audit_log").select("id").execute()).toEqual([]);
    expect((await getSchedule(database.db)).closedDates).toEqual([]);
  });

  test("a slot's lowered capacity offers the day's other slots first and moves the chosen booking there", async () => {
    const [a, b] = [await book(afternoon, 3), await book(afternoon, 3)];
    const asked = await changeSlotCapacity(database.db, schedule, afternoon, 4, { now, hooks, audit });
    if (asked.status !== "confirm") throw new Error(asked.status);
    const options = asked.affected[0]?.moveTo ?? [];
    expect(options.slice(0, 2)).toEqual(["2026-11-25T01:00:00.000Z", "2026-11-25T02:00:00.000Z"]);
    expect(options).not.toContain(afternoon);
    const decisions = new Map<string, BookingDecision>([
      [a.id, "keep"],
      [b.id, { move: noon }],
    ]);
    const saved = await changeSlotCapacity(database.db, schedule, afternoon, 4, { decisions, now, hooks, audit });
    expect(saved).toEqual({
      status: "saved",
      cancelled: [],
      kept: [a.id],
      moved: [{ id: b.id, from: afternoon, to: noon }],
    });
    expect([await bookedIn(afternoon), await bookedIn(noon)]).toEqual([3, 3]);
    expect(events).toEqual([{ id: b.id, event: "moved" }]);
  });
});
