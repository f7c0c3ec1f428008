import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { alimtalkTemplates, messageTexts } from "#app/modules/messages/copy.ts";
import { siteScoped } from "#app/platform/sites/scope.server.ts";
import { addSite, ensureDefaultSite } from "#app/platform/sites/sites.server.ts";
import { type FakeSolapi, startFakeSolapi } from "../../../tests/fakes/solapi.ts";
import { channelFor, eucKrBytes } from "./channel.ts";
import { refreshDeliveryReports } from "./delivery-reports.server.ts";
import { logProvider, type MessageProvider, NO_PROVIDER, NO_SENDER, solapiProvider } from "./provider.server.ts";
import { relayDueMessages, requestPacer } from "./relay.server.ts";
import { solapiDeliveryReports } from "./solapi-reports.server.ts";
import { claimDueMessages, enqueueMessage, listMessages, redactMessages } from "./text-outbox.server.ts";

test("SMS up to 90 EUC-KR bytes (Hangul 2, ASCII 1), LMS beyond", () => {
  expect(eucKrBytes("가a")).toBe(3);
  expect(channelFor("가".repeat(45))).toBe("sms");
  expect(channelFor(`${"가".repeat(45)}a`)).toBe("lms");
  expect(channelFor("a".repeat(90))).toBe("sms");
  expect(channelFor("a".repeat(91))).toBe("lms");
});

test("the request pacer spaces requests by the interval, and does not wait when they come slowly", async () => {
  let clock = 0;
  const waits: number[] = [];
  const pace = requestPacer(1000, {
    clock: () => clock,
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
  });
  await pace();
  clock += 300;
  await pace();
  await pace();
  clock += 5000;
  await pace();
  expect(waits).toEqual([700, 1000]);
});

