import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { site } from "#app/content/site.ts";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { bookingScheduleDefaults } from "#app/modules/bookings/copy.ts";
import { createLead } from "#app/modules/leads/lead.server.ts";
import { enqueueStaffAlerts } from "#app/modules/messages/staff.server.ts";
import { SITE_FACTS } from "#app/modules/site-facts/facts.server.ts";
import { seedSiteFacts } from "#app/modules/site-facts/seed.ts";
import type { MessageProvider } from "#app/platform/messaging/provider.server.ts";
import { relayDueMessages } from "#app/platform/messaging/relay.server.ts";
import type { MessageRow } from "#app/platform/messaging/tables.ts";
import { listMessages } from "#app/platform/messaging/text-outbox.server.ts";
import { publishDocument } from "#app/platform/publishing/published-documents.server.ts";
import { complexHandle } from "#app/platform/sites/scope.server.ts";
import { createBooking, findBookingByToken, moveBooking, setBookingStatus } from "./booking.server.ts";
import { bookingHooks, renderBookingText } from "./notifications.server.ts";
import { enqueueDueReminders } from "./reminders.server.ts";
import { hashBookingToken } from "./token.server.ts";

const SITE = "https://www.pentacity-hansin.example";

/** A provider that keeps what it was handed (the text as sent). */
function capturingProvider(): MessageProvider & { sent: MessageRow[] } {
  const sent: MessageRow[] = [];
  return {
    name: "solapi",
    sent,
    send: async (message) => {
      sent.push(message);
      return { status: "sent", providerMessageId: null, channel: message.channel };
    },
  };
}

const schedule = { ...bookingScheduleDefaults, slotMinutes: 60 };
const now = new Date("2026-11-24T00:00:00Z"); // Tuesday 09:00 in Seoul
const visitor = {
  slotStart: "2026-11-25T05:00:00.000Z", // Wednesday 14:00
  partySize: 2,
  name: "문자시험",
  phone: "010-2020-3030",
  siteId: "pentacityhansin",
  privacyConsent: true,
  marketingConsent: false,
  consentVersion: "2026-11-22",
  idempotencyKey: "messages-render-1",
};

describe.each(testDatabases())("booking and lead messages on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("a booking queues its confirmation in the same transaction: date, time, party, address, change link", async () => {
    const result = await createBooking(database.db, schedule, visitor, { now, daysAhead: 14, hooks: bookingHooks() });
    if (result.status !== "booked") throw new Error(result.status);
    const { items } = await listMessages(database.db);
    expect(items).toHaveLength(1);
    const [message] = items;
    expect(message).toMatchObject({ kind: "booking.confirmation", recipient: visitor.phone, status: "pending" });
    expect(message?.body).toContain("11월 25일(수) 14:00, 2명");
    expect(message?.body).toContain(site.modelHouseAddress);
    expect(message?.channel).toBe("lms");

    // Moving and cancelling each tell the visitor once.
    await moveBooking(database.db, schedule, result.booking.id, "2026-11-25T06:00:00.000Z", {
      now,
      daysAhead: 14,
      hooks: bookingHooks({ token: result.token }),
    });
    await setBookingStatus(database.db, result.booking.id, "cancelled", { now, hooks: bookingHooks() });
    const kinds = (await listMessages(database.db)).items.map((row) => row.kind).sort();
    expect(kinds).toEqual(["booking.cancel", "booking.change", "booking.confirmation"]);
  });

  test("the sales team's alerts carry a link, never the visitor's name or number", async () => {
    const { id } = await createLead(database.db, {
      submission: {
        form: "visit",
        name: "문자시험",
        phone: "010-2020-3030",
        privacyConsent: true,
        marketingConsent: false,
        message: undefined,
      },
      siteId: "pentacityhansin",
      consentVersion: "2026-11-22",
      staffAlert: { phones: ["010-9000-0001", "010-9000-0002"], siteUrl: "https://www.pentacity-hansin.example" },
    });
    await database.db.transaction().execute((trx) =>
      enqueueStaffAlerts(trx, {
        kind: "staff.booking",
        targetId: "b-1",
        siteId: "pentacityhansin",
        phones: ["010-9000-0001"],
        siteUrl: "https://www.pentacity-hansin.example",
      }),
    );
    const { items } = await listMessages(database.db);
    expect(items.map((row) => [row.kind, row.recipient]).sort()).toEqual([
      ["staff.booking", "010-9000-0001"],
      ["staff.lead", "010-9000-0001"],
      ["staff.lead", "010-9000-0002"],
    ]);
    for (const row of items) {
      expect(row.body).not.toContain("문자시험");
      expect(row.body).not.toMatch(/2020|3030/);
    }
    expect(items.find((row) => row.kind === "staff.lead")?.body).toContain(`/admin/leads/${id}`);
  });

  test("the reminder goes the day before from the set time, once, even with two instances at it", async () => {
    await createBooking(database.db, schedule, visitor, { now, daysAhead: 14 });
    const options = { reminderTime: "10:00" };
    // 09:30 in Seoul on the day before: not yet.
    expect(await enqueueDueReminders(database.db, { ...options, now: new Date("2026-11-24T00:30:00Z") })).toBe(0);
    const at = new Date("2026-11-24T01:00:00Z"); // 10:00 in Seoul
    const counts = await Promise.all([
      enqueueDueReminders(database.db, { ...options, now: at }),
      enqueueDueReminders(database.db, { ...options, now: at }),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await enqueueDueReminders(database.db, { ...options, now: new Date("2026-11-24T05:00:00Z") })).toBe(0);
    const reminders = (await listMessages(database.db)).items.filter((row) => row.kind === "booking.reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.body).toContain("내일 견본주택 방문");
  });

  test("each reminder gives its own complex's model house, though the job works for every complex", async () => {
    const actor = { actorId: "admin-1", actorEmail: "owner@example.com", ipAddress: "127.0.0.1" };
    const publishAddress = (siteId: string, modelHouseAddress: string) =>
      publishDocument(complexHandle(database.db, siteId), SITE_FACTS, { ...seedSiteFacts(), modelHouseAddress }, actor);
    await publishAddress("second", "세종특별자치시 둘째로 2");
    await createBooking(database.db, schedule, visitor, { now, daysAhead: 14 });
    await createBooking(
      complexHandle(database.db, "second"),
      schedule,
      { ...visitor, siteId: "second", phone: "010-4040-5050", idempotencyKey: "messages-render-second" },
      { now, daysAhead: 14 },
    );
    expect(
      await enqueueDueReminders(database.db, { reminderTime: "10:00", now: new Date("2026-11-24T01:00:00Z") }),
    ).toBe(2);
    const reminders = (await listMessages(database.db)).items.filter((row) => row.kind === "booking.reminder");
    const bodyTo = (phone: string) => reminders.find((row) => row.recipient === phone)?.body ?? "";
    expect(bodyTo("010-2020-3030")).toContain(site.modelHouseAddress);
    expect(bodyTo("010-2020-3030")).not.toContain("둘째로");
    expect(bodyTo("010-4040-5050")).toContain("세종특별자치시 둘째로 2");
    expect(bodyTo("010-4040-5050")).not.toContain(site.modelHouseAddress);
  });
});

