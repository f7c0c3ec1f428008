import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { addStaff } from "#app/modules/counselling/test-staff.ts";
import { insertBooking, insertLead } from "#app/modules/leads/test-rows.ts";

let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));

const logged = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock("#app/lib/logger.server.ts", () => ({ logger: { error: logged.error, info: vi.fn(), warn: vi.fn() } }));

const { registerWalkIn } = await import("./walk-in.server.ts");
const { recordConsent } = await import("#app/modules/consent/consent.server.ts");

// 2026-11-27 14:00 in Korea.
const now = new Date("2026-11-27T05:00:00.000Z");
const counsellor = { id: "c-door", email: "door@example.com", name: "문상담", role: "counsellor" as const };
const owner = { id: "o-1", email: "owner@example.com", name: "대표", role: "owner" as const };
const address = "203.0.113.7";
const visitor = (fields: Partial<{ name: string; phone: string; key: string; marketing: boolean }> = {}) => ({
  name: fields.name ?? "현장고객",
  phone: fields.phone ?? "010-5555-0001",
  privacyConsent: true,
  marketingConsent: fields.marketing ?? false,
  idempotencyKey: fields.key ?? "walkin-key-0001",
});

const leadsOf = (phone: string) =>
  database.db
    .selectFrom("leads")
    .select(["id", "form", "name", "status", "assigned_to", "marketing_consent", "consent_version", "channel"])
    .where("phone", "=", phone)
    .orderBy("created_at")
    .execute();
const entries = () =>
  database.db.selectFrom("counselling_entries").select(["lead_id", "author_id", "channel", "outcome"]).execute();
const audits = () =>
  database.db.selectFrom("audit_log").select(["action", "actor_id", "target", "detail", "ip_address"]).execute();

