import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { recordConsent, withdrawByOptOutToken } from "#app/modules/consent/consent.server.ts";
import { optOutToken } from "#app/modules/consent/token.server.ts";
import { insertBooking } from "#app/modules/leads/test-rows.ts";
import type { MessageProvider } from "#app/platform/messaging/provider.server.ts";
import { relayDueMessages } from "#app/platform/messaging/relay.server.ts";
import { siteScoped } from "#app/platform/sites/scope.server.ts";
import { countAudience, listAudience } from "./audience.server.ts";
import {
  approveCampaign,
  type CampaignActor,
  type CampaignSettings,
  cancelCampaign,
  createCampaign,
  getCampaign,
  listCampaigns,
  requestSend,
  saveCampaign,
  testSendCampaign,
} from "./campaigns.server.ts";
import { NO_FILTERS } from "./schema.ts";
import { runCampaignRound } from "./sending.server.ts";
import { insertLead, insertStaff } from "./test-rows.ts";

/** The first complex (DEFAULT_SITE_ID in tests), whose consent and campaigns these are. */
const FIRST_SITE = "pentacityhansin";

const settings: CampaignSettings = {
  siteId: FIRST_SITE,
  senderName: "펜타시티 한신더휴",
  siteUrl: "https://www.pentacity-hansin.example",
  contactPhone: "1661-0000",
  optOut080: "080-123-4567",
  approvalThreshold: 1000,
  optOutUrl: (phone) => `https://www.pentacity-hansin.example/unsubscribe/${phone.replaceAll("-", "")}`,
};
const marketer: CampaignActor & { name: string } = {
  actorId: "marketer-1",
  actorEmail: "m@pentacity-hansin.example",
  ipAddress: null,
  role: "marketer",
  name: "마케터",
};
const manager: CampaignActor = { actorId: "manager-1", actorEmail: "g@p.example", ipAddress: null, role: "manager" };
const phone = (n: number) => `010-1000-${String(n).padStart(4, "0")}`;
const consentSettings = {
  siteId: FIRST_SITE,
  siteUrl: "https://www.pentacity-hansin.example",
  optOut080: "080-123-4567",
};
// 10:00 in Korea on a Tuesday (01:00 UTC): inside the sending hours.
const MORNING = new Date("2026-12-01T01:00:00.000Z");

/** A sender that records what it was handed and says SOLAPI took it. */
function recordingProvider() {
  const sent: { to: string; body: string; purpose: string }[] = [];
  const provider: MessageProvider = {
    name: "solapi",
    async send(message) {
      sent.push({ to: message.recipient, body: message.body, purpose: message.purpose });
      return { status: "sent", providerMessageId: `M${sent.length}`, channel: message.channel };
    },
  };
  return { sent, provider };
}

