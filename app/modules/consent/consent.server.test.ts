import { RateLimiterMemory } from "rate-limiter-flexible";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { MIGRATION_CHAIN_TIMEOUT, type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import type { LeadSubmission } from "#app/modules/leads/schema.ts";

/** The first complex (DEFAULT_SITE_ID in tests), whose consent and campaigns these are. */
const FIRST_SITE = "pentacityhansin";

// Whatever still reaches for the process's database gets the test one.
let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));

const { createLead } = await import("#app/modules/leads/lead.server.ts");
const { relayDueMessages } = await import("#app/platform/messaging/relay.server.ts");
const { consentServer } = await import("./feature.server.ts");
// The relay as the platform wires it: with the kinds consent declares.
const daytimeKinds = new Set(consentServer.messaging?.daytimeKinds);
const { consentHistory, marketingAllowed, recordConsent, deleteExpiredConsent, optOutLink, withdrawByOptOutToken } =
  await import("./consent.server.ts");
const { siteScoped } = await import("#app/platform/sites/scope.server.ts");
const { addSite, ensureDefaultSite } = await import("#app/platform/sites/sites.server.ts");
const { countAudience } = await import("#app/modules/campaigns/audience.server.ts");
const { NO_FILTERS } = await import("#app/modules/campaigns/schema.ts");
const { optOutByToken, optOutPageOf } = await import("./opt-out-page.server.ts");
const { hashOptOutToken, optOutToken } = await import("./token.server.ts");
const { enqueueConsentReminders } = await import("./reminders.server.ts");
const { consentCardOf, recordStaffConsent } = await import("./admin.server.ts");
const { consentPersonData } = await import("./person-data.server.ts");

/**
 * Marketing consent over time, on each database, with the process in UTC: the history a lead's form
 * starts, the one-tap opt-out (one request, every lead of the number, once), the result notice and the
 * two-year reminder outside quiet hours and exactly once, staff records with their permissions and
 * hostile input, a data-subject request's find and erase.
 */
const settings = { siteId: FIRST_SITE, siteUrl: "https://www.pentacity-hansin.example", optOut080: "080-123-4567" };
const address = "203.0.113.7";
const owner = { id: "owner-1", email: "owner@example.com", name: "총괄", role: "owner" as const };
const counsellor = { id: "c-kim", email: "kim@example.com", name: "김상담", role: "counsellor" as const };
// 11:00 in Korea, 27 November 2026.
const DAY = new Date("2026-11-27T02:00:00.000Z");
const originalTz = process.env.TZ;

function submission(phone: string, marketing: boolean, key = crypto.randomUUID()): LeadSubmission {
  return {
    form: "inquiry",
    name: "동의시험",
    phone,
    message: "문의",
    privacyConsent: true,
    marketingConsent: marketing,
    idempotencyKey: key,
  } as LeadSubmission;
}

async function lead(phone: string, marketing = true, now = DAY) {
  const { id } = await createLead(database.db, {
    submission: submission(phone, marketing),
    siteId: "pentacityhansin",
    consentVersion: "2026-11-22",
    now,
  });
  return id;
}

async function messagesTo(phone: string) {
  return database.db
    .selectFrom("messages")
    .select(["kind", "body", "next_attempt_at", "status", "lead_id"])
    .where("recipient", "=", phone)
    .orderBy("created_at")
    .execute();
}

function limits() {
  return {
    misses: new RateLimiterMemory({ points: 20, duration: 600 }),
    posts: new RateLimiterMemory({ points: 10, duration: 600 }),
  };
}

