import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { addDays, seoulDay } from "#app/lib/korea-time.ts";
import { addStaff } from "./test-staff.ts";

// The route-facing functions take the app's database; here a test database.
let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));

const { submitVisitForm } = await import("#app/modules/leads/test-rows.ts");
const { listLeads } = await import("#app/modules/leads/inbox.server.ts");
const admin = await import("./admin.server.ts");
const { nextInTurn, setAssignmentMode, autoAssignNewLead } = await import("./assignment.server.ts");
const { setDuty } = await import("./duty.server.ts");
const { advanceStageForPhone } = await import("./stages.server.ts");
const { canOpenLead, visiblePhones } = await import("./access.server.ts");
const { counsellingServer } = await import("./feature.server.ts");
const { eraseCounsellingData, findCounsellingData } = await import("./person-data.server.ts");
const { createBooking, setBookingStatus } = await import("#app/modules/bookings/booking.server.ts");
const { bookingScheduleDefaults } = await import("#app/modules/bookings/copy.ts");

const NOW = new Date("2026-11-26T01:00:00.000Z"); // 10:00 in Korea, 26 November
const TODAY = "2026-11-26";
const address = "203.0.113.9";
const owner = { id: "owner-1", email: "owner@example.com", name: "총괄", role: "owner" as const };
const kim = { id: "c-kim", email: "kim@example.com", name: "김상담", role: "counsellor" as const };
const lee = { id: "c-lee", email: "lee@example.com", name: "이상담", role: "counsellor" as const };

async function lead(
  phone = `010-7${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}-${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`,
) {
  return submitVisitForm(database.db, { name: "상담시험", phone, now: NOW });
}