describe.each(testDatabases())("texts that match the booking on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  const slotA = "2026-11-25T05:00:00.000Z"; // 14:00
  const slotB = "2026-11-25T06:00:00.000Z"; // 15:00

  test("every move sends its own text with the time moved to, also back and forth (A→B→A→B)", async () => {
    const result = await createBooking(database.db, schedule, visitor, { now, daysAhead: 14, hooks: bookingHooks() });
    if (result.status !== "booked") throw new Error(result.status);
    let at = now.getTime();
    for (const slot of [slotB, slotA, slotB]) {
      at += 60_000;
      const moved = await moveBooking(database.db, schedule, result.booking.id, slot, {
        now: new Date(at),
        daysAhead: 14,
        hooks: bookingHooks(),
      });
      expect(moved.status).toBe("ok");
    }
    const changes = (await listMessages(database.db)).items
      .filter((row) => row.kind === "booking.change")
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
    expect(changes.map((row) => row.body.match(/\d+월 \d+일\(.\) (\d\d:\d\d)/)?.[1])).toEqual([
      "15:00",
      "14:00",
      "15:00",
    ]);
  });

  test("cancel → restore → cancel sends a cancellation text each time", async () => {
    const result = await createBooking(database.db, schedule, visitor, { now, daysAhead: 14, hooks: bookingHooks() });
    if (result.status !== "booked") throw new Error(result.status);
    const cancel = (at: string) =>
      setBookingStatus(database.db, result.booking.id, "cancelled", { now: new Date(at), hooks: bookingHooks() });
    expect((await cancel("2026-11-24T00:01:00Z")).status).toBe("ok");
    // The admin's restore (its capacity rules are tested with the admin's booking pages).
    await database.db
      .updateTable("bookings")
      .set({ status: "confirmed", cancelled_at: null, updated_at: "2026-11-24T00:02:00.000Z" })
      .where("id", "=", result.booking.id)
      .execute();
    expect((await cancel("2026-11-24T00:03:00Z")).status).toBe("ok");
    const cancels = (await listMessages(database.db)).items.filter((row) => row.kind === "booking.cancel");
    expect(cancels).toHaveLength(2);
  });

  test("no reminder for a booking whose confirmation went out in the evening before (or within 12 hours)", async () => {
    const options = { reminderTime: "18:00" };
    // Booked at 20:00 in Seoul for 10:00 the next morning: the confirmation is the reminder.
    const evening = new Date("2026-11-24T11:00:00Z");
    const late = await createBooking(
      database.db,
      schedule,
      { ...visitor, slotStart: "2026-11-25T01:00:00.000Z", idempotencyKey: "evening" },
      { now: evening, daysAhead: 14, hooks: bookingHooks() },
    );
    // Booked in the morning for the afternoon of the next day: it gets its reminder.
    const early = await createBooking(
      database.db,
      schedule,
      { ...visitor, phone: "010-2020-4040", idempotencyKey: "morning" },
      { now, daysAhead: 14, hooks: bookingHooks() },
    );
    if (late.status !== "booked" || early.status !== "booked") throw new Error("not booked");
    expect(await enqueueDueReminders(database.db, { ...options, now: new Date("2026-11-24T11:01:00Z") })).toBe(1);
    const reminders = (await listMessages(database.db)).items.filter((row) => row.kind === "booking.reminder");
    expect(reminders.map((row) => row.booking_id)).toEqual([early.booking.id]);
  });

  test("booked after the day's reminder time for tomorrow (16 hours ahead): no reminder right after the confirmation", async () => {
    const options = { reminderTime: "10:00" };
    // Booked at 19:00 in Seoul for 11:00 the next day (16 hours ahead), after the day's reminder round began.
    const result = await createBooking(
      database.db,
      schedule,
      { ...visitor, slotStart: "2026-11-25T02:00:00.000Z" },
      { now: new Date("2026-11-24T10:00:00Z"), daysAhead: 14, hooks: bookingHooks() },
    );
    if (result.status !== "booked") throw new Error(result.status);
    expect(await enqueueDueReminders(database.db, { ...options, now: new Date("2026-11-24T10:00:30Z") })).toBe(0);
  });
});