describe.each(testDatabases())("marketing consent on %s", (_name, open) => {
  beforeEach(async () => {
    process.env.TZ = "UTC";
    database = await open();
  });
  afterEach(async () => {
    vi.useRealTimers();
    process.env.TZ = originalTz;
    await database.cleanup();
  });

  test("a lead's form consent is a 'given' event in the lead's transaction; its result notice waits for 08:00 Korea time", async () => {
    // 22:30 in Korea (13:30 UTC): quiet hours.
    const late = new Date("2026-11-27T13:30:00.000Z");
    const id = await lead("010-1111-2222", true, late);
    await lead("010-3333-4444", false, late);
    const history = await consentHistory(database.db, FIRST_SITE, "010-1111-2222");
    expect(history).toMatchObject([{ action: "given", channel: "form", lead_id: id, actor_id: null }]);
    expect(await consentHistory(database.db, FIRST_SITE, "010-3333-4444")).toEqual([]);
    const [notice] = await messagesTo("010-1111-2222");
    expect(notice).toMatchObject({ kind: "consent.result", lead_id: id, next_attempt_at: "2026-11-27T23:00:00.000Z" });
    for (const part of [
      "전송자: 펜타시티 한신더휴",
      "광고성 정보 수신 동의",
      "2026년 11월 27일",
      "처리 완료",
      "/unsubscribe/",
    ]) {
      expect(notice?.body).toContain(part);
    }
    expect(await messagesTo("010-3333-4444")).toEqual([]);
    expect(
      await marketingAllowed(database.db, FIRST_SITE, [
        "01011112222",
        "010-3333-4444",
        "not a number",
        "010-9999-0000",
      ]),
    ).toEqual(new Set(["010-1111-2222"]));
  });

  test("a later form without the box is no withdrawal but ends the consent: the history, marketingAllowed and the campaigns' audience agree", async () => {
    const number = "010-2222-0001";
    const hour = (h: number) => new Date(DAY.getTime() + h * 3_600_000);
    const agreed = async () => ({
      allowed: (await marketingAllowed(database.db, FIRST_SITE, [number])).has(number),
      audience: await countAudience(database.db, FIRST_SITE, NO_FILTERS),
    });
    const first = await lead(number, true, hour(0));
    expect(await agreed()).toEqual({ allowed: true, audience: 1 });
    // A newer form of the person's own, the optional box left empty.
    const second = await lead(number, false, hour(1));
    expect(await consentHistory(database.db, FIRST_SITE, number)).toMatchObject([
      { action: "not_given", channel: "form", lead_id: second, actor_id: null },
      { action: "given", channel: "form", lead_id: first },
    ]);
    expect(await agreed()).toEqual({ allowed: false, audience: 0 });
    // Not a withdrawal: no result notice (the one text is the consent's), the earlier form's flag stays.
    expect((await messagesTo(number)).map((m) => m.kind)).toEqual(["consent.result"]);
    const flags = await database.db
      .selectFrom("leads")
      .select(["id", "marketing_consent"])
      .where("phone", "=", number)
      .execute();
    expect(flags.find((row) => row.id === first)?.marketing_consent).toBe(1);
    // Nothing is recorded for a number with no consent standing (a second empty box, a first-time visitor).
    await lead(number, false, hour(2));
    await lead("010-2222-0002", false, hour(2));
    expect(await consentHistory(database.db, FIRST_SITE, number)).toHaveLength(2);
    expect(await consentHistory(database.db, FIRST_SITE, "010-2222-0002")).toEqual([]);
    // Ticked again on a later form: a new consent, in force again for both.
    await lead(number, true, hour(3));
    expect(await agreed()).toEqual({ allowed: true, audience: 1 });
  });

  test("the relay never sends a consent notice in quiet hours: one claimed at 21:00 waits, uncounted, for 08:00", async () => {
    await lead("010-1111-2222", true, DAY);
    const sent: string[] = [];
    const provider = {
      name: "solapi" as const,
      send: async (message: { kind: string }) => {
        sent.push(message.kind);
        return { status: "sent" as const, providerMessageId: "M1", channel: "lms" };
      },
    };
    const at21 = new Date("2026-11-27T12:00:00.000Z");
    await relayDueMessages({ db: database.db, provider, now: () => at21, daytimeKinds });
    expect(sent).toEqual([]);
    expect(await messagesTo("010-1111-2222")).toMatchObject([
      { status: "pending", next_attempt_at: "2026-11-27T23:00:00.000Z" },
    ]);
    await relayDueMessages({
      db: database.db,
      provider,
      now: () => new Date("2026-11-27T23:00:00.000Z"),
      daytimeKinds,
    });
    expect(sent).toEqual(["consent.result"]);
  });

  test("opt-out by link: one request withdraws every lead of the number, once; tampered and unknown tokens are not found", async () => {
    const first = await lead("010-1111-2222");
    const second = await lead("010-1111-2222");
    const other = await lead("010-5555-6666");
    const token = optOutToken(FIRST_SITE, "010-1111-2222");
    const deps = { db: database.db, limits: limits(), settings };
    expect(await optOutPageOf(token, address, deps)).toEqual({ masked: "010-****-2222", withdrawn: false });

    const at = new Date("2026-11-27T05:00:00.000Z");
    expect(await optOutByToken(token, address, { now: at, deps })).toBe("withdrawn");
    const flags = await database.db.selectFrom("leads").select(["id", "marketing_consent"]).orderBy("id").execute();
    expect(Object.fromEntries(flags.map((row) => [row.id, row.marketing_consent]))).toEqual({
      [first]: 0,
      [second]: 0,
      [other]: 1,
    });
    expect((await consentHistory(database.db, FIRST_SITE, "010-1111-2222"))[0]).toMatchObject({
      action: "withdrawn",
      channel: "link",
      actor_id: null,
    });
    expect(await marketingAllowed(database.db, FIRST_SITE, ["010-1111-2222", "010-5555-6666"])).toEqual(
      new Set(["010-5555-6666"]),
    );
    const notices = (await messagesTo("010-1111-2222")).filter((row) => row.body.includes("수신 거부(동의 철회)"));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.next_attempt_at).toBe(at.toISOString());

    // Again (a reload, a second tap): nothing more is recorded or sent.
    expect(await optOutByToken(token, address, { now: at, deps })).toBe("already");
    expect((await consentHistory(database.db, FIRST_SITE, "010-1111-2222")).length).toBe(3);
    expect((await messagesTo("010-1111-2222")).length).toBe(3);
    expect(await optOutPageOf(token, address, deps)).toEqual({ masked: "010-****-2222", withdrawn: true });

    // Tampered (one character changed), malformed, and a real token of a number with no history.
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [tampered, "short", `${token}x`, "../../etc/passwd", optOutToken(FIRST_SITE, "010-7777-8888")]) {
      expect(await optOutPageOf(bad, address, deps)).toBeUndefined();
      expect(await optOutByToken(bad, address, { now: at, deps })).toBe("not-found");
    }
    expect(await consentHistory(database.db, FIRST_SITE, "010-7777-8888")).toEqual([]);
  });

  test("wrong tokens are limited per address (429 with a wait), a right token always opens; posts are limited per address", async () => {
    await lead("010-1111-2222");
    const token = optOutToken(FIRST_SITE, "010-1111-2222");
    const deps = { db: database.db, limits: limits(), settings };
    for (let i = 0; i < 20; i++)
      expect(await optOutPageOf(`${"x".repeat(42)}${i % 10}`, address, deps)).toBeUndefined();
    const limited = { status: "rate-limited", retryAfterSeconds: expect.any(Number) };
    expect(await optOutPageOf("x".repeat(43), address, deps)).toEqual(limited);
    expect(await optOutByToken("x".repeat(43), address, { deps })).toEqual(limited);
    // Many people share one carrier address: a real link from it still opens and works.
    expect(await optOutPageOf(token, address, deps)).toEqual({ masked: "010-****-2222", withdrawn: false });
    expect(await optOutByToken(token, address, { deps })).toBe("withdrawn");
    const wait = await optOutPageOf("y".repeat(43), address, deps);
    expect(wait).toEqual(limited);
    expect((wait as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect((wait as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(await optOutPageOf("x".repeat(43), "198.51.100.1", deps)).toBeUndefined();

    const posts = {
      db: database.db,
      limits: { ...limits(), posts: new RateLimiterMemory({ points: 1, duration: 600 }) },
    };
    await lead("010-3333-4444");
    const other = optOutToken(FIRST_SITE, "010-3333-4444");
    expect(await optOutByToken(other, "198.51.100.2", { deps: posts })).toBe("withdrawn");
    expect(await optOutByToken(other, "198.51.100.2", { deps: posts })).toEqual(limited);
  });

  test("the two-year reminder: queued once by two instances' rounds, at 08:00 when the round runs at night, never to a withdrawn number", async () => {
    const given = new Date("2024-11-27T02:00:00.000Z");
    await lead("010-1111-2222", true, given);
    await lead("010-3333-4444", true, given);
    await lead("010-5555-6666", true, new Date("2025-01-10T02:00:00.000Z")); // not two years yet
    await recordConsent(database.db, {
      phone: "010-3333-4444",
      action: "withdrawn",
      channel: "reply080",
      now: new Date("2025-06-01T02:00:00.000Z"),
      settings,
    });
    const reminders = async () =>
      await database.db
        .selectFrom("messages")
        .select(["recipient", "body", "next_attempt_at"])
        .where("kind", "=", "consent.reminder")
        .execute();

    // A day before two years: nothing.
    expect(await enqueueConsentReminders(database.db, { now: new Date("2026-11-26T02:00:00.000Z"), settings })).toBe(0);
    // 23:00 in Korea on the day: two instances at once → one text, for 08:00 the next morning.
    const night = new Date("2026-11-27T14:00:00.000Z");
    const counts = await Promise.all([
      enqueueConsentReminders(database.db, { now: night, settings }),
      enqueueConsentReminders(database.db, { now: night, settings }),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await reminders()).toMatchObject([
      { recipient: "010-1111-2222", next_attempt_at: "2026-11-27T23:00:00.000Z" },
    ]);
    const body = (await reminders())[0]?.body ?? "";
    for (const part of [
      "2024년 11월 27일",
      "동의하셨습니다",
      optOutLink(settings, "010-1111-2222"),
      "무료수신거부 080-123-4567",
    ]) {
      expect(body).toContain(part);
    }
    // Later rounds the same period: nothing more for it; the number consenting in January 2025 has its first.
    expect(await enqueueConsentReminders(database.db, { now: new Date("2027-01-09T02:00:00.000Z"), settings })).toBe(0);
    expect(await enqueueConsentReminders(database.db, { now: new Date("2027-06-01T02:00:00.000Z"), settings })).toBe(1);
    // Two years after its reminder: the next one.
    expect(await enqueueConsentReminders(database.db, { now: new Date("2028-11-27T15:00:00.000Z"), settings })).toBe(1);
    expect((await reminders()).map((row) => row.recipient).sort()).toEqual([
      "010-1111-2222",
      "010-1111-2222",
      "010-5555-6666",
    ]);
  });

  test("staff on a lead's page: a 080 reply or a phone request, audit-logged; a counsellor may withdraw but not record a consent", async () => {
    const id = await lead("010-1111-2222", false);
    const form = (values: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(values)) data.set(key, value);
      return data;
    };
    const opts = { now: DAY, settings };
    const record = (choice: string, reason: string, who: typeof owner | typeof counsellor, options: typeof opts) =>
      recordStaffConsent(database.db, id, form({ choice, reason }), who, address, options);
    const refused = await record("phone-given", "통화 중 동의", counsellor, opts);
    expect(refused).toMatchObject({ status: 403, answer: { ok: false, reason: "통화 중 동의" } });
    expect(await consentHistory(database.db, FIRST_SITE, "010-1111-2222")).toEqual([]);

    const given = await record("phone-given", "통화 중 동의", owner, opts);
    expect(given).toMatchObject({ status: 200, answer: { ok: true } });
    expect(
      (await database.db.selectFrom("leads").select("marketing_consent").where("id", "=", id).executeTakeFirst())
        ?.marketing_consent,
    ).toBe(1);

    const later = { now: new Date(DAY.getTime() + 60_000), settings };
    const withdrawn = await record("reply080", "080 회신 확인", counsellor, later);
    expect(withdrawn).toMatchObject({ status: 200, answer: { ok: true } });
    const card = await consentCardOf(database.db, id, counsellor);
    expect(card).toMatchObject({
      state: "withdrawn",
      choices: ["reply080", "phone-withdrawn"],
      history: [
        { action: "withdrawn", channel: "reply080", who: "김상담", reason: "080 회신 확인" },
        { action: "given", channel: "phone", who: "총괄", reason: "통화 중 동의" },
      ],
    });
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "actor_id", "target", "detail"])
      .where("action", "=", "consent.record")
      .orderBy("created_at")
      .execute();
    expect(audit.map((row) => [row.actor_id, row.target, JSON.parse(row.detail ?? "{}")])).toEqual([
      ["owner-1", id, { choice: "phone-given", recorded: true, changedLeads: 1, reasonLength: 7 }],
      ["c-kim", id, { choice: "reply080", recorded: true, changedLeads: 1, reasonLength: 9 }],
    ]);
    // The same withdrawal again changes nothing but is still logged as tried.
    const again = await record("phone-withdrawn", "재요청", counsellor, later);
    expect(again).toMatchObject({
      status: 200,
      answer: { ok: true, message: expect.stringContaining("바뀐 것이 없습니다") },
    });
    expect((await consentHistory(database.db, FIRST_SITE, "010-1111-2222")).length).toBe(2);
  });

  test("hostile input on the staff form: a clear Korean message, the words given back, nothing changed", async () => {
    const id = await lead("010-1111-2222", true);
    const before = await consentHistory(database.db, FIRST_SITE, "010-1111-2222");
    const cases: Record<string, string>[] = [
      {},
      { choice: "phone-given" },
      { choice: "erase", reason: "삭제 요청" },
      { choice: "given", reason: "충분한 사유" },
      { choice: "reply080", reason: "x".repeat(201) },
      { choice: "reply080", reason: "ㄱ" },
      { choice: "reply080", reason: "사유\u0000입니다" },
      { choice: "reply080", reason: "사유\u202e입니다" },
      { choice: "reply080'; drop table leads;--", reason: "사유입니다" },
    ];
    for (const values of cases) {
      const data = new FormData();
      for (const [key, value] of Object.entries(values)) data.set(key, value);
      const result = await recordStaffConsent(database.db, id, data, owner, address, { now: DAY, settings });
      expect(result).toMatchObject({ status: 400, answer: { ok: false } });
      if (result === "gone") throw new Error("the lead exists");
      expect(result.answer.message).toMatch(/[가-힣]/);
      if (!result.answer.ok) expect(result.answer.reason).toBe(values.reason ?? "");
    }
    expect(await consentHistory(database.db, FIRST_SITE, "010-1111-2222")).toEqual(before);
    expect(
      await database.db.selectFrom("audit_log").selectAll().where("action", "=", "consent.record").execute(),
    ).toEqual([]);
    expect(await recordStaffConsent(database.db, "no-such-lead", new FormData(), owner, address)).toMatchObject({
      status: 400,
    });
    const data = new FormData();
    data.set("choice", "reply080");
    data.set("reason", "080 회신");
    expect(await recordStaffConsent(database.db, "no-such-lead", data, owner, address, { settings })).toBe("gone");
  });

  test("a data-subject request finds the history; erase keeps only the withdrawal, with no lead, staff or reason", async () => {
    await lead("010-1111-2222");
    await recordConsent(database.db, {
      phone: "010-1111-2222",
      action: "withdrawn",
      channel: "phone",
      actor: { id: "owner-1", name: "총괄" },
      reason: "전화 요청",
      now: new Date(DAY.getTime() + 1000),
      settings,
    });
    const [section] = await consentPersonData.find(database.db, "010-1111-2222");
    expect(section?.name).toBe("consentEvents");
    expect(section?.rows.map((row) => row.fields.map((field) => field.value))).toEqual([
      ["2026-11-27 11:00", "수신 동의", "홈페이지 신청서", "본인", "없음"],
      ["2026-11-27 11:00", "수신 거부", "전화 요청", "총괄", "전화 요청"],
    ]);
    const erasedAt = new Date("2026-11-28T01:00:00.000Z");
    const counts = await database.db
      .transaction()
      .execute((trx) => consentPersonData.erase(trx, "010-1111-2222", { now: erasedAt }));
    expect(counts).toEqual({ deletedConsentEvents: 2 });
    expect(await consentHistory(database.db, FIRST_SITE, "010-1111-2222")).toMatchObject([
      { action: "withdrawn", channel: "erase", lead_id: null, actor_id: null, actor_name: null, reason: null },
    ]);
    expect(await marketingAllowed(database.db, FIRST_SITE, ["010-1111-2222"])).toEqual(new Set());
    // Its link no longer opens anything.
    expect(
      await optOutPageOf(optOutToken(FIRST_SITE, "010-1111-2222"), address, { db: database.db, limits: limits() }),
    ).toBeUndefined();
    // A number without history: nothing kept.
    const none = await database.db
      .transaction()
      .execute((trx) => consentPersonData.erase(trx, "010-9999-0000", { now: erasedAt }));
    expect(none).toEqual({ deletedConsentEvents: 0 });
    expect(await consentHistory(database.db, FIRST_SITE, "010-9999-0000")).toEqual([]);
  });

  test("retention: a number's history goes once it has no lead and its latest event is older than the period", async () => {
    await lead("010-1111-2222", true, new Date("2025-01-01T00:00:00.000Z"));
    await lead("010-3333-4444", true, new Date("2025-01-01T00:00:00.000Z"));
    await database.db.deleteFrom("leads").where("phone", "=", "010-1111-2222").execute();
    const now = new Date("2026-11-27T00:00:00.000Z");
    expect(await deleteExpiredConsent(database.db, { retentionDays: 365, now })).toBe(1);
    expect(await consentHistory(database.db, FIRST_SITE, "010-1111-2222")).toEqual([]);
    expect(await consentHistory(database.db, FIRST_SITE, "010-3333-4444")).toHaveLength(1);
  });

  test("consent follows the advertiser: an opt-out from one complex leaves another's consent, flags and link alone", async () => {
    await ensureDefaultSite(database.db);
    await addSite(database.db, { id: "second", name: "둘째 단지", host: "second.example" });
    const number = "010-1111-2222";
    const firstHost = siteScoped(database.db, FIRST_SITE);
    const secondHost = siteScoped(database.db, "second");
    // The same person leaves a lead with the marketing box ticked on each complex's site.
    const firstLead = await createLead(firstHost, {
      submission: submission(number, true),
      siteId: FIRST_SITE,
      consentVersion: "2026-11-22",
      now: DAY,
    });
    const secondLead = await createLead(secondHost, {
      submission: submission(number, true),
      siteId: "second",
      consentVersion: "2026-11-22",
      now: DAY,
    });
    expect(await marketingAllowed(database.db, FIRST_SITE, [number])).toEqual(new Set([number]));
    expect(await marketingAllowed(database.db, "second", [number])).toEqual(new Set([number]));
    // Each result notice comes from its complex, with its complex's link.
    const notices = await database.db
      .selectFrom("messages")
      .select(["site_id", "body"])
      .where("kind", "=", "consent.result")
      .orderBy("site_id")
      .execute();
    expect(notices.map((row) => row.site_id)).toEqual([FIRST_SITE, "second"]);
    expect(notices[1]?.body).toContain("https://second.example/unsubscribe/");
    expect(notices[0]?.body).not.toContain("second.example");

    // The first complex's link withdraws the first complex's consent only.
    const firstToken = optOutToken(FIRST_SITE, number);
    const secondToken = optOutToken("second", number);
    expect(secondToken).not.toBe(firstToken);
    expect(await withdrawByOptOutToken(firstHost, firstToken, { now: DAY })).toBe("withdrawn");
    expect(await marketingAllowed(database.db, FIRST_SITE, [number])).toEqual(new Set());
    expect(await marketingAllowed(database.db, "second", [number])).toEqual(new Set([number]));
    const flags = await database.db
      .selectFrom("leads")
      .select(["id", "marketing_consent"])
      .orderBy("site_id")
      .execute();
    expect(flags).toEqual([
      { id: firstLead.id, marketing_consent: 0 },
      { id: secondLead.id, marketing_consent: 1 },
    ]);
    expect(await countAudience(database.db, "second", NO_FILTERS)).toBe(1);
    expect(await countAudience(database.db, FIRST_SITE, NO_FILTERS)).toBe(0);

    // A complex's link opens on its own host only: elsewhere it is an unknown token (404).
    expect(await optOutPageOf(secondToken, address, { db: firstHost, limits: limits() })).toBeUndefined();
    expect(await optOutPageOf(secondToken, address, { db: secondHost, limits: limits() })).toEqual({
      masked: "010-****-2222",
      withdrawn: false,
    });
    // Staff on the first complex see its history, not the other complex's.
    expect((await consentHistory(firstHost, "second", number)).length).toBe(0);
    expect((await consentHistory(database.db, "second", number)).map((row) => row.action)).toEqual(["given"]);
  });
});

