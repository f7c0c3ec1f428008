import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { Database } from "#app/db/schema.ts";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { toCsv } from "#app/lib/csv.ts";
import { availability, saveSchedule, setBookingStatus, setSlotCapacity } from "#app/modules/bookings/booking.server.ts";
import { bookingScheduleDefaults } from "#app/modules/bookings/copy.ts";
import { bookingsServer } from "#app/modules/bookings/feature.server.ts";
import { lookupPhoneKey } from "#app/modules/bookings/lookup.server.ts";
import { bookingHooks } from "#app/modules/bookings/notifications.server.ts";
import { createStaffBooking, type StaffBooking } from "#app/modules/bookings/staff-booking.server.ts";
import { addToWaitlist } from "#app/modules/bookings/waitlist.server.ts";
import { counsellingServer } from "#app/modules/counselling/feature.server.ts";
import type { FeatureServer } from "#app/modules/feature-server.ts";
import { FEATURES } from "#app/modules/index.server.ts";
import { leadsServer } from "#app/modules/leads/feature.server.ts";
import { insertLeadNote, submitVisitForm } from "#app/modules/leads/test-rows.ts";
import { messagesServer } from "#app/modules/messages/feature.server.ts";
import { enqueueMessage } from "#app/platform/messaging/text-outbox.server.ts";
import { dataRequestsCopy } from "./copy.ts";
import {
  EraseFailedError,
  erasePersonData,
  exportPersonData,
  findPersonData,
  personDataRows,
  searchPersonData,
} from "./requests.server.ts";

const PERSON = { name: "정보주체", phone: "010-2345-6789" };
const OTHER = { name: "다른고객", phone: "010-9876-5432" };
const WAITING = { name: "대기고객", phone: "010-5555-1212" };
// In the order of the real list: counselling finds its rows by the leads, which leads erases.
const FEATURE_LIST = [counsellingServer, leadsServer, bookingsServer, messagesServer];
const owner = { actor: { id: "owner-1", email: "owner@example.com" }, clientAddress: "203.0.113.7" };

const schedule = { ...bookingScheduleDefaults, slotMinutes: 30, capacity: 10 };
const past = new Date("2026-11-20T00:00:00Z"); // Friday 09:00 in Seoul
const now = new Date("2026-11-24T00:00:00Z"); // Tuesday 09:00 in Seoul
const pastSlot = "2026-11-21T05:00:00.000Z"; // Saturday 14:00, before `now`
const slot = "2026-11-25T05:00:00.000Z"; // Wednesday 14:00, after `now`
const otherSlot = "2026-11-25T06:00:00.000Z";

let counter = 0;
async function lead(db: Kysely<Database>, person: { name: string; phone: string }, message?: string) {
  counter += 1;
  return submitVisitForm(db, { ...person, message, now: new Date(past.getTime() + counter * 1000) });
}

async function staffBooking(
  db: Kysely<Database>,
  person: { name: string; phone: string },
  overrides: Partial<StaffBooking>,
  at = now,
) {
  counter += 1;
  const result = await createStaffBooking(
    db,
    schedule,
    {
      slotStart: slot,
      partySize: 1,
      name: person.name,
      phone: person.phone,
      siteId: "pentacityhansin",
      enteredBy: "staff-1",
      idempotencyKey: `form-${counter}`,
      ...overrides,
    },
    { now: at, hooks: bookingHooks() },
  );
  if (result.status !== "booked") throw new Error(result.status);
  return result.booking;
}