describe.each(testDatabases())("the change link in texts on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  const relay = (provider: MessageProvider, at = now) =>
    relayDueMessages({
      db: database.db,
      provider,
      now: () => at,
      render: (message, at) => renderBookingText(database.db, message, SITE, at),
    });
  const tokenIn = (text: string) => text.match(/\/Promotion\/Visit\/([A-Za-z0-9_-]{43})/)?.[1];

  test("the stored texts hold no token; the sent text carries the booking's own change link", async () => {
    const result = await createBooking(database.db, schedule, visitor, { now, daysAhead: 14, hooks: bookingHooks() });
    if (result.status !== "booked") throw new Error(result.status);
    await moveBooking(database.db, schedule, result.booking.id, "2026-11-25T06:00:00.000Z", {
      now: new Date(now.getTime() + 60_000),
      daysAhead: 14,
      hooks: bookingHooks({ token: result.token }),
    });
    const provider = capturingProvider();
    await relay(provider, new Date(now.getTime() + 120_000));
    const visitorTexts = provider.sent.filter((row) => row.kind.startsWith("booking."));
    expect(visitorTexts.map((row) => row.kind).sort()).toEqual(["booking.change", "booking.confirmation"]);
    for (const text of visitorTexts) expect(tokenIn(text.body)).toBe(result.token);
    // The database (every message, sent or not) holds neither the token nor anything that finds the booking.
    const stored = (await database.db.selectFrom("messages").select("body").execute()).map((row) => row.body);
    for (const body of stored) {
      expect(body).not.toContain(result.token);
      expect(tokenIn(body)).toBeUndefined();
    }
    expect((await findBookingByToken(database.db, result.token))?.id).toBe(result.booking.id);
  });

  test("the reminder carries the booking's own change link, not the plain booking page", async () => {
    const result = await createBooking(database.db, schedule, visitor, { now, daysAhead: 14, hooks: bookingHooks() });
    if (result.status !== "booked") throw new Error(result.status);
    const at = new Date("2026-11-24T01:00:00Z");
    expect(await enqueueDueReminders(database.db, { reminderTime: "10:00", now: at })).toBe(1);
    const provider = capturingProvider();
    await relay(provider, at);
    const reminder = provider.sent.find((row) => row.kind === "booking.reminder");
    expect(reminder?.body).toContain(`변경·취소: ${SITE}/Promotion/Visit/${result.token}`);
  });

  test("a booking from before derived links (random token) keeps its link; its new texts point to 예약 확인 (find by phone)", async () => {
    const result = await createBooking(database.db, schedule, visitor, { now, daysAhead: 14 });
    if (result.status !== "booked") throw new Error(result.status);
    const legacyToken = "L".repeat(43);
    await database.db
      .updateTable("bookings")
      .set({ token_hash: hashBookingToken(legacyToken) })
      .where("id", "=", result.booking.id)
      .execute();
    expect((await findBookingByToken(database.db, legacyToken))?.id).toBe(result.booking.id);
    await setBookingStatus(database.db, result.booking.id, "cancelled", { now, hooks: bookingHooks() });
    const rendered = await renderBookingText(
      database.db,
      {
        body: "변경·취소: {{bookingLink}}",
        booking_id: result.booking.id,
        event_key: "x",
        created_at: now.toISOString(),
      },
      SITE,
    );
    expect(rendered).toBe(`변경·취소: ${SITE}/Promotion/Visit/find`);
  });
});