describe.each(testDatabases())("advertising campaigns on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
    await insertStaff(database, "marketer-1", "marketer", "010-9999-0001");
    await insertStaff(database, "manager-1", "manager", "010-9999-0002");
    await insertStaff(database, "manager-2", "manager", null);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database.cleanup();
  });

  /** A campaign written by the marketer to everyone, not yet tested; its id. */
  async function draft(name: string, body: string) {
    const created = await createCampaign(database.db, { name, body, filters: NO_FILTERS }, marketer, settings, MORNING);
    if (!created.ok) throw new Error(created.message);
    return created.value;
  }

  async function readyCampaign(body = "#{이름}님, 견본주택이 오픈합니다.", threshold = settings.approvalThreshold) {
    const id = await draft("오픈 안내", body);
    const tested = await testSendCampaign(database.db, id, marketer, settings, MORNING);
    expect(tested).toEqual({ ok: true, value: "010-9999-0001" });
    const withThreshold = { ...settings, approvalThreshold: threshold };
    const requested = await requestSend(database.db, id, { now: true }, marketer, withThreshold, MORNING);
    return { id, requested };
  }

  /**
   * The settings as the server reads them, with a query: the round must ask outside its transactions
   * (on SQLite the one connection is the transaction's, and a read beside it would wait for ever).
   */
  const readSettings = async (siteId: string) => {
    await database.db.selectFrom("sites").select("id").where("id", "=", siteId).execute();
    return settings;
  };
  const round = (at: Date, batchSize = 500) =>
    runCampaignRound({ db: database.db, settings: readSettings, batchSize, now: () => at });

  test("a campaign is its complex's: another complex's handle neither finds, lists nor changes it", async () => {
    const id = await draft("오픈 안내", "견본주택이 오픈합니다.");
    const other = siteScoped(database.db, "second");
    expect(await getCampaign(other, id)).toBeUndefined();
    expect((await listCampaigns(other)).items).toEqual([]);
    const saved = await saveCampaign(
      other,
      id,
      { name: "변조", body: "변조", filters: NO_FILTERS },
      marketer,
      settings,
    );
    expect(saved).toMatchObject({ ok: false, status: 404 });
    expect((await getCampaign(database.db, id))?.name).toBe("오픈 안내");
  });

  test("nobody without marketing consent: the number's consent history decides (not the leads' flags), one recipient per number, an opt-out excludes at once", async () => {
    await insertLead(database, { phone: phone(1) });
    await insertLead(database, { phone: phone(2), consent: false });
    // Declined first, consented on a later form: a new consent; the newest lead gives the name.
    await insertLead(database, { phone: phone(4), consent: false, createdAt: "2026-11-01T00:00:00.000Z" });
    await insertLead(database, { phone: phone(4), name: "나중", createdAt: "2026-11-10T00:00:00.000Z" });
    // Two consenting leads of one number: one recipient.
    await insertLead(database, { phone: phone(5), createdAt: "2026-11-01T00:00:00.000Z" });
    await insertLead(database, { phone: phone(5), createdAt: "2026-11-02T00:00:00.000Z" });
    // A lead whose flag says yes but whose number has no consent in its history: no.
    await insertLead(database, { phone: phone(6) });
    await database.db.deleteFrom("marketing_consent_events").where("phone", "=", phone(6)).execute();
    const audience = await listAudience(database.db, FIRST_SITE, NO_FILTERS);
    expect(audience.map((m) => m.phone)).toEqual([phone(1), phone(4), phone(5)]);
    expect(audience.find((m) => m.phone === phone(4))?.name).toBe("나중");
    // A withdrawal (here staff entering a 080 reply) excludes the number at once.
    await recordConsent(database.db, {
      phone: phone(5),
      action: "withdrawn",
      channel: "reply080",
      now: MORNING,
      notify: false,
    });
    expect(await countAudience(database.db, FIRST_SITE, NO_FILTERS)).toBe(2);
    // (A later form without the box: app/modules/consent/consent.server.test.ts, with marketingAllowed.)
  });

  test("filters narrow: stage, channel, campaign, date range, booked, visited (consent still required)", async () => {
    await insertLead(database, {
      phone: phone(1),
      status: "booked",
      channel: "naver",
      campaign: "open",
      createdAt: "2026-11-05T00:00:00.000Z",
    });
    await insertLead(database, {
      phone: phone(2),
      status: "new",
      channel: "kakao",
      createdAt: "2026-11-15T00:00:00.000Z",
    });
    await insertLead(database, { phone: phone(3), status: "visited", channel: "naver", consent: false });
    await insertBooking(database, { phone: phone(1), status: "arrived" });
    await insertBooking(database, { phone: phone(2), status: "cancelled" });
    const count = (filters: Partial<typeof NO_FILTERS>) =>
      countAudience(database.db, FIRST_SITE, { ...NO_FILTERS, ...filters });
    expect(await count({})).toBe(2);
    expect(await count({ stages: ["booked", "visited"] })).toBe(1);
    expect(await count({ channel: "naver" })).toBe(1);
    expect(await count({ campaign: "open" })).toBe(1);
    expect(await count({ from: "2026-11-10", to: "2026-11-30" })).toBe(1);
    expect(await count({ booked: "yes" })).toBe(1);
    expect(await count({ booked: "no" })).toBe(1);
    expect(await count({ visited: "yes" })).toBe(1);
    expect(await count({ visited: "no", channel: "kakao" })).toBe(1);
  });

  test("a test send to the author's own phone comes first, for the text as it is; then it goes, each number once, with the required parts", async () => {
    await insertLead(database, { phone: phone(1), name: "김하나" });
    await insertLead(database, { phone: phone(2), name: "이두리" });
    const id = await draft("오픈", "(광고) #{이름}님 오픈합니다");
    const untested = await requestSend(database.db, id, { now: true }, marketer, settings, MORNING);
    expect(untested).toMatchObject({ ok: false, message: expect.stringContaining("시험 발송") });
    // A staff member without a phone in their account cannot test.
    expect(
      await testSendCampaign(database.db, id, { ...manager, actorId: "manager-2", name: "매니저" }, settings, MORNING),
    ).toMatchObject({ ok: false, message: expect.stringContaining("휴대전화 번호") });
    await testSendCampaign(database.db, id, marketer, settings, MORNING);
    const test = await database.db
      .selectFrom("messages")
      .selectAll()
      .where("kind", "=", "campaign.test")
      .executeTakeFirstOrThrow();
    expect(test).toMatchObject({ recipient: "010-9999-0001", purpose: "ad" });
    expect(await requestSend(database.db, id, { now: true }, marketer, settings, MORNING)).toEqual({
      ok: true,
      value: "scheduled",
    });

    expect(await round(MORNING)).toMatchObject({ started: 1, queued: 2 });
    expect(await round(MORNING)).toMatchObject({ queued: 0 });
    const texts = await database.db
      .selectFrom("messages")
      .selectAll()
      .where("kind", "=", "campaign")
      .orderBy("recipient")
      .execute();
    expect(texts.map((t) => [t.recipient, t.purpose, t.channel])).toEqual([
      [phone(1), "ad", "lms"],
      [phone(2), "ad", "lms"],
    ]);
    expect(
      texts[0]?.body.startsWith(
        "(광고)펜타시티 한신더휴\n김하나님 오픈합니다\n문의 1661-0000\n무료수신거부 080-123-4567",
      ),
    ).toBe(true);
    expect(texts[0]?.body.split("(광고)").length).toBe(2);
    expect(texts[1]?.body).toContain("unsubscribe/01010000002");

    const { sent, provider } = recordingProvider();
    await relayDueMessages({ db: database.db, provider, now: () => MORNING });
    expect(sent.filter((s) => s.body.includes("오픈합니다")).length).toBe(3); // the test and two recipients
    expect(await round(MORNING)).toMatchObject({ finished: 1 });
    const recipients = await database.db.selectFrom("campaign_recipients").select(["status"]).execute();
    expect(recipients.map((r) => r.status)).toEqual(["accepted", "accepted"]);
    const campaign = await database.db.selectFrom("campaigns").selectAll().executeTakeFirstOrThrow();
    expect(campaign).toMatchObject({ status: "done", recipient_count: 2, estimated_cost: 100 });

    // The carriers' reports (platform/messaging/delivery-reports.server.ts): 접수 → 성공, 실패 with the reason.
    const report = (to: string, set: { delivery_status: "delivered" | "failed"; delivery_reason?: string }) =>
      database.db.updateTable("messages").set(set).where("kind", "=", "campaign").where("recipient", "=", to).execute();
    await report(phone(1), { delivery_status: "delivered" });
    await report(phone(2), { delivery_status: "failed", delivery_reason: "휴대폰 전원 꺼짐" });
    await round(MORNING);
    const reported = await database.db
      .selectFrom("campaign_recipients")
      .select(["phone", "status", "reason"])
      .orderBy("phone")
      .execute();
    expect(reported).toEqual([
      { phone: phone(1), status: "delivered", reason: null },
      { phone: phone(2), status: "failed", reason: "휴대폰 전원 꺼짐" },
    ]);
  });

  test("an opt-out after the campaign started is honoured: the number's batch re-checks consent and skips it", async () => {
    for (let n = 1; n <= 4; n++) await insertLead(database, { phone: phone(n) });
    const { id } = await readyCampaign();
    await round(MORNING, 2);
    // Number 4 opts out by its link while the first batch is on its way (the consent module's own path).
    expect(
      await withdrawByOptOutToken(database.db, optOutToken(FIRST_SITE, phone(4)), {
        now: MORNING,
        settings: consentSettings,
      }),
    ).toBe("withdrawn");
    const { provider } = recordingProvider();
    await relayDueMessages({ db: database.db, provider, now: () => MORNING });
    await round(MORNING, 2);
    await relayDueMessages({ db: database.db, provider, now: () => MORNING });
    await round(MORNING, 2);
    const rows = await database.db
      .selectFrom("campaign_recipients")
      .select(["phone", "status", "reason"])
      .where("campaign_id", "=", id)
      .orderBy("phone")
      .execute();
    expect(rows.map((r) => r.status)).toEqual(["accepted", "accepted", "accepted", "skipped"]);
    expect(rows[3]?.reason).toContain("철회");
    const texted = await database.db
      .selectFrom("messages")
      .select("recipient")
      .where("kind", "=", "campaign")
      .execute();
    expect(texted.map((t) => t.recipient)).not.toContain(phone(4));
    // The only text number 4 gets is the withdrawal's result notice (a service message, not an ad).
    const toFour = await database.db
      .selectFrom("messages")
      .select(["kind"])
      .where("recipient", "=", phone(4))
      .execute();
    expect(toFour).toEqual([{ kind: "consent.result" }]);
  });

  test("quiet hours with the server in UTC: scheduling into 21:00–08:00 Korea time is refused; a running campaign pauses at 21:00 and goes on at 08:00", async () => {
    for (let n = 1; n <= 3; n++) await insertLead(database, { phone: phone(n) });
    const id = await draft("야간", "오픈");
    await testSendCampaign(database.db, id, marketer, settings, MORNING);
    // 23:30 Korea time is 14:30 UTC the same day; 07:30 Korea is 22:30 UTC the day before.
    for (const time of ["21:00", "23:30", "00:10", "07:59"]) {
      const refused = await requestSend(
        database.db,
        id,
        { now: false, day: "2026-12-02", time },
        marketer,
        settings,
        MORNING,
      );
      expect(refused).toMatchObject({ ok: false, message: expect.stringContaining("밤 9시") });
    }
    const atNight = new Date("2026-12-01T13:00:00.000Z"); // 22:00 Korea
    expect(await requestSend(database.db, id, { now: true }, marketer, settings, atNight)).toMatchObject({
      ok: false,
      message: expect.stringContaining("지금은"),
    });
    expect(
      await requestSend(database.db, id, { now: false, day: "2026-12-01", time: "20:58" }, marketer, settings, MORNING),
    ).toEqual({ ok: true, value: "scheduled" });

    const at2058 = new Date("2026-12-01T11:58:00.000Z");
    await round(at2058, 1); // starts, one number queued in the outbox
    const at2100 = new Date("2026-12-01T12:00:00.000Z");
    expect(await round(at2100, 1)).toMatchObject({ paused: 1, queued: 0 });
    // The texts queued before 21:00 (the recipient's and the test send) are held by the relay until 08:00.
    const { sent: all, provider } = recordingProvider();
    const sent = { map: (f: (s: { to: string }) => string) => all.filter((s) => !s.to.startsWith("010-9999")).map(f) };
    expect(await relayDueMessages({ db: database.db, provider, now: () => at2100 })).toMatchObject({
      held: 2,
      sent: 0,
    });
    const after0Kst = new Date("2026-12-01T15:30:00.000Z"); // 00:30 Korea, the next day
    expect(await round(after0Kst, 1)).toMatchObject({ queued: 0, resumed: 0 });
    expect(await relayDueMessages({ db: database.db, provider, now: () => after0Kst })).toMatchObject({ sent: 0 });
    const campaign = await database.db.selectFrom("campaigns").selectAll().executeTakeFirstOrThrow();
    expect(campaign).toMatchObject({ status: "paused", resume_at: "2026-12-01T23:00:00.000Z" });
    expect(all).toHaveLength(0);

    const at0800 = new Date("2026-12-01T23:00:00.000Z");
    expect(await round(at0800, 1)).toMatchObject({ resumed: 1, queued: 0 }); // the held text is still on its way
    await relayDueMessages({ db: database.db, provider, now: () => at0800 });
    expect(sent.map((s) => s.to)).toEqual([phone(1)]);
    await round(at0800, 1);
    await relayDueMessages({ db: database.db, provider, now: () => at0800 });
    await round(at0800, 1);
    await relayDueMessages({ db: database.db, provider, now: () => at0800 });
    await round(at0800, 1);
    expect(sent.map((s) => s.to)).toEqual([phone(1), phone(2), phone(3)]);
    expect((await database.db.selectFrom("campaigns").select("status").executeTakeFirstOrThrow()).status).toBe("done");
  });

  test("over the threshold a second person approves: not the author, not a marketer; the owner or another manager", async () => {
    for (let n = 1; n <= 3; n++) await insertLead(database, { phone: phone(n) });
    const { id, requested } = await readyCampaign("오픈", 2);
    expect(requested).toEqual({ ok: true, value: "approval_needed" });
    expect(await round(MORNING)).toMatchObject({ started: 0 });
    expect(await approveCampaign(database.db, id, marketer, MORNING)).toMatchObject({ ok: false, status: 403 });
    const author = { ...manager, actorId: "marketer-1" };
    expect(await approveCampaign(database.db, id, author, MORNING)).toMatchObject({
      ok: false,
      message: expect.stringContaining("작성자 본인"),
    });
    expect(await approveCampaign(database.db, id, manager, MORNING)).toEqual({ ok: true, value: undefined });
    const campaign = await database.db.selectFrom("campaigns").selectAll().executeTakeFirstOrThrow();
    expect(campaign).toMatchObject({ status: "scheduled", approved_by: "manager-1" });
    const audit = await database.db.selectFrom("audit_log").select("action").where("target", "=", id).execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["campaign.create", "campaign.test", "campaign.request", "campaign.approve"]),
    );
  });

  test("six parallel send requests, approvals and cancels: one of each succeeds and is audited, the others get a Korean 409 and write nothing", async () => {
    for (let n = 1; n <= 3; n++) await insertLead(database, { phone: phone(n) });
    const id = await draft("동시 요청", "오픈");
    await testSendCampaign(database.db, id, marketer, settings, MORNING);
    const audited = async (action: string) =>
      (await database.db.selectFrom("audit_log").select("action").where("target", "=", id).execute()).filter(
        (row) => row.action === action,
      ).length;
    const waiting = { ...settings, approvalThreshold: 2 };
    const requests = await Promise.all(
      Array.from({ length: 6 }, () => requestSend(database.db, id, { now: true }, marketer, waiting, MORNING)),
    );
    expect(requests.filter((outcome) => outcome.ok)).toEqual([{ ok: true, value: "approval_needed" }]);
    for (const refused of requests.filter((outcome) => !outcome.ok)) {
      expect(refused).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/[가-힣]/) });
    }
    expect(await audited("campaign.request")).toBe(1);

    const approvals = await Promise.all(
      Array.from({ length: 6 }, () => approveCampaign(database.db, id, manager, MORNING)),
    );
    expect(approvals.filter((outcome) => outcome.ok)).toHaveLength(1);
    for (const refused of approvals.filter((outcome) => !outcome.ok)) {
      expect(refused).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/[가-힣]/) });
    }
    expect(await audited("campaign.approve")).toBe(1);
    expect(await database.db.selectFrom("campaigns").select("status").executeTakeFirstOrThrow()).toEqual({
      status: "scheduled",
    });

    const cancels = await Promise.all(
      Array.from({ length: 6 }, () => cancelCampaign(database.db, id, manager, MORNING)),
    );
    expect(cancels.filter((outcome) => outcome.ok)).toHaveLength(1);
    for (const refused of cancels.filter((outcome) => !outcome.ok)) {
      expect(refused).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/[가-힣]/) });
    }
    expect(await audited("campaign.cancel")).toBe(1);
  });

  test("exactly once with two instances claiming at the same time, and after a crash mid-batch", async () => {
    for (let n = 1; n <= 40; n++) await insertLead(database, { phone: phone(n) });
    const { id } = await readyCampaign();
    // Two instances start it at once: one writes the recipients.
    const [a, b] = await Promise.all([round(MORNING, 7), round(MORNING, 7)]);
    expect(a.started + b.started).toBe(1);
    // A crashed instance: it claimed recipients (lease) and died before queueing them.
    await database.db
      .updateTable("campaign_recipients")
      .set({ locked_until: `${new Date(MORNING.getTime() + 60_000).toISOString()}#crashed` })
      .where("campaign_id", "=", id)
      .where("status", "=", "queued")
      .where("phone", "in", [phone(39), phone(40)])
      .execute();
    const { sent, provider } = recordingProvider();
    let at = MORNING;
    for (let i = 0; i < 12; i++) {
      at = new Date(at.getTime() + 30_000);
      const now = at;
      await Promise.all([
        runCampaignRound({ db: database.db, settings: readSettings, batchSize: 7, now: () => now }),
        runCampaignRound({ db: database.db, settings: readSettings, batchSize: 7, now: () => now }),
      ]);
      await Promise.all([
        relayDueMessages({ db: database.db, provider, now: () => now }),
        relayDueMessages({ db: database.db, provider, now: () => now }),
      ]);
    }
    await runCampaignRound({ db: database.db, settings: readSettings, batchSize: 7, now: () => at });
    const campaignTexts = sent.filter((s) => !s.to.startsWith("010-9999"));
    expect(campaignTexts).toHaveLength(40);
    expect(new Set(campaignTexts.map((s) => s.to)).size).toBe(40);
    const stored = await database.db.selectFrom("messages").select("id").where("kind", "=", "campaign").execute();
    expect(stored).toHaveLength(40);
    expect(
      (await database.db.selectFrom("campaigns").select("status").where("id", "=", id).executeTakeFirstOrThrow())
        .status,
    ).toBe("done");
  });
});