/** The person: 2 leads (one with a note and a webhook delivery), a visit that happened, one to come, a cancelled one, a waitlist entry, a code request and their texts; the other people around them. */
async function seed(db: Kysely<Database>) {
  await saveSchedule(db, schedule);
  const first = await lead(db, PERSON, "84A 타입 문의");
  await lead(db, PERSON);
  await insertLeadNote(db, first, "상담 메모: 주말 방문 희망", { id: "staff-1", name: "김상담" });
  await db
    .insertInto("lead_deliveries")
    .values({
      id: randomUUID(),
      lead_id: first,
      target_url: "https://crm.example.com/hook?key=secret",
      status: "delivered",
      attempts: 1,
      next_attempt_at: past.toISOString(),
      locked_until: null,
      last_error: null,
      last_status_code: 200,
      created_at: past.toISOString(),
      updated_at: past.toISOString(),
      delivered_at: past.toISOString(),
    })
    .execute();
  const otherLead = await lead(db, OTHER);
  const entry = (leadId: string, outcome: string) => ({
    id: randomUUID(),
    lead_id: leadId,
    author_id: "staff-1",
    author_name: "김상담",
    channel: "call" as const,
    outcome,
    note: null,
    next_contact_at: null,
    created_at: past.toISOString(),
  });
  await db
    .insertInto("counselling_entries")
    .values([entry(first, "84A 상담 결과: 견본주택 방문 예정"), entry(otherLead, "다른 고객 상담 결과")])
    .execute();
  await insertLeadNote(db, otherLead, "다른 고객 메모", { id: "staff-1", name: "김상담" });

  const visited = await staffBooking(db, PERSON, { slotStart: pastSlot, partySize: 2, note: "유모차 동반" }, past);
  expect((await setBookingStatus(db, visited.id, "arrived", { now: past })).status).toBe("ok");
  const cancelled = await staffBooking(db, PERSON, { slotStart: otherSlot }, now);
  expect((await setBookingStatus(db, cancelled.id, "cancelled", { now })).status).toBe("ok");
  // The slot to come is full with the person and the other customer; a third waits for a place.
  await setSlotCapacity(db, slot, 3);
  const toCome = await staffBooking(db, PERSON, { partySize: 2, note: "전화 예약" });
  const otherBooking = await staffBooking(db, OTHER, {});
  const waiting = await addToWaitlist(
    db,
    schedule,
    { slotStart: slot, name: WAITING.name, phone: WAITING.phone, partySize: 2, enteredBy: "staff-1" },
    { now },
  );
  expect(waiting.status).toBe("added");
  await db
    .insertInto("booking_waitlist")
    .values({
      id: randomUUID(),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      slot_start: "2026-11-26T05:00:00.000Z",
      day: "2026-11-26",
      name: PERSON.name,
      phone: PERSON.phone,
      party_size: 1,
      status: "waiting",
      active_key: `${PERSON.phone}|2026-11-26T05:00:00.000Z`,
      privacy_consent: 1,
      entered_by: "staff-1",
      offered_at: null,
      booking_id: null,
    })
    .execute();
  await db
    .insertInto("booking_lookups")
    .values({
      id: randomUUID(),
      phone_hash: lookupPhoneKey(PERSON.phone),
      created_at: now.toISOString(),
      expires_at: now.toISOString(),
      attempts: 0,
      used_at: null,
    })
    .execute();
  await enqueueMessage(
    db,
    { kind: "booking.reminder", to: PERSON.phone, text: "내일 방문 예약 {{bookingLink}}", eventKey: "r-1" },
    now,
  );
  return { visited, toCome, otherBooking, otherLead };
}

