import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { Database } from "#app/db/schema.ts";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { attributionOf } from "#app/modules/attribution/attribution.ts";
import {
  createBooking,
  saveSchedule,
  setBookingStatus,
  setSlotCapacity,
} from "#app/modules/bookings/booking.server.ts";
import { bookingScheduleDefaults } from "#app/modules/bookings/copy.ts";
import type { BookingStatus } from "#app/modules/bookings/statuses.ts";
import { addStaff } from "#app/modules/counselling/test-staff.ts";
import { createLead } from "#app/modules/leads/lead.server.ts";
import { parseLead } from "#app/modules/leads/schema.ts";
import type { NewLead } from "#app/modules/leads/tables.ts";
import { siteScoped } from "#app/platform/sites/scope.server.ts";
import { complexComparison, loadDashboard, stageFigures } from "./dashboard.server.ts";
import { parsePeriod } from "./period.ts";

const period = (from: string, to: string) => {
  const parsed = parsePeriod(new URLSearchParams({ from, to }));
  expect(parsed.errors).toEqual({});
  return parsed.period;
};

type LeadSeed = Partial<NewLead> & { day: string };

async function seedLeads(db: Kysely<Database>, leads: LeadSeed[]) {
  await db
    .insertInto("leads")
    .values(
      leads.map((lead, index) => ({
        id: randomUUID(),
        created_at: `${lead.day}T03:00:00.000Z`,
        updated_at: `${lead.day}T03:00:00.000Z`,
        site_id: "pentacityhansin",
        form: "interest",
        name: "대시보드",
        phone: `010-0000-${String(index).padStart(4, "0")}`,
        privacy_consent: 1,
        marketing_consent: 0,
        consent_version: "2026-11-22",
        consented_at: `${lead.day}T03:00:00.000Z`,
        dedupe_key: randomUUID(),
        // Every row names every column: SQLite's multi-row insert has no DEFAULT.
        status: "new",
        channel: null,
        campaign: null,
        landing_path: null,
        assigned_to: null,
        ...lead,
      })),
    )
    .execute();
}

async function seedViews(
  db: Kysely<Database>,
  rows: Array<{ day: string; path?: string; channel: string; campaign?: string; views: number; visits: number }>,
) {
  await db
    .insertInto("page_views_daily")
    .values(rows.map((row) => ({ path: "/", campaign: "", ...row })))
    .execute();
}

