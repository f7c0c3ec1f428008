import { RateLimiterMemory } from "rate-limiter-flexible";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { bookingScheduleDefaults } from "#app/modules/bookings/copy.ts";
import { HONEYPOT_FIELD } from "#app/modules/leads/lead-fields.ts";
import { relayDueMessages } from "#app/platform/messaging/relay.server.ts";
import type { MessageRow } from "#app/platform/messaging/tables.ts";
import { listMessages } from "#app/platform/messaging/text-outbox.server.ts";
import { createBooking, findBookingByToken } from "./booking.server.ts";
import { LOOKUP_MAX_ATTEMPTS, lookupCode, requestLookupCode, verifyLookupCode } from "./lookup.server.ts";
import { bookingLookupCopy } from "./lookup-copy.ts";
import { handleLookupRequest, type LookupDeps } from "./lookup-request.server.ts";
import { bookingHooks, renderBookingText } from "./notifications.server.ts";
import { hashBookingToken } from "./token.server.ts";

const schedule = { ...bookingScheduleDefaults, slotMinutes: 60 };
const now = new Date("2026-11-24T00:00:00Z");
const PHONE = "010-3030-4040";
const visitor = {
  slotStart: "2026-11-25T05:00:00.000Z",
  partySize: 2,
  name: "확인시험",
  phone: PHONE,
  siteId: "pentacityhansin",
  privacyConsent: true,
  marketingConsent: false,
  consentVersion: "2026-11-22",
  idempotencyKey: "lookup-1",
};