const leadRow = (id: string) =>
  database.db
    .selectFrom("leads")
    .select(["status", "assigned_to", "next_contact_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
const events = (id: string) =>
  database.db
    .selectFrom("lead_events")
    .select(["kind", "from_value", "to_value", "actor_id", "actor_name"])
    .where("lead_id", "=", id)
    .orderBy("created_at")
    .execute();
const audits = () =>
  database.db
    .selectFrom("audit_log")
    .select(["action", "target", "actor_id", "detail"])
    .orderBy("created_at")
    .execute();

test("the round-robin's turn: the first id after the last one, else the first", () => {
  expect(nextInTurn([], null)).toBeUndefined();
  expect(nextInTurn(["a", "b", "c"], null)).toBe("a");
  expect(nextInTurn(["a", "b", "c"], "a")).toBe("b");
  expect(nextInTurn(["a", "b", "c"], "c")).toBe("a");
  // The last one went off duty: the turn continues after where it was.
  expect(nextInTurn(["a", "c"], "b")).toBe("c");
});

describe.each(testDatabases())("counselling on %s", (_name, open) => {
  beforeEach(async () => {
    database = await open();
    await addStaff(database, { id: owner.id, role: "owner" });
    await addStaff(database, { id: kim.id, name: kim.name });
    await addStaff(database, { id: lee.id, name: lee.name });
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("duty and the round-robin are each complex's: on duty and in turn at one complex is neither at another", async () => {
    const { siteScoped } = await import("#app/platform/sites/scope.server.ts");
    const { onDutyCounsellors, getAssignmentMode } = await import("./assignment.server.ts");
    const { dutyOfDay } = await import("./duty.server.ts");
    const first = siteScoped(database.db, "pentacityhansin");
    const second = siteScoped(database.db, "riverside");
    // Kim counsels at both; Lee only at the first.
    await second
      .insertInto("site_staff")
      .values({ user_id: kim.id, role: "counsellor", created_at: NOW.toISOString() })
      .execute();
    await setDuty(second, kim.id, TODAY, true, NOW);
    await setDuty(second, lee.id, TODAY, true, NOW);
    await setAssignmentMode(second, "round_robin", NOW);
    expect(await getAssignmentMode(second)).toBe("round_robin");
    expect(await getAssignmentMode(first)).toBe("manual");
    expect([...(await dutyOfDay(second, TODAY))].sort()).toEqual([kim.id, lee.id].sort());
    expect(await dutyOfDay(first, TODAY)).toEqual(new Set());
    // Only members who counsel there are in turn: Lee, on the second's list by mistake, is not.
    expect((await onDutyCounsellors(second, TODAY)).map((one) => one.id)).toEqual([kim.id]);
    expect(await onDutyCounsellors(first, TODAY)).toEqual([]);
  });

  test("manual mode: a new lead waits in the pool; round-robin: on-duty counsellors in turn, never the deactivated, the off-duty or another role", async () => {
    expect((await leadRow(await lead())).assigned_to).toBeNull();

    await addStaff(database, { id: "c-gone", banned: true });
    await addStaff(database, { id: "c-home" });
    await addStaff(database, { id: "m-1", role: "manager" });
    for (const id of [kim.id, lee.id, "c-gone", "m-1"]) await setDuty(database.db, id, TODAY, true, NOW);
    await setDuty(database.db, "c-home", "2026-11-25", true, NOW); // yesterday only
    await setAssignmentMode(database.db, "round_robin", NOW);

    const assigned = [];
    for (let i = 0; i < 5; i++) assigned.push((await leadRow(await lead())).assigned_to);
    expect(assigned).toEqual([kim.id, lee.id, kim.id, lee.id, kim.id]);
    const [first] = (await listLeads(database.db, { assignee: kim.id })).items;
    expect(await events(first?.id ?? "")).toEqual([
      { kind: "assign", from_value: null, to_value: kim.id, actor_id: null, actor_name: null },
    ]);
    // Nobody on duty: the pool.
    await setDuty(database.db, kim.id, TODAY, false, NOW);
    await setDuty(database.db, lee.id, TODAY, false, NOW);
    expect((await leadRow(await lead())).assigned_to).toBeNull();
    // A lead already taken is never assigned again by the round-robin.
    await setDuty(database.db, lee.id, TODAY, true, NOW);
    const taken = await lead();
    await database.db.transaction().execute(async (trx) => {
      expect(await autoAssignNewLead(trx, taken, NOW)).toBeNull();
    });
  });

  test("owner assigns (one or many), a counsellor takes from the pool once, gives back; each with an event and lead.assign", async () => {
    const a = await lead();
    const b = await lead();
    expect(await admin.assignLeads(database.db, [a, b], kim.id, owner, address, NOW)).toEqual({
      status: "assigned",
      count: 2,
    });
    expect(await admin.assignLeads(database.db, [a], "c-nobody", owner, address, NOW)).toEqual({
      status: "not-assignable",
    });
    expect(await admin.assignLeads(database.db, [a], lee.id, kim, address, NOW)).toEqual({ status: "refused" });
    expect(await admin.assignLeads(database.db, [randomUUID()], lee.id, owner, address, NOW)).toEqual({
      status: "gone",
    });
    expect(await admin.assignLeads(database.db, [b], null, owner, address, NOW)).toEqual({
      status: "assigned",
      count: 1,
    });

    // b is in the pool: lee takes it; kim cannot take it after, nor see a (kim's) as lee.
    expect(await admin.takeLead(database.db, b, lee, address, { now: NOW })).toEqual({ status: "assigned", count: 1 });
    expect(await admin.takeLead(database.db, b, kim, address, { now: NOW })).toEqual({ status: "gone" });
    expect(await admin.takeLead(database.db, a, lee, address, { now: NOW })).toEqual({ status: "gone" });
    expect(await admin.takeLead(database.db, b, owner, address, { now: NOW })).toEqual({ status: "refused" });
    expect((await leadRow(b)).assigned_to).toBe(lee.id);
    expect(await admin.takeLead(database.db, b, lee, address, { release: true, now: NOW })).toEqual({
      status: "assigned",
      count: 1,
    });
    expect((await leadRow(b)).assigned_to).toBeNull();

    expect((await events(b)).map((event) => [event.from_value, event.to_value, event.actor_name])).toEqual([
      [null, kim.id, "총괄"],
      [kim.id, null, "총괄"],
      [null, lee.id, lee.name],
      [lee.id, null, lee.name],
    ]);
    const logged = (await audits()).filter((entry) => entry.action === "lead.assign");
    expect(logged.map((entry) => JSON.parse(entry.detail ?? "{}").how)).toEqual([
      "manual",
      "manual",
      "manual",
      "take",
      "release",
    ]);
    // Staff ids only, never a visitor's name or number.
    expect(logged.map((entry) => entry.detail).join()).not.toMatch(/010-|상담시험/);
  });

  test("record-level: a counsellor opens their own and pool leads, never another's; lists and bookings alike", async () => {
    const mine = await lead("010-1111-0001");
    const pool = await lead("010-1111-0002");
    const theirs = await lead("010-1111-0003");
    await admin.assignLeads(database.db, [mine], kim.id, owner, address, NOW);
    await admin.assignLeads(database.db, [theirs], lee.id, owner, address, NOW);

    expect(await canOpenLead(database.db, kim, mine)).toBe(true);
    expect(await canOpenLead(database.db, kim, pool)).toBe(true);
    expect(await canOpenLead(database.db, kim, theirs)).toBe(false);
    expect(await canOpenLead(database.db, owner, theirs)).toBe(true);
    expect(await canOpenLead(database.db, { id: "mk", role: "marketer" }, pool)).toBe(false);
    const listed = (await listLeads(database.db, { visibleTo: kim.id })).items.map((item) => item.id).sort();
    expect(listed).toEqual([mine, pool].sort());
    // Posting to another's lead changes nothing.
    expect(await admin.changeLeadStage(database.db, theirs, "dropped", kim, address, NOW)).toBeNull();
    expect(await admin.addLeadEntry(database.db, theirs, entry(), kim, address, NOW)).toBe("gone");
    expect((await leadRow(theirs)).status).toBe("new");

    // Bookings by phone: their lead's person is hidden; a person without any lead is the pool's.
    const phones = ["010-1111-0001", "010-1111-0002", "010-1111-0003", "010-9999-0000"];
    expect([...((await visiblePhones(database.db, kim, phones)) ?? [])].sort()).toEqual(
      ["010-1111-0001", "010-1111-0002", "010-9999-0000"].sort(),
    );
    expect(await visiblePhones(database.db, owner, phones)).toBeUndefined();
  });

  test("an entry: stored with its author, the next contact in Korea time, 신규 → 상담 중, audited without its words", async () => {
    const id = await lead();
    expect(
      await admin.addLeadEntry(
        database.db,
        id,
        entry({ nextContactAt: "2026-11-27T05:30:00.000Z" }),
        kim,
        address,
        NOW,
      ),
    ).toBe("added");
    expect(await leadRow(id)).toEqual({
      status: "counselling",
      assigned_to: null,
      next_contact_at: "2026-11-27T05:30:00.000Z",
    });
    const page = await admin.leadCounsellingOf(database.db, id, kim);
    expect(
      page?.history.map((item) =>
        item.type === "entry" ? ["entry", item.who, item.outcome] : ["event", item.kind, item.to],
      ),
    ).toEqual([
      ["entry", kim.name, "통화 완료"],
      ["event", "stage", "counselling"],
    ]);
    expect(page).toMatchObject({ canTake: true, canRelease: false, counsellors: null, stage: "counselling" });
    expect((await admin.leadCounsellingOf(database.db, id, owner))?.counsellors?.map((person) => person.id)).toEqual([
      kim.id,
      lee.id,
    ]);
    const [logged] = (await audits()).filter((row) => row.action === "lead.entry");
    expect(logged?.detail).not.toContain("통화");
    expect(logged?.detail).not.toContain("토요일");
    expect(JSON.parse(logged?.detail ?? "{}")).toMatchObject({ entryChannel: "call", nextContact: true });
  });

  test("stages: by hand with an event; a booking moves the person's leads to 방문 예약 and an arrival to 방문 완료, forward only", async () => {
    const phone = "010-2222-0001";
    const fresh = await lead(phone);
    const held = await lead("010-2222-0002");
    const ahead = await lead("010-2222-0003");
    await admin.changeLeadStage(database.db, held, "on_hold", owner, address, NOW);
    await admin.changeLeadStage(database.db, ahead, "applied", owner, address, NOW);
    expect(
      (await audits()).filter((row) => row.action === "lead.stage").map((row) => JSON.parse(row.detail ?? "{}")),
    ).toEqual([
      { from: "new", to: "on_hold" },
      { from: "new", to: "applied" },
    ]);

    await database.db.transaction().execute(async (trx) => {
      expect(await advanceStageForPhone(trx, phone, "booked", NOW)).toEqual([fresh]);
      expect(await advanceStageForPhone(trx, "010-2222-0002", "booked", NOW)).toEqual([]);
      expect(await advanceStageForPhone(trx, "010-2222-0003", "booked", NOW)).toEqual([]);
    });
    await database.db.transaction().execute(async (trx) => {
      expect(await advanceStageForPhone(trx, phone, "visited", NOW)).toEqual([fresh]);
      expect(await advanceStageForPhone(trx, phone, "booked", NOW)).toEqual([]);
    });
    expect((await leadRow(fresh)).status).toBe("visited");
    expect((await leadRow(held)).status).toBe("on_hold");
    expect((await leadRow(ahead)).status).toBe("applied");
    expect((await events(fresh)).map((event) => [event.from_value, event.to_value, event.actor_id])).toEqual([
      ["new", "booked", null],
      ["booked", "visited", null],
    ]);
  });

  test("a deactivated counsellor's leads go back to the pool with events; their duty from today ends", async () => {
    const a = await lead();
    const b = await lead();
    await admin.assignLeads(database.db, [a, b], kim.id, owner, address, NOW);
    // The hook runs at the real time: duty from its Korea date on ends, earlier days stay as history.
    const today = seoulDay(new Date());
    await setDuty(database.db, kim.id, today, true, NOW);
    await setDuty(database.db, kim.id, addDays(today, 1), true, NOW);
    await setDuty(database.db, kim.id, addDays(today, -1), true, NOW);
    const counts = await database.db.transaction().execute((trx) => {
      if (!counsellingServer.onStaffDeactivated) throw new Error("no hook");
      return counsellingServer.onStaffDeactivated(trx, kim.id);
    });
    expect(counts).toMatchObject({ returnedLeads: 2 });
    expect((await leadRow(a)).assigned_to).toBeNull();
    expect((await events(b)).at(-1)).toEqual({
      kind: "assign",
      from_value: kim.id,
      to_value: null,
      actor_id: null,
      actor_name: null,
    });
    expect(await database.db.selectFrom("staff_duty").select("day").where("user_id", "=", kim.id).execute()).toEqual([
      { day: addDays(today, -1) },
    ]);
  });

  test("a data-subject request finds the person's entries and stage changes without staff names, and erases them", async () => {
    const phone = "010-4444-0001";
    const id = await lead(phone);
    const kept = await lead("010-4444-0002");
    await admin.addLeadEntry(database.db, id, entry({ nextContactAt: "2026-11-27T05:30:00.000Z" }), kim, address, NOW);
    await admin.addLeadEntry(database.db, kept, entry(), kim, address, NOW);
    const sections = await findCounsellingData(database.db, phone);
    expect(sections.map((section) => [section.name, section.rows.length])).toEqual([
      ["counsellingEntries", 1],
      ["leadStageChanges", 1],
    ]);
    expect(sections[0]?.rows[0]?.fields.map((item) => item.value)).toEqual([
      "2026-11-26 10:00",
      "전화",
      "통화 완료",
      "토요일 오후 방문 희망",
      "2026-11-27 14:30",
    ]);
    expect(JSON.stringify(sections)).not.toContain(kim.name);
    expect(sections[1]?.rows[0]?.fields.map((item) => item.value)).toEqual(["2026-11-26 10:00", "신규", "상담 중"]);
    const counts = await database.db.transaction().execute((trx) => eraseCounsellingData(trx, phone));
    expect(counts).toEqual({ deletedCounsellingEntries: 1, deletedLeadEvents: 1 });
    expect(await database.db.selectFrom("counselling_entries").select("lead_id").execute()).toEqual([
      { lead_id: kept },
    ]);
  });

  test("duty and mode: a counsellor marks only themselves; owner and managers anyone and the mode", async () => {
    expect(await admin.setDutyToday(database.db, kim.id, true, kim, address, NOW)).toBe("saved");
    expect(await admin.setDutyToday(database.db, lee.id, true, kim, address, NOW)).toBe("refused");
    expect(await admin.setDutyToday(database.db, lee.id, true, owner, address, NOW)).toBe("saved");
    expect(await admin.setDutyToday(database.db, owner.id, true, owner, address, NOW)).toBe("not-assignable");
    expect(await admin.changeAssignmentMode(database.db, "round_robin", kim, address, NOW)).toBe("refused");
    expect(await admin.changeAssignmentMode(database.db, "round_robin", owner, address, NOW)).toBe("saved");
    const page = await admin.dutyPageOf(database.db, kim, NOW);
    expect(page).toMatchObject({ day: TODAY, mode: "round_robin", manages: false });
    expect(page.people.map((person) => [person.id, person.onDuty, person.mine])).toEqual([
      [kim.id, true, true],
      [lee.id, true, false],
    ]);
    expect((await audits()).map((row) => row.action)).toEqual(["staff.duty", "staff.duty", "counselling.mode"]);
  });

  test("a booking moves the person's lead to 방문 예약 and the arrival to 방문 완료, in the booking's transaction", async () => {
    const schedule = { ...bookingScheduleDefaults, slotMinutes: 60, capacity: 10 };
    const phone = "010-3333-0001";
    const id = await lead(phone);
    const visit = {
      slotStart: "2026-11-27T05:00:00.000Z",
      partySize: 1,
      name: "방문자",
      phone,
      siteId: "pentacityhansin",
      privacyConsent: true,
      marketingConsent: false,
      consentVersion: "2026-11-22",
      idempotencyKey: "render-1",
    };
    // A hook failing inside the booking's transaction leaves the stage where it was.
    const failing = { onChange: async () => Promise.reject(new Error("hook")) };
    await expect(
      createBooking(database.db, schedule, visit, { now: NOW, daysAhead: 14, hooks: failing }),
    ).rejects.toThrow();
    expect((await leadRow(id)).status).toBe("new");
    const booked = await createBooking(database.db, schedule, visit, { now: NOW, daysAhead: 14 });
    expect(booked.status).toBe("booked");
    expect((await leadRow(id)).status).toBe("booked");
    if (booked.status !== "booked") return;
    expect((await setBookingStatus(database.db, booked.booking.id, "arrived", { now: NOW })).status).toBe("ok");
    expect((await leadRow(id)).status).toBe("visited");
    // The booking joined the number's lead (a form event), which moved forward with it.
    expect((await events(id)).map((event) => [event.kind, event.from_value, event.to_value])).toEqual([
      ["form", "booking", null],
      ["stage", "new", "booked"],
      ["stage", "booked", "visited"],
    ]);
    expect(
      (await database.db.selectFrom("bookings").select("lead_id").where("id", "=", booked.booking.id).execute())[0],
    ).toEqual({ lead_id: id });
  });
});

function entry(overrides: Partial<{ nextContactAt: string | null }> = {}) {
  return {
    channel: "call" as const,
    outcome: "통화 완료",
    note: "토요일 오후 방문 희망",
    nextContactAt: null,
    ...overrides,
  };
}