describe.each(testDatabases())("dashboard figures on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("the agency owner's comparison: each complex's own visits, leads and conversion over the period", async () => {
    const first = siteScoped(database.db, "pentacityhansin");
    const second = siteScoped(database.db, "riverside");
    await seedViews(first, [{ day: "2026-11-10", channel: "naver", views: 100, visits: 50 }]);
    await seedViews(second, [
      { day: "2026-11-10", channel: "naver", views: 30, visits: 20 },
      { day: "2026-11-14", channel: "naver", views: 9, visits: 9 }, // after the period
    ]);
    await seedLeads(first, [{ day: "2026-11-10" }, { day: "2026-11-11" }]);
    await seedLeads(second, [{ day: "2026-11-11" }]);
    const figures = await complexComparison(
      first,
      [
        { id: "pentacityhansin", name: "펜타시티" },
        { id: "riverside", name: "리버사이드" },
      ],
      period("2026-11-10", "2026-11-12"),
    );
    expect(figures.map(({ id, visits, leads, rate }) => ({ id, visits, leads, rate }))).toEqual([
      { id: "pentacityhansin", visits: 50, leads: 2, rate: 0.04 },
      { id: "riverside", visits: 20, leads: 1, rate: 0.05 },
    ]);
  });

  test("visits, leads, channels, campaigns, forms, landing pages and statuses of a period, exactly", async () => {
    const db = database.db;
    await seedViews(db, [
      { day: "2026-11-09", channel: "naver", campaign: "launch", views: 500, visits: 400 }, // before the period
      { day: "2026-11-10", channel: "naver", campaign: "launch", views: 120, visits: 40 },
      { day: "2026-11-10", path: "/Brand/intro", channel: "naver", campaign: "launch", views: 30, visits: 10 },
      { day: "2026-11-10", channel: "naver", views: 50, visits: 25 },
      { day: "2026-11-11", channel: "google", campaign: "brand", views: 80, visits: 20 },
      { day: "2026-11-12", channel: "direct", views: 60, visits: 30 },
      { day: "2026-11-13", channel: "kakao", views: 9, visits: 9 }, // after the period
    ]);
    await seedLeads(db, [
      { day: "2026-11-09", channel: "naver", campaign: "launch" }, // before
      { day: "2026-11-10", channel: "naver", medium: "cpc", campaign: "launch", landing_path: "/" },
      {
        day: "2026-11-10",
        channel: "naver",
        medium: "cpc",
        campaign: "launch",
        landing_path: "/",
        status: "counselling",
      },
      { day: "2026-11-10", channel: "naver", landing_path: "/Brand/intro", form: "visit", status: "booked" },
      { day: "2026-11-11", channel: "google", campaign: "brand", landing_path: "/", form: "inquiry" },
      { day: "2026-11-12", form: "visit" }, // from before attribution: no channel
      { day: "2026-11-12", channel: "kakao", status: "on_hold" }, // a channel without visits
      { day: "2026-11-13", channel: "kakao" }, // after
    ]);

    const dashboard = await loadDashboard(db, period("2026-11-10", "2026-11-12"));

    expect(dashboard.daily).toEqual([
      { day: "2026-11-10", visits: 75, views: 200, leads: 3 },
      { day: "2026-11-11", visits: 20, views: 80, leads: 1 },
      { day: "2026-11-12", visits: 30, views: 60, leads: 2 },
    ]);
    expect(dashboard.totals).toEqual({ visits: 125, views: 340, leads: 6, rate: 6 / 125 });
    expect(dashboard.channels).toEqual([
      { channel: "naver", visits: 75, leads: 3, rate: 3 / 75 },
      { channel: "google", visits: 20, leads: 1, rate: 1 / 20 },
      { channel: "kakao", visits: 0, leads: 1, rate: null },
      { channel: "", visits: 0, leads: 1, rate: null },
      { channel: "direct", visits: 30, leads: 0, rate: 0 },
    ]);
    expect(dashboard.campaigns).toEqual([
      { channel: "naver", campaign: "launch", visits: 50, leads: 2, rate: 2 / 50 },
      { channel: "google", campaign: "brand", visits: 20, leads: 1, rate: 1 / 20 },
    ]);
    expect(dashboard.forms).toEqual([
      { form: "interest", leads: 3 },
      { form: "visit", leads: 2 },
      { form: "inquiry", leads: 1 },
      { form: "walkin", leads: 0 },
      { form: "booking", leads: 0 },
    ]);
    expect(dashboard.landings).toEqual([
      { path: "/", leads: 3 },
      { path: "", leads: 2 },
      { path: "/Brand/intro", leads: 1 },
    ]);
    expect(dashboard.funnel).toEqual([
      { status: "new", leads: 3, reached: 6 },
      { status: "counselling", leads: 1, reached: 2 },
      { status: "booked", leads: 1, reached: 1 },
      { status: "visited", leads: 0, reached: 0 },
      { status: "applied", leads: 0, reached: 0 },
      { status: "contracted", leads: 0, reached: 0 },
      // Stopped on the way: counted where it stopped.
      { status: "on_hold", leads: 1, reached: 1 },
      { status: "dropped", leads: 0, reached: 0 },
    ]);
    expect(dashboard.bookings).toBeNull();
  });

  test("stages per counsellor (every active one, others with leads, then 미배정) and per channel: counts and staff names only", async () => {
    const db = database.db;
    await addStaff(database, { id: "c-a", name: "가상담" });
    await addStaff(database, { id: "c-b", name: "나상담" });
    await addStaff(database, { id: "c-gone", name: "퇴사상담", banned: true });
    await addStaff(database, { id: "m-1", name: "매니저", role: "manager" });
    await seedLeads(db, [
      { day: "2026-11-20", assigned_to: "c-a", status: "new", channel: "naver" },
      { day: "2026-11-20", assigned_to: "c-a", status: "new", channel: "naver" },
      { day: "2026-11-21", assigned_to: "c-a", status: "visited", channel: "kakao" },
      { day: "2026-11-21", assigned_to: "c-gone", status: "counselling", channel: null },
      { day: "2026-11-21", assigned_to: null, status: "new", channel: "walkin" },
      { day: "2026-11-21", assigned_to: null, status: "dropped", channel: "naver" },
      // Outside the period: not counted anywhere.
      { day: "2026-11-25", assigned_to: "c-b", status: "contracted", channel: "naver" },
    ]);
    const stages = (counts: Partial<Record<string, number>>) =>
      expect.objectContaining({ new: 0, counselling: 0, visited: 0, dropped: 0, contracted: 0, ...counts });

    const figures = await stageFigures(db, period("2026-11-20", "2026-11-21"));

    expect(figures.stagesByCounsellor).toEqual([
      { userId: "c-a", name: "가상담", stages: stages({ new: 2, visited: 1 }), total: 3 },
      { userId: "c-b", name: "나상담", stages: stages({}), total: 0 },
      { userId: "c-gone", name: "퇴사상담", stages: stages({ counselling: 1 }), total: 1 },
      { userId: null, name: null, stages: stages({ new: 1, dropped: 1 }), total: 2 },
    ]);
    expect(figures.stagesByChannel).toEqual([
      { channel: "naver", stages: stages({ new: 2, dropped: 1 }), total: 3 },
      { channel: "kakao", stages: stages({ visited: 1 }), total: 1 },
      { channel: "walkin", stages: stages({ new: 1 }), total: 1 },
      { channel: "", stages: stages({ counselling: 1 }), total: 1 },
    ]);
    // Nothing of a lead's person: the seeded name and numbers appear nowhere.
    expect(JSON.stringify(figures)).not.toMatch(/대시보드|010-/);
    const dashboard = await loadDashboard(db, period("2026-11-20", "2026-11-21"));
    expect(dashboard.stagesByCounsellor).toEqual(figures.stagesByCounsellor);
  });

  test("web bookings are leads: 방문 예약 → 방문 per channel from real bookings; a merged lead counts once", async () => {
    const db = database.db;
    const now = new Date("2026-11-20T01:00:00.000Z");
    const schedule = { ...bookingScheduleDefaults, slotMinutes: 60, capacity: 10 };
    const book = (phone: string, key: string, landing: string) =>
      createBooking(
        db,
        schedule,
        {
          slotStart: "2026-11-21T05:00:00.000Z",
          partySize: 2,
          name: "예약손님",
          phone,
          siteId: "pentacityhansin",
          privacyConsent: true,
          marketingConsent: false,
          consentVersion: "2026-11-22",
          idempotencyKey: key,
          attribution: attributionOf({ landing, referrer: "", ownHosts: [] }),
        },
        { now, daysAhead: 14 },
      );
    const first = await book("010-7000-0001", "dash-1", "/?utm_source=naver&utm_medium=cpc");
    await book("010-7000-0002", "dash-2", "/?utm_source=naver&utm_medium=cpc");
    await book("010-7000-0003", "dash-3", "/?utm_source=kakao");
    if (first.status !== "booked") throw new Error(first.status);
    await setBookingStatus(db, first.booking.id, "arrived", { now });
    // A lead merged into another is not a second person.
    await seedLeads(db, [
      { day: "2026-11-20", status: "booked", channel: "kakao", merged_into: first.booking.lead_id },
    ]);

    const figures = await stageFigures(db, period("2026-11-20", "2026-11-20"));
    const stages = (counts: Partial<Record<string, number>>) =>
      expect.objectContaining({ new: 0, booked: 0, visited: 0, contracted: 0, ...counts });
    expect(figures.stagesByChannel).toEqual([
      { channel: "naver", stages: stages({ booked: 1, visited: 1 }), total: 2 },
      { channel: "kakao", stages: stages({ booked: 1 }), total: 1 },
    ]);
    const dashboard = await loadDashboard(db, period("2026-11-20", "2026-11-20"));
    const reached = new Map(dashboard.funnel.map((row) => [row.status, row.reached]));
    expect([reached.get("booked"), reached.get("visited"), reached.get("contracted")]).toEqual([3, 1, 0]);
    expect(dashboard.forms.find((row) => row.form === "booking")?.leads).toBe(3);
  });

  test("an empty period: every day present with zeros, no rate, no bookings", async () => {
    const dashboard = await loadDashboard(database.db, period("2026-02-27", "2026-03-01"));
    expect(dashboard.daily.map((row) => row.day)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
    expect(dashboard.daily.every((row) => row.visits === 0 && row.views === 0 && row.leads === 0)).toBe(true);
    expect(dashboard.totals).toEqual({ visits: 0, views: 0, leads: 0, rate: null });
    expect(dashboard.channels).toEqual([]);
    expect(dashboard.campaigns).toEqual([]);
    expect(dashboard.forms.map((row) => row.leads)).toEqual([0, 0, 0, 0, 0]);
    expect(dashboard.landings).toEqual([]);
    expect(dashboard.funnel.map((row) => [row.leads, row.reached])).toEqual(Array.from({ length: 8 }, () => [0, 0]));
    expect(dashboard.bookings).toBeNull();
  });

  test("a lead stored at 2026-11-23T15:30Z is Korea's 24 November: counted on the 24th, not the 23rd", async () => {
    const parsed = parseLead({
      form: "interest",
      name: "자정 직후",
      phone: "01012345678",
      privacyConsent: "on",
      idempotencyKey: "dashboard-edge-0001",
    });
    if (!parsed.success) throw new Error(JSON.stringify(parsed.fieldErrors));
    await createLead(database.db, {
      submission: parsed.data,
      siteId: "pentacityhansin",
      consentVersion: "2026-11-22",
      now: new Date("2026-11-23T15:30:00Z"),
    });
    const on23 = await loadDashboard(database.db, period("2026-11-23", "2026-11-23"));
    const on24 = await loadDashboard(database.db, period("2026-11-24", "2026-11-24"));
    expect(on23.totals.leads).toBe(0);
    expect(on24.totals.leads).toBe(1);
    expect(on24.daily).toEqual([{ day: "2026-11-24", visits: 0, views: 0, leads: 1 }]);
  });

  test("booked and arrived visitors per day against the day's capacity (schedule and slot overrides)", async () => {
    const db = database.db;
    await openTwoSlotsADay(db);
    await db
      .insertInto("bookings")
      .values([
        bookingRow("2026-11-24", "2026-11-24T01:00:00.000Z", 3, "confirmed"),
        bookingRow("2026-11-24", "2026-11-24T02:00:00.000Z", 2, "arrived"),
        bookingRow("2026-11-24", "2026-11-24T02:00:00.000Z", 4, "cancelled"),
        bookingRow("2026-11-25", "2026-11-25T01:00:00.000Z", 4, "arrived"),
        bookingRow("2026-11-25", "2026-11-25T02:00:00.000Z", 1, "no_show"),
        bookingRow("2026-11-28", "2026-11-28T01:00:00.000Z", 2, "confirmed"), // after the period
      ])
      .execute();

    const dashboard = await loadDashboard(db, period("2026-11-24", "2026-11-27"));
    expect(dashboard.bookings).toEqual([
      { day: "2026-11-24", booked: 5, arrived: 2, capacity: 20 },
      { day: "2026-11-25", booked: 5, arrived: 4, capacity: 14 },
      { day: "2026-11-26", booked: 0, arrived: 0, capacity: 0 },
      { day: "2026-11-27", booked: 0, arrived: 0, capacity: 20 },
    ]);
    const sunday = await loadDashboard(db, period("2026-11-29", "2026-11-29"));
    expect(sunday.bookings).toBeNull();
  });

  test("upcoming bookings: the next 14 Korea days from today, booked places against capacity, whatever the period", async () => {
    const db = database.db;
    await openTwoSlotsADay(db);
    await db
      .insertInto("bookings")
      .values([
        bookingRow("2026-11-20", "2026-11-20T01:00:00.000Z", 2, "arrived"), // past
        bookingRow("2026-11-23", "2026-11-23T01:00:00.000Z", 3, "confirmed"), // today, slot already over
        bookingRow("2026-11-24", "2026-11-24T01:00:00.000Z", 4, "confirmed"),
        bookingRow("2026-11-24", "2026-11-24T02:00:00.000Z", 4, "cancelled"),
        bookingRow("2026-11-25", "2026-11-25T01:00:00.000Z", 4, "confirmed"),
        bookingRow("2026-12-06", "2026-12-06T01:00:00.000Z", 1, "confirmed"), // last day shown
        bookingRow("2026-12-07", "2026-12-07T01:00:00.000Z", 2, "confirmed"), // beyond the 14 days
      ])
      .execute();
    // Monday 23 November, 15:00 in Korea; the chosen period is the last week, all in the past.
    const now = new Date("2026-11-23T06:00:00.000Z");

    const dashboard = await loadDashboard(db, period("2026-11-16", "2026-11-22"), now);

    expect(dashboard.upcoming.from).toBe("2026-11-23");
    expect(dashboard.upcoming.to).toBe("2026-12-06");
    expect(dashboard.upcoming.days).toHaveLength(14);
    expect(dashboard.upcoming.days.slice(0, 5)).toEqual([
      { day: "2026-11-23", booked: 3, capacity: 20 },
      { day: "2026-11-24", booked: 4, capacity: 20 },
      { day: "2026-11-25", booked: 4, capacity: 14 },
      { day: "2026-11-26", booked: 0, capacity: 0 },
      { day: "2026-11-27", booked: 0, capacity: 20 },
    ]);
    expect(dashboard.upcoming.days.at(-1)).toEqual({ day: "2026-12-06", booked: 1, capacity: 0 });
    // Everything still ahead, also beyond the 14 days: bookings and places.
    expect(dashboard.upcoming.total).toEqual({ bookings: 5, places: 14 });
    // The period's own panel still counts only the period.
    expect(dashboard.bookings).toEqual(
      ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"].map((day) => ({
        day,
        booked: day === "2026-11-20" ? 2 : 0,
        arrived: day === "2026-11-20" ? 2 : 0,
        capacity: day === "2026-11-22" ? 0 : 20,
      })),
    );

    const empty = await loadDashboard(db, period("2026-11-16", "2026-11-22"), new Date("2026-12-20T00:00:00.000Z"));
    expect(empty.upcoming.days.every((row) => row.booked === 0)).toBe(true);
    expect(empty.upcoming.total).toEqual({ bookings: 0, places: 0 });
  });
});

