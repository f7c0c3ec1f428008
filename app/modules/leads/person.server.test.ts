import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { addStaff } from "#app/modules/counselling/test-staff.ts";

let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));
vi.mock("#app/platform/messaging/relay.server.ts", () => ({ getMessageRelay: () => ({ kick: vi.fn() }) }));

const { createLead, countLeads } = await import("./lead.server.ts");
const { parseLead } = await import("./schema.ts");
const { personLeadId } = await import("./person.server.ts");
const { mergeLeadAction } = await import("./merge.server.ts");
const { createBooking } = await import("#app/modules/bookings/booking.server.ts");
const { bookingScheduleDefaults } = await import("#app/modules/bookings/copy.ts");
const { registerWalkIn } = await import("#app/modules/desk/walk-in.server.ts");
const { setAssignmentMode } = await import("#app/modules/counselling/assignment.server.ts");
const { setDuty } = await import("#app/modules/counselling/duty.server.ts");

const SITE = "pentacityhansin";
const NOW = new Date("2027-01-05T00:00:00.000Z");
const schedule = { ...bookingScheduleDefaults, slotMinutes: 60, capacity: 50 };
const manager = { id: "m-1", email: "m@example.com", name: "관리자", role: "manager" as const };
const counsellor = { id: "c-1", email: "c@example.com", name: "상담", role: "counsellor" as const };

function form(phone: string, key: string, message = "문의합니다") {
  const parsed = parseLead({
    form: "inquiry",
    name: "폼고객",
    phone,
    message,
    privacyConsent: "on",
    idempotencyKey: key,
  });
  if (!parsed.success) throw new Error("invalid fixture");
  return createLead(database.db, { submission: parsed.data, siteId: SITE, consentVersion: "2026-11-22", now: NOW });
}

function book(phone: string, key: string, slotStart = "2027-01-06T05:00:00.000Z") {
  return createBooking(
    database.db,
    schedule,
    {
      slotStart,
      partySize: 2,
      name: "예약고객",
      phone,
      siteId: SITE,
      privacyConsent: true,
      marketingConsent: false,
      consentVersion: "2026-11-22",
      idempotencyKey: key,
    },
    { now: NOW, daysAhead: 14 },
  );
}

const leadRow = (id: string) =>
  database.db
    .selectFrom("leads")
    .select(["id", "form", "status", "assigned_to", "merged_into", "person_key"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

describe.each(testDatabases())("one person, one record on %s", (_name, open) => {
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("a web booking makes the number's lead (form 방문 예약, 방문 예약 stage, assigned in turn); a later form joins it", async () => {
    await addStaff(database, { id: counsellor.id, name: counsellor.name });
    await setAssignmentMode(database.db, "round_robin", NOW);
    await setDuty(database.db, counsellor.id, "2027-01-05", true, NOW);
    const booked = await book("010-4000-0001", "web-render-1");
    if (booked.status !== "booked") throw new Error(booked.status);
    const leadId = booked.booking.lead_id as string;
    expect(await leadRow(leadId)).toMatchObject({
      form: "booking",
      status: "booked",
      assigned_to: counsellor.id,
      person_key: `${SITE}|010-4000-0001`,
    });
    const later = await form("01040000001", "form-render-1");
    expect(later).toEqual({ id: leadId, duplicate: false, created: false });
    expect(await countLeads(database.db)).toBe(1);
  });

  test("a walk-in with a known number joins the lead a form made", async () => {
    await addStaff(database, { id: counsellor.id, name: counsellor.name });
    const first = await form("010-4000-0002", "form-render-2");
    const walkIn = await registerWalkIn(
      database.db,
      {
        name: "현장",
        phone: "010-4000-0002",
        privacyConsent: true,
        marketingConsent: false,
        idempotencyKey: "walkin-render-2",
      },
      counsellor,
      "203.0.113.1",
      NOW,
    );
    expect(walkIn).toMatchObject({ status: "registered", created: false, leadId: first.id, stage: "visited" });
    expect(await countLeads(database.db)).toBe(1);
  });

  test("concurrent bookings and forms of one number make exactly one lead", async () => {
    const slots = ["2027-01-06T01:00:00.000Z", "2027-01-07T01:00:00.000Z", "2027-01-08T01:00:00.000Z"];
    const results = await Promise.all([
      ...slots.map((slot, index) => book("010-4000-0003", `race-book-${index}`, slot)),
      ...Array.from({ length: 6 }, (_, index) => form("010-4000-0003", `race-form-${index}`)),
    ]);
    expect(results.length).toBe(9);
    const leads = await database.db.selectFrom("leads").select("id").execute();
    expect(leads).toHaveLength(1);
    const bookingLeads = await database.db.selectFrom("bookings").select("lead_id").execute();
    expect(new Set(bookingLeads.map((row) => row.lead_id))).toEqual(new Set([leads[0]?.id]));
  });

  test("a manager merges another number's lead: histories and bookings move, the number resolves to the survivor, audited; a counsellor is refused", async () => {
    const survivor = await form("010-4000-0004", "merge-render-1");
    const other = await book("010-4000-0005", "merge-book-1");
    if (other.status !== "booked") throw new Error(other.status);
    const otherLead = other.booking.lead_id as string;
    const post = (viewer: typeof manager | typeof counsellor, phone: string) => {
      const formData = new FormData();
      formData.set("phone", phone);
      return mergeLeadAction({ leadId: survivor.id, intent: "merge", formData }, viewer, "203.0.113.2", database.db);
    };

    expect(await post(counsellor, "010-4000-0005")).toEqual({
      status: 403,
      ok: false,
      message: expect.stringMatching(/관리자/),
    });
    expect((await leadRow(otherLead)).merged_into).toBeNull();
    expect(await post(manager, "010-9999-9999")).toMatchObject({ status: 404, ok: false });

    expect(await post(manager, "010-4000-0005")).toMatchObject({ status: 200, ok: true });
    expect(await leadRow(otherLead)).toMatchObject({ merged_into: survivor.id, person_key: `${SITE}|010-4000-0005` });
    // The survivor took the further stage, the booking and the merged lead's events.
    expect((await leadRow(survivor.id)).status).toBe("booked");
    expect((await database.db.selectFrom("bookings").select("lead_id").executeTakeFirstOrThrow()).lead_id).toBe(
      survivor.id,
    );
    const events = await database.db.selectFrom("lead_events").select(["lead_id", "kind"]).execute();
    expect(events.every((event) => event.lead_id === survivor.id)).toBe(true);
    expect(events.map((event) => event.kind)).toContain("merge");
    // The merged number's next form and booking go to the survivor; lists count one person.
    expect(await personLeadId(database.db, SITE, "010-4000-0005")).toBe(survivor.id);
    expect((await form("010-4000-0005", "merge-render-2")).id).toBe(survivor.id);
    expect(await countLeads(database.db)).toBe(1);
    const audit = await database.db.selectFrom("audit_log").select(["action", "target", "detail"]).execute();
    expect(audit).toEqual([
      { action: "lead.merge", target: survivor.id, detail: JSON.stringify({ merged: otherLead }) },
    ]);
    expect(await post(manager, "010-4000-0005")).toMatchObject({ status: 409, ok: false });
  });
});