describe.each(testDatabases())("the messages outbox on %s", (_name, open) => {
  let database: TestDatabase;
  let fake: FakeSolapi;
  beforeAll(async () => {
    fake = await startFakeSolapi("KEY123", "secret-of-solapi");
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(async () => {
    database = await open();
    fake.received.length = 0;
    fake.failures.length = 0;
    fake.htmlAnswers = 0;
    fake.listRequests = 0;
    fake.dropAnswers = 0;
    fake.refusedNumbers.clear();
    fake.sendRequests.length = 0;
  });
  afterEach(async () => {
    await database.cleanup();
  });

  const message = (eventKey: string) => ({
    kind: "booking.confirmation" as const,
    to: "010-1234-5678",
    text: "[펜타시티 한신더휴] 견본주택 방문 예약이 확정되었습니다.",
    eventKey,
  });
  const solapiOptions = (options: { apiSecret?: string; fetch?: typeof fetch } = {}) => ({
    apiKey: "KEY123",
    apiSecret: options.apiSecret ?? "secret-of-solapi",
    sender: "1661-0000",
    baseUrl: fake.url(),
    fetch: options.fetch,
  });
  const solapi = (options: { apiSecret?: string; fetch?: typeof fetch } = {}) => solapiProvider(solapiOptions(options));

  test("one message per event, even when it is queued twice at once", async () => {
    const results = await Promise.all([
      enqueueMessage(database.db, message("booking.confirmation:b1")),
      enqueueMessage(database.db, message("booking.confirmation:b1")),
      enqueueMessage(database.db, message("booking.confirmation:b1")),
    ]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect((await listMessages(database.db)).items).toHaveLength(1);
  });

  test("a text queued for another complex names that complex, not the one the wording was written for", async () => {
    await ensureDefaultSite(database.db);
    await addSite(database.db, { id: "riverside", name: "리버사이드 단지", host: "riverside.example" });
    const second = siteScoped(database.db, "riverside");
    await enqueueMessage(second, { ...message("consent.result:r1"), subject: "펜타시티 한신더휴" });
    await enqueueMessage(siteScoped(database.db, "pentacityhansin"), message("consent.result:p1"));
    const rows = await database.db
      .selectFrom("messages")
      .select(["site_id", "body", "subject"])
      .orderBy("site_id")
      .execute();
    expect(rows).toEqual([
      { site_id: "pentacityhansin", body: "[펜타시티 한신더휴] 견본주택 방문 예약이 확정되었습니다.", subject: null },
      {
        site_id: "riverside",
        body: "[리버사이드 단지] 견본주택 방문 예약이 확정되었습니다.",
        subject: "리버사이드 단지",
      },
    ]);
  });

  test("a complex's handle queues its texts under its complex and lists only its own; the relay claims every complex's", async () => {
    const first = siteScoped(database.db, "pentacityhansin");
    const second = siteScoped(database.db, "riverside");
    await enqueueMessage(first, message("booking.confirmation:a1"));
    // A complex named in the message is the handle's, whatever the caller says.
    await enqueueMessage(second, { ...message("booking.confirmation:b1"), siteId: "pentacityhansin" });
    expect((await listMessages(first)).items.map((row) => row.event_key)).toEqual(["booking.confirmation:a1"]);
    expect((await listMessages(second)).items.map((row) => [row.event_key, row.site_id])).toEqual([
      ["booking.confirmation:b1", "riverside"],
    ]);
    expect(await claimDueMessages(database.db)).toHaveLength(2);
  });

  test("two relays never claim the same message", async () => {
    for (let i = 0; i < 10; i++) await enqueueMessage(database.db, message(`e${i}`));
    const [first, second] = await Promise.all([claimDueMessages(database.db), claimDueMessages(database.db)]);
    const ids = [...(first ?? []), ...(second ?? [])].map((row) => row.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
  });

  test("a redaction rewrites stored bodies; a waiting text is cancelled, one a relay holds or has sent only loses its words", async () => {
    await enqueueMessage(database.db, message("in-flight"));
    expect(await claimDueMessages(database.db)).toHaveLength(1);
    for (const key of ["waiting", "sent", "other"]) await enqueueMessage(database.db, message(key));
    await database.db.updateTable("messages").set({ status: "sent" }).where("event_key", "=", "sent").execute();
    const redact = (body: string) => body.replace("확정", "(지움)");
    expect(await redactMessages(database.db, ["waiting", "in-flight", "sent"], redact)).toBe(3);
    const rows = await database.db.selectFrom("messages").select(["event_key", "status", "body"]).execute();
    const byKey = new Map(rows.map((row) => [row.event_key, row]));
    const gone = expect.stringContaining("(지움)");
    expect(byKey.get("waiting")).toMatchObject({ status: "cancelled", body: gone });
    expect(byKey.get("in-flight")).toMatchObject({ status: "pending", body: gone });
    expect(byKey.get("sent")).toMatchObject({ status: "sent", body: gone });
    expect(byKey.get("other")).toMatchObject({ status: "pending", body: expect.stringContaining("확정") });
    // Nothing left to take out: nothing changes.
    expect(await redactMessages(database.db, ["sent"], redact)).toBe(0);
  });

  test("without a provider a message is kept and marked not sent, never sent", async () => {
    await enqueueMessage(database.db, message("e1"));
    expect(await relayDueMessages({ db: database.db, provider: logProvider() })).toMatchObject({ sent: 0, notSent: 1 });
    const [row] = (await listMessages(database.db)).items;
    expect(row).toMatchObject({ status: "not_sent", last_error: NO_PROVIDER, sent_at: null });
  });

  test("SOLAPI: signed with HMAC-SHA256, sent once, marked sent with the provider's id", async () => {
    await enqueueMessage(database.db, message("e1"));
    expect(await relayDueMessages({ db: database.db, provider: solapi() })).toMatchObject({ sent: 1 });
    const [row] = (await listMessages(database.db)).items;
    expect(fake.received).toEqual([
      // Our own id goes along, so a send whose answer was lost can be found in SOLAPI's message list.
      {
        to: "01012345678",
        from: "16610000",
        text: message("e1").text,
        type: "SMS",
        customFields: { outboxId: row?.id },
      },
    ]);
    expect(row).toMatchObject({ status: "sent", channel: "sms", provider_message_id: "M0" });
    // A second round finds nothing to send.
    expect(await relayDueMessages({ db: database.db, provider: solapi() })).toMatchObject({ sent: 0 });
    expect(fake.received).toHaveLength(1);
  });

  test("SOLAPI down then back: retried with growing delays, then sent; a bad key is dead at once", async () => {
    let clock = new Date("2026-11-24T00:00:00Z");
    await enqueueMessage(database.db, message("e1"), clock);
    fake.failures.push(503, 503);
    const options = { db: database.db, provider: solapi(), now: () => clock, random: () => 1, baseDelayMs: 30_000 };
    expect(await relayDueMessages(options)).toMatchObject({ retried: 1 });
    let [row] = (await listMessages(database.db)).items;
    expect(row).toMatchObject({ status: "pending", attempts: 1, next_attempt_at: "2026-11-24T00:00:30.000Z" });
    // Not due yet: nothing is tried.
    expect(await relayDueMessages(options)).toMatchObject({ retried: 0, sent: 0 });
    clock = new Date("2026-11-24T00:00:30Z");
    expect(await relayDueMessages(options)).toMatchObject({ retried: 1 });
    [row] = (await listMessages(database.db)).items;
    expect(row?.next_attempt_at).toBe("2026-11-24T00:01:30.000Z");
    clock = new Date("2026-11-24T00:01:30Z");
    expect(await relayDueMessages(options)).toMatchObject({ sent: 1 });
    expect(fake.received).toHaveLength(1);
    // A 503 is a clear answer: nothing was taken, nothing to look up.
    expect(fake.listRequests).toBe(0);

    await enqueueMessage(database.db, message("e2"), clock);
    expect(await relayDueMessages({ ...options, provider: solapi({ apiSecret: "wrong" }) })).toMatchObject({ dead: 1 });
    expect((await listMessages(database.db, { status: "dead" })).items[0]).toMatchObject({ last_error: "HTTP 401" });
  });

  test("after the last attempt a message is marked dead and kept", async () => {
    let clock = new Date("2026-11-24T00:00:00Z");
    await enqueueMessage(database.db, message("e1"), clock);
    fake.failures.push(503, 503, 503);
    const options = { db: database.db, provider: solapi(), now: () => clock, maxAttempts: 3, baseDelayMs: 1000 };
    for (let round = 0; round < 3; round++) {
      await relayDueMessages(options);
      clock = new Date(clock.getTime() + 60_000);
    }
    expect((await listMessages(database.db)).items[0]).toMatchObject({ status: "dead", attempts: 3 });
    expect(fake.received).toHaveLength(0);
  });

  /** Sends go through the fake; the first one "times out" before or after the fake took it. */
  const timingOut = (when: "before" | "after") => {
    let timedOut = false;
    const send: typeof fetch = async (input, init) => {
      if (init?.method === "POST" && !timedOut) {
        timedOut = true;
        if (when === "after") await fetch(input, init);
        throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
      }
      return fetch(input, init);
    };
    return send;
  };

  test("SOLAPI answered after the timeout: the retry finds the message in SOLAPI's list and sends nothing again", async () => {
    let clock = new Date("2026-11-24T00:00:00Z");
    await enqueueMessage(database.db, message("e1"), clock);
    const options = {
      db: database.db,
      provider: solapi({ fetch: timingOut("after") }),
      now: () => clock,
      random: () => 1,
      baseDelayMs: 1000,
    };
    expect(await relayDueMessages(options)).toMatchObject({ sent: 0, retried: 1 });
    let [row] = (await listMessages(database.db)).items;
    expect(row).toMatchObject({ status: "pending", last_error: "TimeoutError" });
    expect(row?.outcome_unknown_since).toBe("2026-11-24T00:00:00.000Z");
    clock = new Date("2026-11-24T00:00:01Z");
    expect(await relayDueMessages(options)).toMatchObject({ sent: 1 });
    expect(fake.received).toHaveLength(1);
    expect(fake.listRequests).toBe(1);
    [row] = (await listMessages(database.db)).items;
    expect(row).toMatchObject({ status: "sent", provider_message_id: "M0", channel: "sms" });
  });

  test("a send that timed out before reaching SOLAPI is looked up, not found, and sent once", async () => {
    let clock = new Date("2026-11-24T00:00:00Z");
    await enqueueMessage(database.db, message("e1"), clock);
    const options = {
      db: database.db,
      provider: solapi({ fetch: timingOut("before") }),
      now: () => clock,
      random: () => 1,
      baseDelayMs: 1000,
    };
    expect(await relayDueMessages(options)).toMatchObject({ retried: 1 });
    expect(fake.received).toHaveLength(0);
    clock = new Date("2026-11-24T00:00:01Z");
    expect(await relayDueMessages(options)).toMatchObject({ sent: 1 });
    expect(fake.listRequests).toBe(1);
    expect(fake.received).toHaveLength(1);
  });

  test("a 200 answer with an HTML page is not 'sent': the outcome is checked in SOLAPI's list before any resend", async () => {
    let clock = new Date("2026-11-24T00:00:00Z");
    await enqueueMessage(database.db, message("e1"), clock);
    fake.htmlAnswers = 1;
    const options = { db: database.db, provider: solapi(), now: () => clock, random: () => 1, baseDelayMs: 1000 };
    expect(await relayDueMessages(options)).toMatchObject({ sent: 0, retried: 1 });
    let [row] = (await listMessages(database.db)).items;
    expect(row?.status).toBe("pending");
    expect(row?.sent_at).toBeNull();
    clock = new Date("2026-11-24T00:00:01Z");
    expect(await relayDueMessages(options)).toMatchObject({ sent: 1 });
    expect(fake.received).toHaveLength(1);
    [row] = (await listMessages(database.db)).items;
    expect(row).toMatchObject({ status: "sent", provider_message_id: "M0" });
  });

  const booked = {
    day: "11월 28일(토)",
    time: "14:00",
    partySize: 2,
    address: "경상남도 창원시 성산구 1, 2층",
    link: "https://www.pentacity-hansin.example/Promotion/Visit/tok",
  };
  const kakao = {
    pfId: "KA01PF",
    templates: { "booking.confirmation": "TP-CONFIRM", "booking.cancel": "TP-CANCEL" },
    texts: alimtalkTemplates,
  };
  const reports = () => solapiDeliveryReports({ apiKey: "KEY123", apiSecret: "secret-of-solapi", baseUrl: fake.url() });
  const rowOf = async (eventKey: string) =>
    database.db.selectFrom("messages").selectAll().where("event_key", "=", eventKey).executeTakeFirstOrThrow();

  test("알림톡: a booking text goes with its template's variables read from it; an ad and a text without a template go as SMS/LMS", async () => {
    const clock = new Date("2026-11-24T03:00:00Z");
    const text = messageTexts.bookingConfirmation(booked);
    await enqueueMessage(
      database.db,
      { kind: "booking.confirmation", to: "010-1234-5678", text, eventKey: "b1" },
      clock,
    );
    await enqueueMessage(
      database.db,
      {
        kind: "booking.change",
        to: "010-1234-5678",
        text: messageTexts.bookingChange(booked),
        eventKey: "b2",
      },
      clock,
    );
    // Even an ad of a kind with a template never goes as 알림톡 (purpose decides, not only kind).
    await enqueueMessage(database.db, { ...message("ad1"), text: `(광고) ${text}`, purpose: "ad" }, clock);
    await enqueueMessage(database.db, { ...message("ad2"), text, purpose: "ad" }, clock);

    await relayDueMessages({
      db: database.db,
      provider: solapiProvider({ ...solapiOptions(), kakao }),
      now: () => clock,
    });
    const byText = (wanted: string) => fake.received.filter((sent) => sent.text === wanted);
    expect(
      byText(text)
        .map((sent) => sent.type)
        .sort(),
    ).toEqual(["ATA", "LMS"]);
    const ata = fake.received.find((sent) => sent.type === "ATA");
    expect(ata?.kakaoOptions).toEqual({
      pfId: "KA01PF",
      templateId: "TP-CONFIRM",
      variables: {
        "#{날짜}": "11월 28일(토)",
        "#{시간}": "14:00",
        "#{인원}": "2",
        "#{주소}": "경상남도 창원시 성산구 1, 2층",
        "#{링크}": booked.link,
      },
      disableSms: false,
    });
    // Kakao fills the registered template with these variables: the very text of the SMS.
    expect(
      Object.entries(ata?.kakaoOptions?.variables ?? {}).reduce(
        (filled, [name, value]) => filled.replace(name, value),
        alimtalkTemplates["booking.confirmation"].registered,
      ),
    ).toBe(text);
    expect(fake.received.filter((sent) => sent.kakaoOptions)).toHaveLength(1);
    expect((await rowOf("b1")).channel).toBe("alimtalk");
    expect((await rowOf("b2")).channel).toBe("lms");
    expect((await rowOf("ad2")).channel).toBe("lms");
  });

  test("each complex's texts go in their own request with its sender, Kakao channel and name; a complex without a sender is not sent", async () => {
    const clock = new Date("2026-11-24T03:00:00Z");
    const text = messageTexts.bookingConfirmation(booked);
    await enqueueMessage(
      database.db,
      { kind: "booking.confirmation", to: "010-1234-5678", text, eventKey: "a1" },
      clock,
    );
    await enqueueMessage(
      database.db,
      { kind: "booking.confirmation", siteId: "second", to: "010-1234-5678", text, eventKey: "b1" },
      clock,
    );
    await enqueueMessage(
      database.db,
      { kind: "staff.lead", siteId: "second", to: "010-9000-0001", text: "가".repeat(60), eventKey: "b2" },
      clock,
    );
    await enqueueMessage(database.db, { ...message("c1"), siteId: "third" }, clock);
    const asked: string[] = [];
    const counts = await relayDueMessages({
      db: database.db,
      provider: solapiProvider({ ...solapiOptions(), kakao: { ...kakao, pfId: "", templates: {} } }),
      now: () => clock,
      sendingOf: async (siteId) => {
        asked.push(siteId);
        if (siteId === "second")
          return {
            sender: "02-555-0000",
            kakao: { pfId: "KA02", templates: { "booking.confirmation": "TP-B" } },
            subject: "둘째 단지",
          };
        if (siteId === "third") return { sender: "", kakao: null };
        return { sender: "1661-0000", kakao: null, subject: "펜타시티 한신더휴" };
      },
    });
    expect(asked.sort()).toEqual(["pentacityhansin", "second", "third"]);
    // One call to the provider per complex (the third's answers at once: no sender, no request).
    expect(counts).toMatchObject({ sent: 3, notSent: 1, requests: 3 });
    // One request per complex that has a sender: the first complex's and the second's.
    expect(fake.sendRequests.sort()).toEqual([1, 2]);
    const from = (to: string, type: string) => fake.received.find((one) => one.to === to && one.type === type);
    expect(from("01012345678", "LMS")).toMatchObject({ from: "16610000", subject: "펜타시티 한신더휴" });
    expect(from("01012345678", "ATA")).toMatchObject({
      from: "025550000",
      kakaoOptions: { pfId: "KA02", templateId: "TP-B" },
    });
    expect(from("01090000001", "LMS")).toMatchObject({ from: "025550000", subject: "둘째 단지" });
    expect(await rowOf("c1")).toMatchObject({ status: "not_sent", last_error: NO_SENDER, site_id: "third" });
  });

  test("알림톡 refused outright by SOLAPI (a template that does not match): the same text goes as SMS/LMS at once, recorded as ours", async () => {
    const clock = new Date("2026-11-24T03:00:00Z");
    fake.refuse = (sent) =>
      sent.type === "ATA" ? { statusCode: "3022", statusMessage: "템플릿 내용이 일치하지 않음" } : undefined;
    try {
      const text = messageTexts.bookingConfirmation(booked);
      await enqueueMessage(
        database.db,
        { kind: "booking.confirmation", to: "010-1234-5678", text, eventKey: "b1" },
        clock,
      );
      await relayDueMessages({
        db: database.db,
        provider: solapiProvider({ ...solapiOptions(), kakao }),
        now: () => clock,
      });
      expect(fake.received.map((sent) => [sent.type, sent.text])).toEqual([["LMS", text]]);
      expect(await rowOf("b1")).toMatchObject({
        status: "sent",
        channel: "lms",
        fallback: "ours",
        last_error: "알림톡 거절, 문자로 보냄: 3022 템플릿 내용이 일치하지 않음",
      });
    } finally {
      fake.refuse = undefined;
    }
  });

  test("delivery reports: 성공, 실패 with SOLAPI's reason and code, 접수 asked again a minute later; two instances never ask for one message twice", async () => {
    let clock = new Date("2026-11-24T03:00:00Z");
    for (const key of ["ok", "bad", "waiting"]) await enqueueMessage(database.db, message(key), clock);
    // Sent four days ago: beyond the window, never asked about.
    await enqueueMessage(database.db, message("old"), clock);
    await relayDueMessages({ db: database.db, provider: solapi(), now: () => clock });
    await database.db
      .updateTable("messages")
      .set({ sent_at: "2026-11-20T03:00:00.000Z" })
      .where("event_key", "=", "old")
      .execute();
    fake.report((await rowOf("ok")).provider_message_id ?? "", { statusCode: "4000" });
    fake.report((await rowOf("bad")).provider_message_id ?? "", {
      statusCode: "3059",
      statusMessage: "변작된 발신번호",
    });
    fake.listRequests = 0;
    const options = { db: database.db, source: reports(), now: () => clock };
    const [first, second] = await Promise.all([refreshDeliveryReports(options), refreshDeliveryReports(options)]);
    expect((first?.asked ?? 0) + (second?.asked ?? 0)).toBe(3);
    expect(await rowOf("ok")).toMatchObject({
      delivery_status: "delivered",
      delivery_code: "4000",
      delivered_channel: "sms",
      fallback: null,
      delivery_locked_until: null,
    });
    expect(await rowOf("bad")).toMatchObject({
      delivery_status: "failed",
      delivery_code: "3059",
      delivery_reason: "변작된 발신번호",
      delivered_channel: null,
    });
    expect(await rowOf("waiting")).toMatchObject({
      delivery_status: null,
      delivery_checked_at: clock.toISOString(),
      delivery_locked_until: null,
    });
    expect((await rowOf("old")).delivery_checked_at).toBeNull();
    // Nothing is asked twice within a minute; then only the one still waiting, and it arrives.
    expect(await refreshDeliveryReports(options)).toMatchObject({ asked: 0 });
    clock = new Date(clock.getTime() + 60_000);
    fake.report((await rowOf("waiting")).provider_message_id ?? "", { statusCode: "4000" });
    expect(await refreshDeliveryReports(options)).toMatchObject({ asked: 1, delivered: 1 });
    expect(fake.listRequests).toBe(2);
  });

  test("알림톡 not delivered: SOLAPI's replacement is recorded as such; without it we send the SMS/LMS once, never as 알림톡", async () => {
    let clock = new Date("2026-11-24T03:00:00Z");
    const provider = solapiProvider({ ...solapiOptions(), kakao });
    const cancel = (key: string) => ({
      kind: "booking.cancel" as const,
      to: "010-1234-5678",
      text: messageTexts.bookingCancel(booked),
      eventKey: key,
    });
    await enqueueMessage(database.db, cancel("replaced"), clock);
    await enqueueMessage(database.db, cancel("failed"), clock);
    await relayDueMessages({ db: database.db, provider, now: () => clock });
    expect(fake.received.map((sent) => sent.type)).toEqual(["ATA", "ATA"]);
    // SOLAPI sent its own SMS in place of the first (its type and replacement flag say so).
    fake.report((await rowOf("replaced")).provider_message_id ?? "", {
      statusCode: "4000",
      type: "SMS",
      replacement: true,
    });
    fake.report((await rowOf("failed")).provider_message_id ?? "", {
      statusCode: "3104",
      statusMessage: "카카오톡 미사용자",
    });
    let kicks = 0;
    const options = { db: database.db, source: reports(), now: () => clock, onFallbackQueued: () => kicks++ };
    expect(await refreshDeliveryReports(options)).toMatchObject({ delivered: 1, failed: 1, fallbacks: 1 });
    expect(kicks).toBe(1);
    expect(await rowOf("replaced")).toMatchObject({
      delivery_status: "delivered",
      delivered_channel: "sms",
      fallback: "provider",
    });
    const failed = await rowOf("failed");
    expect(failed).toMatchObject({ delivery_status: "failed", delivery_reason: "카카오톡 미사용자", fallback: "ours" });
    // Ours: the same text, as SMS, filed under the 알림톡's event; sent by the relay, not as 알림톡.
    const ours = await rowOf("failed:sms-fallback");
    expect(ours).toMatchObject({
      status: "pending",
      fallback_of: failed.id,
      body: failed.body,
      kind: "booking.cancel",
    });
    await relayDueMessages({ db: database.db, provider, now: () => clock });
    expect(fake.received.at(-1)).toMatchObject({ type: "SMS", text: failed.body });
    expect(fake.received.at(-1)?.kakaoOptions).toBeUndefined();
    // Once: the 알림톡 has its result and is not asked again; our SMS's own report comes next.
    clock = new Date(clock.getTime() + 60_000);
    fake.report((await rowOf("failed:sms-fallback")).provider_message_id ?? "", { statusCode: "4000", type: "SMS" });
    expect(await refreshDeliveryReports(options)).toMatchObject({ asked: 1, delivered: 1, fallbacks: 0 });
    expect(await rowOf("failed:sms-fallback")).toMatchObject({
      delivery_status: "delivered",
      delivered_channel: "sms",
    });
    expect(await database.db.selectFrom("messages").select("id").execute()).toHaveLength(3);
  });

  const toNumber = (n: number) => ({ ...message(`batch-${n}`), to: `010-5555-${String(n).padStart(4, "0")}` });

  test("a batch goes in one request per round, each outcome mapped back by our id: taken, refused, or missing from the answer (looked up, not resent)", async () => {
    let clock = new Date("2026-11-24T00:00:00Z");
    for (let n = 0; n < 5; n++) await enqueueMessage(database.db, toNumber(n), clock);
    fake.refusedNumbers.add("01055550001");
    // The answer loses message 2 from both lists (SOLAPI did take it).
    const losingOne: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method !== "POST") return response;
      const answer = (await response.json()) as { messageList: Array<{ customFields?: { outboxId?: string } }> };
      const lost = (
        await database.db
          .selectFrom("messages")
          .select("id")
          .where("event_key", "=", "batch-2")
          .executeTakeFirstOrThrow()
      ).id;
      answer.messageList = answer.messageList.filter((item) => item.customFields?.outboxId !== lost);
      return Response.json(answer);
    };
    const options = { db: database.db, now: () => clock, random: () => 1, baseDelayMs: 1000, batchSize: 4 };
    expect(await relayDueMessages({ ...options, provider: solapi({ fetch: losingOne }) })).toMatchObject({
      requests: 1,
      sent: 2,
      dead: 1,
      retried: 1,
      more: true,
    });
    expect(fake.sendRequests).toEqual([4]);
    const rows = await database.db
      .selectFrom("messages")
      .select(["event_key", "status", "last_error", "provider_message_id", "outcome_unknown_since"])
      .orderBy("event_key")
      .execute();
    expect(rows.slice(0, 4)).toEqual([
      {
        event_key: "batch-0",
        status: "sent",
        last_error: null,
        provider_message_id: "M0",
        outcome_unknown_since: expect.any(String),
      },
      {
        event_key: "batch-1",
        status: "dead",
        last_error: "1062 유효하지 않은 수신번호",
        provider_message_id: null,
        outcome_unknown_since: null,
      },
      {
        event_key: "batch-2",
        status: "pending",
        last_error: "SOLAPI 응답에 없음(발송 여부 확인 필요)",
        provider_message_id: null,
        outcome_unknown_since: "2026-11-24T00:00:00.000Z",
      },
      {
        event_key: "batch-3",
        status: "sent",
        last_error: null,
        provider_message_id: "M2",
        outcome_unknown_since: expect.any(String),
      },
    ]);
    // The next round: the one left (batch-4) is sent, the lost one is found in SOLAPI's list, not sent again.
    clock = new Date("2026-11-24T00:00:01Z");
    expect(await relayDueMessages({ ...options, provider: solapi() })).toMatchObject({
      sent: 2,
      requests: 1,
      more: false,
    });
    expect(fake.sendRequests).toEqual([4, 1]);
    expect(fake.listRequests).toBe(1);
    expect(fake.received.map((m) => m.to)).toEqual(["01055550000", "01055550002", "01055550003", "01055550004"]);
  });

  test("a crash between SOLAPI's answer and the database: the next relay looks the batch up and sends none of it again", async () => {
    let clock = new Date("2026-11-24T00:00:00Z");
    for (let n = 0; n < 3; n++) await enqueueMessage(database.db, toNumber(n), clock);
    const real = solapi();
    const crashing: MessageProvider = {
      ...real,
      async sendMany(messages) {
        await real.sendMany?.(messages);
        throw new Error("process killed");
      },
    };
    await expect(relayDueMessages({ db: database.db, provider: crashing, now: () => clock })).rejects.toThrow(
      "process killed",
    );
    expect(fake.received).toHaveLength(3);
    // Still leased to the crashed relay; once the lease is over, another relay takes them.
    clock = new Date("2026-11-24T00:05:00Z");
    expect(await relayDueMessages({ db: database.db, provider: solapi(), now: () => clock })).toMatchObject({
      sent: 3,
      requests: 0,
    });
    expect(fake.listRequests).toBe(3);
    expect(fake.sendRequests).toEqual([3]);
    expect(fake.received).toHaveLength(3);
  });

  test("lookups that ate half of the lease: the batch is let go unsent, never sent on a lease another relay may take", async () => {
    let clock = new Date("2026-11-24T00:00:00Z");
    await enqueueMessage(database.db, toNumber(0), clock);
    await database.db.updateTable("messages").set({ outcome_unknown_since: clock.toISOString() }).execute();
    const real = solapi();
    const slowLookups: MessageProvider = {
      ...real,
      async findSent(message, since) {
        clock = new Date(clock.getTime() + 61_000);
        return (await real.findSent?.(message, since)) ?? { status: "not-found" };
      },
    };
    expect(await relayDueMessages({ db: database.db, provider: slowLookups, now: () => clock })).toMatchObject({
      released: 1,
      requests: 0,
    });
    expect(fake.sendRequests).toEqual([]);
    expect(await database.db.selectFrom("messages").select(["status", "locked_until", "attempts"]).execute()).toEqual([
      { status: "pending", locked_until: null, attempts: 0 },
    ]);
  });
});