/** Two one-hour slots a day of 10 places; Sundays and 2026-11-26 closed; 25 Nov 10:00 Seoul lowered to 4. */
async function openTwoSlotsADay(db: Kysely<Database>) {
  await saveSchedule(db, {
    ...bookingScheduleDefaults,
    weekdays: [null, ...Array.from({ length: 6 }, () => ({ open: "10:00", close: "12:00" }))],
    closedDates: ["2026-11-26"],
    slotMinutes: 60,
    capacity: 10,
  });
  await setSlotCapacity(db, "2026-11-25T01:00:00.000Z", 4);
}

function bookingRow(day: string, slotStart: string, partySize: number, status: BookingStatus) {
  return {
    id: randomUUID(),
    created_at: "2026-11-20T00:00:00.000Z",
    updated_at: "2026-11-20T00:00:00.000Z",
    site_id: "pentacityhansin",
    slot_start: slotStart,
    day,
    party_size: partySize,
    name: "예약",
    phone: "010-0000-0000",
    status,
    active_key: null,
    token_hash: randomUUID(),
    dedupe_key: randomUUID(),
    source_path: null,
    privacy_consent: 1,
    marketing_consent: 0,
    consent_version: "2026-11-22",
    consented_at: "2026-11-20T00:00:00.000Z",
    cancelled_at: null,
    arrived_at: null,
  };
}