describe.each(testDatabases())("walk-ins on %s", (_name, open) => {
  beforeEach(async () => {
    database = await open();
    await addStaff(database, { id: counsellor.id, name: counsellor.name });
    await addStaff(database, { id: "c-other", name: "다른상담" });
    await addStaff(database, { id: owner.id, name: owner.name, role: "owner" });
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("a new visitor: a walkin lead with the tablet's consent, 방문 완료, a visit entry, the counsellor's own; audited without personal values", async () => {
    const result = await registerWalkIn(database.db, visitor({ marketing: true }), counsellor, address, now);

    expect(result).toMatchObject({
      status: "registered",
      duplicate: false,
      created: true,
      stage: "visited",
      assignee: { mine: true, name: "문상담" },
      assignedNow: true,
      arrivedSlot: null,
    });
    expect(await leadsOf("010-5555-0001")).toEqual([
      expect.objectContaining({
        form: "walkin",
        name: "현장고객",
        status: "visited",
        assigned_to: counsellor.id,
        marketing_consent: 1,
        consent_version: "2026-11-22",
        channel: "walkin",
      }),
    ]);
    // The tablet's marketing box is the number's consent history's "given" (app/modules/consent).
    expect(
      await database.db
        .selectFrom("marketing_consent_events")
        .select(["action", "channel"])
        .where("phone", "=", "010-5555-0001")
        .execute(),
    ).toEqual([{ action: "given", channel: "walkin" }]);
    expect(await entries()).toEqual([
      expect.objectContaining({ author_id: counsellor.id, channel: "visit", outcome: "현장 방문 (방문 등록)" }),
    ]);
    const events = await database.db.selectFrom("lead_events").select(["kind", "to_value"]).orderBy("kind").execute();
    expect(events).toEqual([
      { kind: "assign", to_value: counsellor.id },
      { kind: "stage", to_value: "visited" },
    ]);
    const log = await audits();
    expect(log).toEqual([
      expect.objectContaining({ action: "desk.walkin", actor_id: counsellor.id, ip_address: address }),
    ]);
    expect(JSON.parse(String(log[0]?.detail))).toEqual({
      created: true,
      assigned: true,
      arrived: false,
      stageFrom: "new",
      stageTo: "visited",
    });
    expect(JSON.stringify(log)).not.toMatch(/현장고객|5555/);
  });

  test("a known phone joins the number's lead, forward only, another counsellor's lead stays theirs; today's booking arrives", async () => {
    const latest = await insertLead(database, {
      name: "기존고객",
      phone: "010-5555-0002",
      status: "booked",
      assignedTo: "c-other",
      createdAt: "2026-11-20T00:00:00.000Z",
    });
    const booking = await insertBooking(database, {
      phone: "010-5555-0002",
      slotStart: "2026-11-27T04:00:00.000Z",
      day: "2026-11-27",
    });

    const result = await registerWalkIn(
      database.db,
      visitor({ name: "다른이름", phone: "010-5555-0002" }),
      counsellor,
      address,
      now,
    );

    expect(result).toMatchObject({
      created: false,
      leadId: latest,
      stage: "visited",
      assignee: { mine: false, name: "다른상담" },
      assignedNow: false,
      arrivedSlot: "2026-11-27T04:00:00.000Z",
    });
    const leads = await leadsOf("010-5555-0002");
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ id: latest, name: "기존고객", assigned_to: "c-other", status: "visited" });
    const row = await database.db
      .selectFrom("bookings")
      .select(["status", "arrived_at"])
      .where("id", "=", booking)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "arrived", arrived_at: now.toISOString() });
    expect((await audits()).map((entry) => entry.action).sort()).toEqual(["booking.update", "desk.walkin"]);

    // A lead further on (청약 접수) or on hold is never moved back or sideways by a visit.
    await database.db.updateTable("leads").set({ status: "applied" }).where("id", "=", latest).execute();
    const again = await registerWalkIn(
      database.db,
      visitor({ phone: "010-5555-0002", key: "walkin-key-0002" }),
      counsellor,
      address,
      now,
    );
    expect(again).toMatchObject({ status: "registered", stage: "applied", arrivedSlot: null });
  });

  test("a known phone that consented on the website, the tablet's box left empty: no withdrawal, the lead's flag stays, the history says not given", async () => {
    const phone = "010-5555-0003";
    const leadId = await insertLead(database, { phone, createdAt: "2026-11-20T00:00:00.000Z" });
    await database.db.updateTable("leads").set({ marketing_consent: 1 }).where("id", "=", leadId).execute();
    await recordConsent(database.db, {
      phone,
      action: "given",
      channel: "form",
      leadId,
      now: new Date("2026-11-20T00:00:00.000Z"),
      notify: false,
    });
    await registerWalkIn(database.db, visitor({ phone, key: "walkin-key-0003" }), counsellor, address, now);
    expect((await leadsOf(phone)).map((lead) => lead.marketing_consent)).toEqual([1]);
    expect(
      await database.db
        .selectFrom("marketing_consent_events")
        .select(["action", "channel", "lead_id"])
        .where("phone", "=", phone)
        .orderBy("created_at")
        .execute(),
    ).toEqual([
      { action: "given", channel: "form", lead_id: leadId },
      { action: "not_given", channel: "walkin", lead_id: leadId },
    ]);
    // No withdrawal notice: the visitor said nothing about texts.
    const texts = await database.db.selectFrom("messages").select("kind").where("recipient", "=", phone).execute();
    expect(texts).toEqual([]);
  });

  test("the owner at the door registers the visit but takes nobody: a pool lead stays in the pool", async () => {
    const pool = await insertLead(database, { phone: "010-5555-0003", status: "counselling" });
    const result = await registerWalkIn(database.db, visitor({ phone: "010-5555-0003" }), owner, address, now);
    expect(result).toMatchObject({ leadId: pool, assignee: { mine: false, name: null }, stage: "visited" });
    expect((await leadsOf("010-5555-0003"))[0]?.assigned_to).toBeNull();
  });

  test("a double submit (one after the other, or both at once) registers one lead and one visit", async () => {
    const first = await registerWalkIn(database.db, visitor(), counsellor, address, now);
    const second = await registerWalkIn(database.db, visitor(), counsellor, address, now);
    expect(second).toMatchObject({
      status: "registered",
      duplicate: true,
      leadId: first.status === "registered" ? first.leadId : "",
    });

    const racing = await Promise.all([
      registerWalkIn(database.db, visitor({ phone: "010-5555-0009", key: "walkin-race-01" }), counsellor, address, now),
      registerWalkIn(database.db, visitor({ phone: "010-5555-0009", key: "walkin-race-01" }), counsellor, address, now),
    ]);
    expect(racing.map((result) => result.status)).toEqual(["registered", "registered"]);
    expect(await leadsOf("010-5555-0009")).toHaveLength(1);
    expect(await leadsOf("010-5555-0001")).toHaveLength(1);
    expect(await entries()).toHaveLength(2);
    expect((await audits()).filter((entry) => entry.action === "desk.walkin")).toHaveLength(2);
  });

  test("a database failure answers failed, stores nothing, and logs no name or number", async () => {
    const transaction = vi.spyOn(database.db, "transaction").mockImplementation(() => {
      throw new Error("database unavailable");
    });
    try {
      expect(await registerWalkIn(database.db, visitor({ phone: "010-5555-0404" }), counsellor, address, now)).toEqual({
        status: "failed",
      });
    } finally {
      transaction.mockRestore();
    }
    expect(await leadsOf("010-5555-0404")).toEqual([]);
    expect(await audits()).toEqual([]);
    expect(logged.error).toHaveBeenCalledWith(expect.anything(), "desk.walkin.failed");
    expect(
      JSON.stringify(logged.error.mock.calls, (_key, value) => (value instanceof Error ? value.message : value)),
    ).not.toMatch(/현장고객|0404/);
  });
});