describe.each(testDatabases())("예약 확인 by phone and code on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  /** The code as the visitor's phone receives it: the outbox text, rendered as the relay does. */
  async function textedCode(): Promise<string | undefined> {
    const lookups = (await listMessages(database.db)).items.filter((row) => row.kind === "booking.lookup");
    const latest = lookups[0];
    if (!latest) return undefined;
    expect(latest.body).not.toMatch(/\d{6}/);
    const rendered = await renderBookingText(database.db, latest, "https://www.pentacity-hansin.example", now);
    return rendered?.match(/인증번호는 (\d{6})입니다/)?.[1];
  }

  test("a code goes by text only to a phone with an upcoming booking; the right code gives its change link once", async () => {
    const booked = await createBooking(database.db, schedule, visitor, { now, daysAhead: 14, hooks: bookingHooks() });
    if (booked.status !== "booked") throw new Error(booked.status);
    expect(await requestLookupCode(database.db, "010-9999-0000", { now })).toEqual({ texted: false });
    expect(await requestLookupCode(database.db, PHONE, { now })).toEqual({ texted: true });
    const lookups = (await listMessages(database.db)).items.filter((row) => row.kind === "booking.lookup");
    expect(lookups.map((row) => row.recipient)).toEqual([PHONE]);
    // Neither the code nor anything it is checked against is stored.
    const rows = await database.db.selectFrom("booking_lookups").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(PHONE);
    const code = await textedCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(rows)).not.toContain(code);

    const result = await verifyLookupCode(database.db, PHONE, code as string, { now });
    expect(result).toEqual({
      status: "found",
      bookings: [{ token: booked.token, day: "11월 25일(수)", time: "14:00", partySize: 2 }],
    });
    // Spent: the same code does not open it again.
    expect(await verifyLookupCode(database.db, PHONE, code as string, { now })).toEqual({ status: "expired" });
  });

  test("five wrong codes lock the lookup, also when tried at once; ten minutes end it", async () => {
    const booked = await createBooking(database.db, schedule, visitor, { now, daysAhead: 14 });
    if (booked.status !== "booked") throw new Error(booked.status);
    const latestCode = async () => {
      const [row] = await database.db
        .selectFrom("booking_lookups")
        .select("id")
        .orderBy("created_at", "desc")
        .limit(1)
        .execute();
      return lookupCode(row?.id as string);
    };
    const wrongFor = (right: string) => (right === "000000" ? "111111" : "000000");

    await requestLookupCode(database.db, PHONE, { now });
    let right = await latestCode();
    const answers = [];
    for (let n = 0; n < LOOKUP_MAX_ATTEMPTS; n++)
      answers.push(await verifyLookupCode(database.db, PHONE, wrongFor(right), { now }));
    expect(answers).toEqual([
      { status: "wrong", remaining: 4 },
      { status: "wrong", remaining: 3 },
      { status: "wrong", remaining: 2 },
      { status: "wrong", remaining: 1 },
      { status: "locked" },
    ]);
    expect(await verifyLookupCode(database.db, PHONE, right, { now })).toEqual({ status: "locked" });

    // Eight guesses at once: five are counted, none passes, and the right code is refused after.
    const at = new Date(now.getTime() + 1000);
    await requestLookupCode(database.db, PHONE, { now: at });
    right = await latestCode();
    const parallel = await Promise.all(
      Array.from({ length: 8 }, () => verifyLookupCode(database.db, PHONE, wrongFor(right), { now: at })),
    );
    expect(parallel.every((result) => result.status === "wrong" || result.status === "locked")).toBe(true);
    expect(await verifyLookupCode(database.db, PHONE, right, { now: at })).toEqual({ status: "locked" });

    const third = new Date(now.getTime() + 2000);
    await requestLookupCode(database.db, PHONE, { now: third });
    right = await latestCode();
    const tenMinutesOn = new Date(third.getTime() + 10 * 60_000);
    expect(await verifyLookupCode(database.db, PHONE, right, { now: tenMinutesOn })).toEqual({ status: "expired" });
  });

  test("a booking from before derived links gets a working change link once the phone is proven", async () => {
    const booked = await createBooking(database.db, schedule, visitor, { now, daysAhead: 14 });
    if (booked.status !== "booked") throw new Error(booked.status);
    await database.db
      .updateTable("bookings")
      .set({ token_hash: hashBookingToken("R".repeat(43)) })
      .where("id", "=", booked.booking.id)
      .execute();
    await requestLookupCode(database.db, PHONE, { now });
    const [row] = await database.db.selectFrom("booking_lookups").select("id").execute();
    const result = await verifyLookupCode(database.db, PHONE, lookupCode(row?.id as string), { now });
    if (result.status !== "found") throw new Error(result.status);
    const token = result.bookings[0]?.token as string;
    expect((await findBookingByToken(database.db, token))?.id).toBe(booked.booking.id);
  });

  test("the page's posts: the same answer with or without a booking, a Korean refusal, limits per address and per phone", async () => {
    await createBooking(database.db, schedule, visitor, { now, daysAhead: 14 });
    const deps = (): LookupDeps => ({
      db: database.db,
      now: () => now,
      texting: true,
      limits: {
        sendPerAddress: new RateLimiterMemory({ points: 5, duration: 600 }),
        sendPerPhone: new RateLimiterMemory({ points: 3, duration: 3600 }),
        verify: new RateLimiterMemory({ points: 20, duration: 600 }),
      },
    });
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.set(key, value);
      return data;
    };
    const d = deps();
    const withBooking = await handleLookupRequest(form({ intent: "send", phone: "01030304040" }), "1.1.1.1", d);
    const without = await handleLookupRequest(form({ intent: "send", phone: "010-5555-6666" }), "1.1.1.2", d);
    expect(withBooking).toEqual({ ...without, phone: PHONE });
    expect(withBooking).toMatchObject({ step: "code", status: 200 });

    expect(await handleLookupRequest(form({ intent: "send", phone: "02-123-456" }), "1.1.1.3", d)).toMatchObject({
      step: "phone",
      status: 400,
      error: expect.stringMatching(/[가-힣]/),
    });
    // A filled honeypot hears the usual answer and nothing is queued.
    const before = (await listMessages(database.db)).items.length;
    const bot = await handleLookupRequest(
      form({ intent: "send", phone: "010-5555-7777", [HONEYPOT_FIELD]: "x" }),
      "1.1.1.4",
      d,
    );
    expect(bot).toMatchObject({ step: "code", status: 200 });
    expect((await listMessages(database.db)).items.length).toBe(before);

    // Per phone: a fourth code within the hour is refused, whatever address asks.
    await handleLookupRequest(form({ intent: "send", phone: PHONE }), "2.2.2.1", d);
    await handleLookupRequest(form({ intent: "send", phone: PHONE }), "2.2.2.2", d);
    expect(await handleLookupRequest(form({ intent: "send", phone: PHONE }), "2.2.2.3", d)).toMatchObject({
      status: 429,
    });
    // Per address: the sixth request is refused, whatever number.
    const e = deps();
    for (let n = 0; n < 5; n++) {
      const answer = await handleLookupRequest(form({ intent: "send", phone: `010-7000-000${n}` }), "3.3.3.3", e);
      expect(answer.status).toBe(200);
    }
    expect(await handleLookupRequest(form({ intent: "send", phone: "010-7000-0009" }), "3.3.3.3", e)).toMatchObject({
      status: 429,
      error: expect.stringMatching(/[가-힣]/),
    });

    expect(
      await handleLookupRequest(form({ intent: "verify", phone: PHONE, code: "12a456" }), "4.4.4.4", e),
    ).toMatchObject({ step: "code", status: 400, error: "인증번호 6자리 숫자를 입력해 주세요." });
  });

  test("without texting a code request is refused in plain Korean (503) and stores no lookup and no text", async () => {
    await createBooking(database.db, schedule, visitor, { now, daysAhead: 14 });
    const data = new FormData();
    data.set("intent", "send");
    data.set("phone", PHONE);
    const limits = {
      sendPerAddress: new RateLimiterMemory({ points: 5, duration: 600 }),
      sendPerPhone: new RateLimiterMemory({ points: 3, duration: 3600 }),
      verify: new RateLimiterMemory({ points: 20, duration: 600 }),
    };
    const answer = await handleLookupRequest(data, "5.5.5.5", {
      db: database.db,
      now: () => now,
      limits,
      texting: false,
    });
    expect(answer).toMatchObject({ step: "phone", status: 503, error: bookingLookupCopy.notTexting });
    expect(bookingLookupCopy.notTexting).not.toMatch(/설정/);
    expect(await database.db.selectFrom("booking_lookups").selectAll().execute()).toEqual([]);
    expect((await listMessages(database.db)).items.filter((row) => row.kind === "booking.lookup")).toEqual([]);
  });

  test("a code that could not go out within its ten minutes is not sent late", async () => {
    await createBooking(database.db, schedule, visitor, { now, daysAhead: 14 });
    await requestLookupCode(database.db, PHONE, { now });
    const handed: MessageRow[] = [];
    const relay = (at: Date) =>
      relayDueMessages({
        db: database.db,
        now: () => at,
        provider: {
          name: "solapi",
          send: async (message) => {
            handed.push(message);
            return { status: "sent", providerMessageId: null, channel: message.channel };
          },
        },
        render: (message, when) =>
          renderBookingText(database.db, message, "https://www.pentacity-hansin.example", when),
      });
    expect(await relay(new Date(now.getTime() + 10 * 60_000))).toMatchObject({ sent: 0, dead: 1 });
    expect(handed).toHaveLength(0);
    const [row] = (await listMessages(database.db)).items.filter((message) => message.kind === "booking.lookup");
    expect(row).toMatchObject({ status: "dead", last_error: "보낼 시간이 지나 보내지 않았습니다." });
  });
});
