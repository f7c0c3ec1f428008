import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { type LeadSubmission, parseLead } from "#app/modules/leads/schema.ts";
import { siteScoped } from "#app/platform/sites/scope.server.ts";
import { listDeliveries } from "./deliveries.server.ts";
import { listLeads } from "./inbox.server.ts";
import { countLeads, createLead, deleteExpiredLeads, getLead } from "./lead.server.ts";

function submission(overrides: Record<string, string> = {}): LeadSubmission {
  const result = parseLead({
    form: "inquiry",
    name: "홍길동",
    phone: "01012345678",
    message: "84A 타입 문의",
    privacyConsent: "on",
    idempotencyKey: "render-key-0001",
    ...overrides,
  });
  if (!result.success) throw new Error(JSON.stringify(result.fieldErrors));
  return result.data;
}

const base = { siteId: "pentacityhansin", consentVersion: "2026-11-22" };

describe.each(testDatabases())("leads on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("a complex's handle sees and changes its own leads only, whatever complex a caller names", async () => {
    const first = siteScoped(database.db, "pentacityhansin");
    const second = siteScoped(database.db, "second");
    const mine = await createLead(first, { ...base, submission: submission(), now: new Date("2026-11-22T01:00:00Z") });
    // Stored by the second complex's handle: its own, though the caller named the first.
    const theirs = await createLead(second, {
      ...base,
      submission: submission({ idempotencyKey: "render-key-0002" }),
      now: new Date("2026-11-22T02:00:00Z"),
    });
    expect(theirs.duplicate).toBe(false);
    expect(
      (await database.db.selectFrom("leads").select("site_id").where("id", "=", theirs.id).executeTakeFirst())?.site_id,
    ).toBe("second");
    expect(await getLead(first, theirs.id)).toBeUndefined();
    expect((await listLeads(first, {})).items.map((lead) => lead.id)).toEqual([mine.id]);
    expect((await listLeads(second, {})).items.map((lead) => lead.id)).toEqual([theirs.id]);
    expect(await countLeads(first)).toBe(1);
    const changed = await first
      .updateTable("leads")
      .set({ status: "on_hold" })
      .where("id", "=", theirs.id)
      .executeTakeFirst();
    expect(Number(changed.numUpdatedRows)).toBe(0);
  });

  test("a lead is stored with its normalised phone and the consent it was given", async () => {
    const now = new Date("2026-11-22T01:02:03.000Z");
    const { id, duplicate } = await createLead(database.db, {
      ...base,
      submission: submission({ phone: "+82 10 1234 5678", marketingConsent: "on", sourcePath: "/Promotion/Customer" }),
      now,
    });
    expect(duplicate).toBe(false);
    expect(await getLead(database.db, id)).toEqual({
      id,
      createdAt: now.toISOString(),
      siteId: "pentacityhansin",
      form: "inquiry",
      name: "홍길동",
      phone: "010-1234-5678",
      email: null,
      visitDate: null,
      message: "84A 타입 문의",
      sourcePath: "/Promotion/Customer",
      privacyConsent: true,
      marketingConsent: true,
      consentVersion: "2026-11-22",
      consentedAt: now.toISOString(),
      status: "new",
    });
  });

  test("the same form render sent twice stores one lead; another number stores another", async () => {
    const first = await createLead(database.db, { ...base, submission: submission() });
    const again = await createLead(database.db, { ...base, submission: submission({ phone: "010-1234-5678" }) });
    expect(again).toEqual({ id: first.id, duplicate: true, created: false });
    await createLead(database.db, { ...base, submission: submission({ phone: "010-9999-8888" }) });
    expect(await countLeads(database.db)).toBe(2);
  });

  test("a known number's next form joins its lead's history (one event per render); another site has its own", async () => {
    const first = await createLead(database.db, { ...base, submission: submission() });
    const later = new Date(Date.now() + 60_000);
    const post = () =>
      createLead(database.db, {
        ...base,
        submission: submission({ form: "visit", idempotencyKey: "render-key-0002", message: "다시 문의" }),
        now: later,
      });
    expect(await post()).toEqual({ id: first.id, duplicate: false, created: false });
    expect(await post()).toEqual({ id: first.id, duplicate: true, created: false });
    const events = await database.db.selectFrom("lead_events").selectAll().where("lead_id", "=", first.id).execute();
    expect(events.map((event) => [event.kind, event.from_value, event.to_value])).toEqual([
      ["form", "visit", "다시 문의"],
    ]);
    const row = await database.db
      .selectFrom("leads")
      .select("updated_at")
      .where("id", "=", first.id)
      .executeTakeFirst();
    expect(row?.updated_at).toBe(later.toISOString());
    const elsewhere = await createLead(database.db, {
      ...base,
      siteId: "othersite",
      submission: submission({ idempotencyKey: "render-key-0003" }),
    });
    expect(elsewhere.created).toBe(true);
    expect(await countLeads(database.db)).toBe(2);
  });

  test("two identical submissions racing store one lead and both hear its id", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => createLead(database.db, { ...base, submission: submission() })),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(await countLeads(database.db)).toBe(1);
  });

  test("without an idempotency key every submission is recorded (on the number's one lead)", async () => {
    const first = await createLead(database.db, { ...base, submission: submission({ idempotencyKey: "" }) });
    const second = await createLead(database.db, { ...base, submission: submission({ idempotencyKey: "" }) });
    expect(second).toEqual({ id: first.id, duplicate: false, created: false });
    expect(await countLeads(database.db)).toBe(1);
  });

  test("with a webhook configured the outbox row is written with the lead; without, none", async () => {
    const forwarded = await createLead(database.db, {
      ...base,
      submission: submission(),
      webhookUrl: "http://127.0.0.1:9/hook",
    });
    await createLead(database.db, {
      ...base,
      submission: submission({ idempotencyKey: "render-key-0003", phone: "010-2222-3333" }),
    });
    const deliveries = await listDeliveries(database.db, {});
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ lead_id: forwarded.id, status: "pending", attempts: 0 });
  });

  test("leads past the retention period are deleted with their outbox rows; newer ones stay", async () => {
    const now = new Date("2026-11-22T00:00:00.000Z");
    const old = await createLead(database.db, {
      ...base,
      submission: submission({ idempotencyKey: "old-render-01" }),
      webhookUrl: "http://127.0.0.1:9/hook",
      now: new Date("2025-11-21T23:59:59.000Z"),
    });
    const recent = await createLead(database.db, {
      ...base,
      submission: submission({ idempotencyKey: "new-render-01", phone: "010-2222-3333" }),
      now: new Date("2025-11-22T00:00:01.000Z"),
    });
    expect(await deleteExpiredLeads(database.db, { retentionDays: 365, now })).toBe(1);
    expect(await getLead(database.db, old.id)).toBeUndefined();
    expect(await getLead(database.db, recent.id)).toBeDefined();
    expect(await listDeliveries(database.db, {})).toEqual([]);
  });

  test("a person who came back within the period keeps the record, however old its first form", async () => {
    const old = await createLead(database.db, {
      ...base,
      submission: submission({ idempotencyKey: "old-render-02" }),
      now: new Date("2025-01-01T00:00:00.000Z"),
    });
    await createLead(database.db, {
      ...base,
      submission: submission({ idempotencyKey: "new-render-02" }),
      now: new Date("2026-01-01T00:00:00.000Z"),
    });
    const now = new Date("2026-11-22T00:00:00.000Z");
    expect(await deleteExpiredLeads(database.db, { retentionDays: 365, now })).toBe(0);
    expect(await getLead(database.db, old.id)).toBeDefined();
  });
});