describe.each(testDatabases())("the consent migration on %s", (_name, open) => {
  test("the complexes' migration gives every number, event and campaign to the first complex; links already sent still open", {
    timeout: MIGRATION_CHAIN_TIMEOUT,
  }, async () => {
    const db = await open({ upTo: "2026-12-09T01-00-00-booking-sites" });
    try {
      const at = "2026-11-20T01:00:00.000Z";
      const number = "010-5555-6666";
      await db.db
        .insertInto("marketing_consent_numbers")
        .values({
          phone: number,
          token_hash: hashOptOutToken(optOutToken(FIRST_SITE, number)),
          created_at: at,
        } as never)
        .execute();
      await db.db
        .insertInto("marketing_consent_events")
        .values({ id: "e1", phone: number, action: "given", channel: "form", created_at: at } as never)
        .execute();
      await migrateToLatest(db.db);
      expect(await db.db.selectFrom("marketing_consent_numbers").select(["site_id", "phone"]).execute()).toEqual([
        { site_id: FIRST_SITE, phone: number },
      ]);
      expect(await db.db.selectFrom("marketing_consent_events").select(["site_id", "id"]).execute()).toEqual([
        { site_id: FIRST_SITE, id: "e1" },
      ]);
      expect(await marketingAllowed(db.db, FIRST_SITE, [number])).toEqual(new Set([number]));
      expect(await marketingAllowed(db.db, "second", [number])).toEqual(new Set());
      expect(
        await optOutPageOf(optOutToken(FIRST_SITE, number), address, {
          db: siteScoped(db.db, FIRST_SITE),
          limits: limits(),
        }),
      ).toEqual({ masked: "010-****-6666", withdrawn: false });
    } finally {
      await db.cleanup();
    }
  });

  test("back-fills a 'given' event for each lead stored with marketing consent, at its consent time", {
    timeout: MIGRATION_CHAIN_TIMEOUT,
  }, async () => {
    const db = await open({ upTo: "2026-11-27T00-00-00-published-documents" });
    try {
      const row = (id: string, phone: string, marketing: number) => ({
        id,
        created_at: "2026-01-02T03:04:05.000Z",
        updated_at: "2026-01-02T03:04:05.000Z",
        site_id: "pentacityhansin",
        form: "inquiry",
        name: "이전 고객",
        phone,
        privacy_consent: 1,
        marketing_consent: marketing,
        consent_version: "2026-01-01",
        consented_at: "2026-01-02T03:04:05.000Z",
        dedupe_key: `key-${id}`,
      });
      await db.db
        .insertInto("leads")
        .values([row("a", "010-1111-2222", 1), row("b", "010-1111-2222", 1), row("c", "010-3333-4444", 0)] as never)
        .execute();
      await migrateToLatest(db.db);
      const events = await db.db
        .selectFrom("marketing_consent_events")
        .select(["phone", "action", "channel", "lead_id", "created_at"])
        .orderBy("lead_id")
        .execute();
      expect(events).toEqual([
        {
          phone: "010-1111-2222",
          action: "given",
          channel: "form",
          lead_id: "a",
          created_at: "2026-01-02T03:04:05.000Z",
        },
        {
          phone: "010-1111-2222",
          action: "given",
          channel: "form",
          lead_id: "b",
          created_at: "2026-01-02T03:04:05.000Z",
        },
      ]);
      expect(await db.db.selectFrom("marketing_consent_numbers").select(["phone", "token_hash"]).execute()).toEqual([
        { phone: "010-1111-2222", token_hash: null },
      ]);
      expect(await marketingAllowed(db.db, FIRST_SITE, ["010-1111-2222", "010-3333-4444"])).toEqual(
        new Set(["010-1111-2222"]),
      );
      // The reminder two years on gives the back-filled number its link, and the link opens.
      expect(await enqueueConsentReminders(db.db, { now: new Date("2028-01-03T02:00:00.000Z"), settings })).toBe(1);
      expect(
        await optOutPageOf(optOutToken(FIRST_SITE, "010-1111-2222"), address, { db: db.db, limits: limits() }),
      ).toEqual({
        masked: "010-****-2222",
        withdrawn: false,
      });
    } finally {
      await db.cleanup();
    }
  });
});
