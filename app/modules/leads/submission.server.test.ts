import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { countLeads } from "#app/modules/leads/lead.server.ts";
import { addSite } from "#app/platform/sites/sites.server.ts";
import { handleLeadRequest, type LeadRequestDeps } from "./submission.server.ts";

const siteUrl = "https://www.pentacity-hansin.example";

const ADDRESS = "203.0.113.7";

function post(fields: Record<string, string>) {
  const headers = { "content-type": "application/x-www-form-urlencoded", origin: siteUrl };
  return new Request(`${siteUrl}/api/lead`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

const valid = {
  form: "visit",
  name: "이영희",
  phone: "010 5555 6666",
  message: "주말 방문 희망",
  privacyConsent: "on",
  idempotencyKey: "submission-render-1",
};

describe.each(testDatabases())("lead submission on %s", (_name, open) => {
  let database: TestDatabase;
  let deps: LeadRequestDeps;
  let stored = 0;
  beforeEach(async () => {
    database = await open();
    stored = 0;
    deps = {
      db: database.db,
      limiter: database.createRateLimiter({ keyPrefix: "lead-test", points: 3, durationSeconds: 600 }),
      siteId: "pentacityhansin",
      webhookUrl: "http://127.0.0.1:9/hook",
      onStored: () => {
        stored++;
      },
    };
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("a valid submission answers success only after the lead is stored", async () => {
    const response = await handleLeadRequest(post(valid), ADDRESS, deps);
    expect(response).toMatchObject({ result: { status: "success" }, status: 200 });
    expect(await countLeads(database.db)).toBe(1);
    expect(stored).toBe(1);
  });

  test("a lead is always the host's complex's: a form naming another complex, or any other id, changes nothing", async () => {
    await addSite(database.db, { id: "othersite", name: "다른 단지", host: "othersite.example" });
    expect((await handleLeadRequest(post({ ...valid, siteId: "othersite" }), ADDRESS, deps)).status).toBe(200);
    const namespace = { ...valid, siteId: "press-room", phone: "010-2222-3333", idempotencyKey: "submission-render-2" };
    expect((await handleLeadRequest(post(namespace), ADDRESS, deps)).status).toBe(200);
    const rows = await database.db.selectFrom("leads").select(["site_id", "phone"]).orderBy("phone").execute();
    expect(rows.map((row) => row.site_id)).toEqual(["pentacityhansin", "pentacityhansin"]);
  });

  test("invalid input answers 400 with Korean field errors and stores nothing", async () => {
    const response = await handleLeadRequest(
      post({ ...valid, name: "", phone: "123", privacyConsent: "" }),
      ADDRESS,
      deps,
    );
    expect(response).toEqual({
      result: {
        status: "invalid",
        fieldErrors: {
          name: ["이름을 입력해 주세요."],
          phone: ["올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)"],
          privacyConsent: ["개인정보 수집·이용에 동의해 주세요."],
        },
      },
      status: 400,
    });
    expect(await countLeads(database.db)).toBe(0);
  });

  test("the lead stores the visit's channel from the form, classified on the server, and its Korea day", async () => {
    deps.siteUrl = siteUrl;
    const fields = {
      ...valid,
      landing: "/?utm_source=Naver&utm_medium=cpc&utm_campaign=launch&n_keyword=%ED%95%9C%EC%8B%A0",
      referrer: "https://m.search.naver.com/search.naver?query=secret",
    };
    expect((await handleLeadRequest(post(fields), ADDRESS, deps)).status).toBe(200);
    const row = await database.db
      .selectFrom("leads")
      .select([
        "channel",
        "medium",
        "campaign",
        "term",
        "referrer_host",
        "landing_path",
        "ad_params",
        "day",
        "created_at",
      ])
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      channel: "naver",
      medium: "cpc",
      campaign: "launch",
      term: "한신",
      referrer_host: "m.search.naver.com",
      landing_path: "/",
      ad_params: JSON.stringify({ n_keyword: "한신" }),
    });
    expect(row.day).toBe(new Date(new Date(row.created_at).getTime() + 9 * 3_600_000).toISOString().slice(0, 10));
  });

  test("a form without a landing takes the page action's fallback; a form's own landing wins over it", async () => {
    deps.siteUrl = siteUrl;
    const fallbackLanding = "/?utm_source=naver&utm_medium=cpc&utm_campaign=launch";
    await handleLeadRequest(post(valid), ADDRESS, deps, { fallbackLanding });
    await handleLeadRequest(
      post({
        ...valid,
        phone: "010-5555-6667",
        idempotencyKey: "submission-render-4",
        landing: "/?utm_source=kakao",
        referrer: "",
      }),
      ADDRESS,
      deps,
      { fallbackLanding },
    );
    const rows = await database.db
      .selectFrom("leads")
      .select(["channel", "medium", "campaign", "landing_path"])
      .orderBy("channel")
      .execute();
    expect(rows).toEqual([
      { channel: "kakao", medium: null, campaign: null, landing_path: "/" },
      { channel: "naver", medium: "cpc", campaign: "launch", landing_path: "/" },
    ]);
  });

  test("a lead from a direct visit is direct; one whose form carried no visit source has no channel", async () => {
    deps.siteUrl = siteUrl;
    await handleLeadRequest(post({ ...valid, landing: "/", referrer: "" }), ADDRESS, deps);
    await handleLeadRequest(
      post({ ...valid, phone: "010-5555-6602", idempotencyKey: "submission-render-2" }),
      ADDRESS,
      deps,
    );
    await handleLeadRequest(
      post({
        ...valid,
        phone: "010-5555-6603",
        idempotencyKey: "submission-render-3",
        landing: "/Brand/intro",
        referrer: `${siteUrl}/`,
      }),
      ADDRESS,
      deps,
    );
    const rows = await database.db
      .selectFrom("leads")
      .select(["channel", "medium", "day"])
      .orderBy("created_at")
      .execute();
    expect(rows.map((row) => row.channel).sort()).toEqual(["direct", null, null]);
    expect(rows.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.day ?? ""))).toBe(true);
  });

  test("a filled honeypot hears success and nothing is stored", async () => {
    const response = await handleLeadRequest(post({ ...valid, homepage: "http://spam.example" }), ADDRESS, deps);
    expect(response).toMatchObject({ result: { status: "success" }, status: 200 });
    expect(await countLeads(database.db)).toBe(0);
  });

  test("the rate limit holds per client address, in the database", async () => {
    for (let index = 0; index < 3; index++) {
      const response = await handleLeadRequest(
        post({ ...valid, phone: `010-5555-700${index}`, idempotencyKey: `rate-render-${index}` }),
        ADDRESS,
        deps,
      );
      expect(response.status).toBe(200);
    }
    const limited = await handleLeadRequest(post({ ...valid, idempotencyKey: "rate-render-9" }), ADDRESS, deps);
    expect(limited).toMatchObject({
      result: { status: "rate-limited", message: expect.stringMatching(/[가-힣]/) },
      status: 429,
    });
    expect(Number(limited.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(await countLeads(database.db)).toBe(3);

    // A second limiter on the same store (another instance) sees the same counter.
    const otherInstance = {
      ...deps,
      limiter: database.createRateLimiter({ keyPrefix: "lead-test", points: 3, durationSeconds: 600 }),
    };
    expect(
      (await handleLeadRequest(post({ ...valid, idempotencyKey: "rate-render-8" }), ADDRESS, otherInstance)).status,
    ).toBe(429);
    // Another address is not affected.
    const other = await handleLeadRequest(
      post({ ...valid, phone: "010-5555-7007", idempotencyKey: "rate-render-7" }),
      "198.51.100.4",
      deps,
    );
    expect(other.status).toBe(200);
    expect(await countLeads(database.db)).toBe(4);
  });

  test("a double submit of one form render stores one lead and both hear success", async () => {
    const [first, second] = await Promise.all([
      handleLeadRequest(post(valid), ADDRESS, deps),
      handleLeadRequest(post(valid), ADDRESS, deps),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await countLeads(database.db)).toBe(1);
    expect(stored).toBe(1);
  });

  test("when the database fails the visitor hears failure (503), never success", async () => {
    for (const table of ["lead_deliveries", "lead_notes", "counselling_entries", "lead_events", "leads"] as const) {
      await database.db.schema.dropTable(table).execute();
    }
    const response = await handleLeadRequest(post(valid), ADDRESS, deps);
    expect(response).toMatchObject({
      result: { status: "failed", message: expect.stringMatching(/[가-힣]/) },
      status: 503,
    });
  });
});