describe.each(testDatabases())("leads inbox on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("filters by form, site, status, Seoul dates and the phone's last four digits; pages newest first", async () => {
    const { listLeads, updateLeadStatus } = await import("./inbox.server.ts");
    const make = (key: string, overrides: Record<string, string>, now: string, siteId = "pentacityhansin") =>
      createLead(database.db, {
        ...base,
        siteId,
        submission: submission({ idempotencyKey: key, ...overrides }),
        now: new Date(now),
      });
    // 2026-11-20 23:30 KST = 14:30 UTC; 2026-11-21 00:30 KST = 2026-11-20 15:30 UTC.
    const late = await make("inbox-key-01", { form: "visit", phone: "010-1111-2222" }, "2026-11-20T14:30:00.000Z");
    const early = await make("inbox-key-02", { phone: "010-3333-4444" }, "2026-11-20T15:30:00.000Z");
    await make("inbox-key-03", { form: "interest", phone: "010-5555-2222" }, "2026-11-21T03:00:00.000Z", "othersite");
    await updateLeadStatus(database.db, early.id, { status: "counselling" });

    const ids = async (filter: Parameters<typeof listLeads>[1]) =>
      (await listLeads(database.db, filter)).items.map((lead) => lead.id);
    expect((await listLeads(database.db, {})).total).toBe(3);
    expect(await ids({ form: "visit" })).toEqual([late.id]);
    expect(await ids({ siteId: "othersite" })).toHaveLength(1);
    expect(await ids({ status: "counselling" })).toEqual([early.id]);
    expect(await ids({ from: "2026-11-21", to: "2026-11-21", siteId: "pentacityhansin" })).toEqual([early.id]);
    expect(await ids({ to: "2026-11-20" })).toEqual([late.id]);
    expect((await ids({ phoneLast4: "2222" })).length).toBe(2);

    const page = await listLeads(database.db, {}, { page: 2, pageSize: 2 });
    expect(page).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(page.items.map((lead) => lead.id)).toEqual([late.id]);
    const contacted = (await listLeads(database.db, { status: "counselling" })).items[0];
    expect(contacted).toMatchObject({ status: "counselling" });
  });

  test("filters by channel (or its absence) and campaign; lists the channels and campaigns present", async () => {
    const { listLeadChannels, listLeads } = await import("./inbox.server.ts");
    const { NO_CHANNEL } = await import("./inbox-schema.ts");
    const { attributionOf } = await import("#app/modules/attribution/attribution.ts");
    const make = (key: string, landing: string | null) =>
      createLead(database.db, {
        ...base,
        submission: submission({ idempotencyKey: key, phone: `010-5000-00${key.slice(-2)}` }),
        attribution: landing === null ? null : attributionOf({ landing, referrer: "", ownHosts: [] }),
      });
    const naver = await make("channel-key-01", "/?utm_source=naver&utm_medium=cpc&utm_campaign=launch");
    await make("channel-key-02", "/?utm_source=naver&utm_medium=cpc&utm_campaign=autumn");
    const direct = await make("channel-key-03", "/");
    const unknown = await make("channel-key-04", null);

    const ids = async (filter: Parameters<typeof listLeads>[1]) =>
      (await listLeads(database.db, filter)).items.map((lead) => lead.id);
    expect(await ids({ channel: "naver" })).toHaveLength(2);
    expect(await ids({ channel: "naver", campaign: "launch" })).toEqual([naver.id]);
    expect(await ids({ channel: "direct" })).toEqual([direct.id]);
    expect(await ids({ channel: NO_CHANNEL })).toEqual([unknown.id]);
    const [lead] = (await listLeads(database.db, { campaign: "launch" })).items;
    expect(lead?.attribution).toMatchObject({ channel: "naver", medium: "cpc", campaign: "launch", landingPath: "/" });
    expect(await listLeadChannels(database.db)).toEqual({
      channels: ["naver", "direct"],
      campaigns: ["autumn", "launch"],
    });
  });
});