describe.each(testDatabases())("data-subject requests on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("every feature that holds a person's records publishes them", () => {
    const publishing = FEATURES.filter((feature) => feature.personData).map((feature) => feature.name);
    expect(publishing).toEqual(expect.arrayContaining(["counselling", "leads", "bookings", "messages"]));
  });

  test("a search finds the person's records in every feature, and nobody else's", async () => {
    const db = database.db;
    await seed(db);
    const sections = await findPersonData(db, FEATURE_LIST, PERSON.phone);
    const counts = Object.fromEntries(sections.map((section) => [section.name, section.rows.length]));
    // Messages: the three booking confirmations, the cancellation and the reminder, all to the person.
    expect(counts).toEqual({
      counsellingEntries: 1,
      // The past visit's booking and arrival moved the person's leads along (counselling's stage events).
      leadStageChanges: counts.leadStageChanges,
      // One person, one record: the second form and the bookings are that lead's repeat entries.
      leads: 1,
      leadRepeatForms: counts.leadRepeatForms,
      leadNotes: 1,
      leadDeliveries: 1,
      bookings: 3,
      bookingWaitlist: 1,
      bookingLookups: 1,
      messages: counts.messages,
    });
    expect(counts.messages).toBeGreaterThanOrEqual(4);
    expect(counts.leadRepeatForms).toBeGreaterThanOrEqual(1);
    expect(counts.leadStageChanges).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(sections);
    for (const value of [
      PERSON.name,
      PERSON.phone,
      "84A 타입 문의",
      "견본주택 방문 예정",
      "상담 메모: 주말 방문 희망",
      "유모차 동반",
    ]) {
      expect(text).toContain(value);
    }
    for (const value of [
      OTHER.name,
      OTHER.phone,
      "다른 고객 메모",
      "다른 고객 상담",
      WAITING.phone,
      "김상담",
      "key=secret",
    ]) {
      expect(text).not.toContain(value);
    }
    expect(text).toContain("crm.example.com");
    for (const section of sections) expect(section.title).toMatch(/[가-힣]/);
    expect(await findPersonData(db, FEATURE_LIST, "010-0000-0000")).toSatisfy((empty: typeof sections) =>
      empty.every((section) => section.rows.length === 0),
    );
  });

  test("the search and the export are recorded with counts, never a name or number; the file holds the person's data", async () => {
    const db = database.db;
    await seed(db);
    const searched = await searchPersonData(db, FEATURE_LIST, PERSON.phone, { ...owner, now });
    const exported = await exportPersonData(
      db,
      FEATURE_LIST,
      PERSON.phone,
      "본인 열람 요구",
      { ...owner, now },
      searched.requestId,
    );
    expect(exported.total).toBe(searched.total);

    const entries = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "in", ["privacy.search", "privacy.export"])
      .orderBy("action", "desc")
      .execute();
    expect(entries.map((entry) => [entry.action, entry.target, entry.reason])).toEqual([
      ["privacy.search", searched.requestId, null],
      ["privacy.export", searched.requestId, "본인 열람 요구"],
    ]);
    for (const entry of entries) {
      expect(entry.actor_id).toBe("owner-1");
      const detail = JSON.parse(entry.detail ?? "{}");
      expect(detail).toMatchObject({ count: searched.total, found: { leads: 1, bookings: 3, leadNotes: 1 } });
      expect(JSON.stringify(entry)).not.toMatch(/2345|6789|정보주체/);
    }

    const rows = personDataRows(exported, PERSON.phone, now);
    const csv = toCsv([...dataRequestsCopy.file.header], rows);
    expect(csv.startsWith('\uFEFF"구분","번호","항목","내용"')).toBe(true);
    expect(rows).toContainEqual(["요청 정보", "", "조회한 전화번호", PERSON.phone]);
    expect(rows).toContainEqual(["관심고객 등록", "1", "이름", PERSON.name]);
    expect(rows).toContainEqual(["관심고객 등록", "1", "문의 내용", "84A 타입 문의"]);
    expect(rows).toContainEqual(["상담 메모", "1", "내용", "상담 메모: 주말 방문 희망"]);
    expect(rows).toContainEqual(["방문 예약", "1", "담당자 메모", "유모차 동반"]);
    expect(rows.some((row) => row[0] === "보낸 문자" && row[3]?.includes("발송할 때 넣은 링크"))).toBe(true);
    expect(csv).not.toContain(OTHER.phone);
  });

  test("an erase deletes or anonymises everything of the person in one go and leaves everyone else's data", async () => {
    const db = database.db;
    const { visited, toCome, otherBooking, otherLead } = await seed(db);
    const bookedBefore = (await availability(db, schedule, ["2026-11-25"], now))
      .get("2026-11-25")
      ?.find((s) => s.start === slot)?.booked;
    expect(bookedBefore).toBe(3);

    const result = await erasePersonData(db, FEATURE_LIST, PERSON.phone, "본인 삭제 요구", { ...owner, now });
    expect(result.erased).toMatchObject({
      deletedCounsellingEntries: 1,
      deletedLeads: 1,
      deletedLeadNotes: 1,
      deletedLeadDeliveries: 1,
      deletedBookings: 2,
      anonymisedBookings: 1,
      deletedWaitlist: 1,
      deletedBookingLookups: 1,
    });
    expect(result.erased.deletedMessages).toBeGreaterThanOrEqual(4);

    // Nothing of the person can be found any more, anywhere.
    const again = await findPersonData(db, FEATURE_LIST, PERSON.phone);
    expect(again.every((section) => section.rows.length === 0)).toBe(true);
    const everything = JSON.stringify(
      await Promise.all(
        (
          [
            "counselling_entries",
            "lead_events",
            "leads",
            "lead_notes",
            "lead_deliveries",
            "bookings",
            "booking_staff_entries",
            "booking_waitlist",
            "messages",
          ] as const
        ).map((table) => db.selectFrom(table).selectAll().execute()),
      ),
    );
    for (const value of [
      PERSON.name,
      PERSON.phone,
      "84A 타입 문의",
      "주말 방문 희망",
      "견본주택 방문 예정",
      "유모차 동반",
      "전화 예약",
    ]) {
      expect(everything).not.toContain(value);
    }

    // The visit that happened stays for the figures, without a name, number, link or note.
    const kept = await db.selectFrom("bookings").selectAll().where("id", "=", visited.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      name: "",
      phone: "",
      status: "arrived",
      day: visited.day,
      party_size: 2,
      active_key: null,
    });
    expect(kept.token_hash).not.toBe(visited.token_hash);
    // The visit to come is gone and its two places are free again: the person waiting is offered them.
    expect(await db.selectFrom("bookings").select("id").where("id", "=", toCome.id).executeTakeFirst()).toBeUndefined();
    const bookedAfter = (await availability(db, schedule, ["2026-11-25"], now))
      .get("2026-11-25")
      ?.find((s) => s.start === slot)?.booked;
    expect(bookedAfter).toBe(1);
    const offer = await db
      .selectFrom("booking_waitlist")
      .select("status")
      .where("phone", "=", WAITING.phone)
      .executeTakeFirstOrThrow();
    expect(offer.status).toBe("offered");
    expect(await db.selectFrom("messages").select("kind").where("recipient", "=", WAITING.phone).execute()).toEqual([
      { kind: "booking.waitlist" },
    ]);

    // Everyone else's data is untouched.
    expect(await db.selectFrom("leads").select(["id", "name"]).execute()).toEqual([
      { id: otherLead, name: OTHER.name },
    ]);
    expect(await db.selectFrom("lead_notes").select("body").execute()).toEqual([{ body: "다른 고객 메모" }]);
    expect(await db.selectFrom("counselling_entries").select("outcome").execute()).toEqual([
      { outcome: "다른 고객 상담 결과" },
    ]);
    expect(await db.selectFrom("bookings").select("name").where("id", "=", otherBooking.id).executeTakeFirst()).toEqual(
      { name: OTHER.name },
    );
    expect(
      (await db.selectFrom("messages").select("id").where("recipient", "=", OTHER.phone).execute()).length,
    ).toBeGreaterThan(0);

    // The audit entry: counts and reason, no personal value, and it survives the erasure.
    const entry = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "privacy.erase")
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ target: result.requestId, reason: "본인 삭제 요구", actor_id: "owner-1" });
    expect(JSON.parse(entry.detail ?? "{}")).toEqual({ erased: result.erased });
    expect(JSON.stringify(entry)).not.toMatch(/2345|6789|정보주체/);
  });

  test("one feature failing rolls the whole erase back: nothing deleted, nothing recorded as erased", async () => {
    const db = database.db;
    await seed(db);
    const before = await findPersonData(db, FEATURE_LIST, PERSON.phone);
    const failing: Pick<FeatureServer, "name" | "personData"> = {
      name: "counselling",
      personData: {
        find: async () => [],
        erase: async () => {
          throw new Error("disk full");
        },
      },
    };
    const attempt = erasePersonData(db, [...FEATURE_LIST, failing], PERSON.phone, "본인 삭제 요구", { ...owner, now });
    await expect(attempt).rejects.toBeInstanceOf(EraseFailedError);
    await expect(attempt).rejects.toMatchObject({ feature: "counselling" });
    expect(await findPersonData(db, FEATURE_LIST, PERSON.phone)).toEqual(before);
    expect(await db.selectFrom("audit_log").select("id").where("action", "=", "privacy.erase").execute()).toEqual([]);
    expect(
      await db.selectFrom("booking_waitlist").select("status").where("phone", "=", WAITING.phone).executeTakeFirst(),
    ).toEqual({
      status: "waiting",
    });
  });
});
