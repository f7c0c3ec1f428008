import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { bookingScheduleDefaults } from "#app/modules/bookings/copy.ts";
import { insertLead } from "#app/modules/leads/test-rows.ts";

let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));
const kick = vi.fn();
vi.mock("#app/platform/messaging/relay.server.ts", () => ({ getMessageRelay: () => ({ kick }) }));

const { bookingsLeadAction, bookingsPanelOf } = await import("./lead-bookings.server.ts");
const { saveSchedule } = await import("./booking.server.ts");

// A Tuesday morning in Seoul; only Date is faked (the database drivers keep their timers).
const NOW = new Date("2027-01-05T00:00:00.000Z");
const counsellor = { id: "c-1", email: "c@example.com", name: "상담", role: "counsellor" as const };
const marketer = { id: "m-1", email: "m@example.com", name: "마케터", role: "marketer" as const };
const address = "203.0.113.9";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const audits = () =>
  database.db.selectFrom("audit_log").select(["action", "target", "detail"]).orderBy("created_at").execute();
const texts = () => database.db.selectFrom("messages").select(["kind", "booking_id"]).orderBy("created_at").execute();

describe.each(testDatabases())("booking from a lead's page on %s", (_name, open) => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    database = await open();
    await saveSchedule(database.db, { ...bookingScheduleDefaults, slotMinutes: 60, capacity: 10 });
    kick.mockReset();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database.cleanup();
  });

  test("book, move and cancel in one step each: the lead's name and number, audit entries, the texts queued", async () => {
    const leadId = await insertLead(database, { phone: "010-6100-0001", name: "리드고객" });
    const lead = { id: leadId, phone: "010-6100-0001" };
    const panel = await bookingsPanelOf(database.db, lead, counsellor, NOW);
    const book = panel.forms?.find((item) => item.intent === "book");
    const slotField = book?.fields.find((field) => field.name === "slot");
    if (!book || slotField?.type !== "select") throw new Error("no booking form");
    const [first, second] = slotField.options.map((option) => option.value);
    if (!first || !second) throw new Error("no free slots");

    const booked = await bookingsLeadAction(
      database.db,
      { leadId, intent: "book", formData: form({ ...book.hidden, slot: first, partySize: "3" }) },
      counsellor,
      address,
    );
    expect(booked).toMatchObject({ status: 200, ok: true });
    const [row] = await database.db.selectFrom("bookings").selectAll().execute();
    expect(row).toMatchObject({ lead_id: leadId, name: "리드고객", phone: "010-6100-0001", party_size: 3 });
    // The same form posted again is the same booking.
    expect(
      await bookingsLeadAction(
        database.db,
        { leadId, intent: "book", formData: form({ ...book.hidden, slot: first, partySize: "3" }) },
        counsellor,
        address,
      ),
    ).toMatchObject({ ok: true, message: "이미 추가된 예약입니다." });
    const id = row?.id as string;

    const after = await bookingsPanelOf(database.db, lead, counsellor, NOW);
    expect(after.items.map((item) => item.id)).toEqual([id]);
    expect(after.forms?.map((item) => [item.intent, item.hidden?.booking])).toEqual([
      ["book", undefined],
      ["move", id],
      ["cancel", id],
    ]);
    vi.setSystemTime(new Date(NOW.getTime() + 60_000));
    expect(
      await bookingsLeadAction(
        database.db,
        { leadId, intent: "move", formData: form({ booking: id, slot: second }) },
        counsellor,
        address,
      ),
    ).toMatchObject({ status: 200, ok: true });
    vi.setSystemTime(new Date(NOW.getTime() + 120_000));
    expect(
      await bookingsLeadAction(
        database.db,
        { leadId, intent: "cancel", formData: form({ booking: id }) },
        counsellor,
        address,
      ),
    ).toMatchObject({ status: 200, ok: true });

    expect((await audits()).map((entry) => [entry.action, entry.target])).toEqual([
      ["booking.create", id],
      ["booking.move", id],
      ["booking.update", id],
    ]);
    expect((await texts()).map((text) => text.kind)).toEqual([
      "booking.confirmation",
      "booking.change",
      "booking.cancel",
    ]);
    expect(JSON.stringify(await audits())).not.toMatch(/리드고객|6100/);
  });

  test("a marketer is refused on the server with a Korean message and nothing is written; another person's booking is not found", async () => {
    const leadId = await insertLead(database, { phone: "010-6100-0002" });
    const otherLead = await insertLead(database, { phone: "010-6100-0003" });
    const panel = await bookingsPanelOf(database.db, { id: leadId, phone: "010-6100-0002" }, marketer, NOW);
    expect(panel.forms).toBeUndefined();
    const slot = "2027-01-06T05:00:00.000Z";
    const refused = await bookingsLeadAction(
      database.db,
      { leadId, intent: "book", formData: form({ slot, partySize: "1", idempotencyKey: "marketer-key-1" }) },
      marketer,
      address,
    );
    expect(refused).toEqual({ status: 403, ok: false, message: expect.stringMatching(/권한/) });

    await bookingsLeadAction(
      database.db,
      { leadId: otherLead, intent: "book", formData: form({ slot, partySize: "1", idempotencyKey: "other-key-01" }) },
      counsellor,
      address,
    );
    const [theirs] = await database.db.selectFrom("bookings").select("id").execute();
    const cancel = await bookingsLeadAction(
      database.db,
      { leadId, intent: "cancel", formData: form({ booking: theirs?.id as string }) },
      counsellor,
      address,
    );
    expect(cancel).toMatchObject({ status: 404, ok: false });
    expect(await database.db.selectFrom("bookings").select("status").execute()).toEqual([{ status: "confirmed" }]);
    const invalid = await bookingsLeadAction(
      database.db,
      { leadId, intent: "book", formData: form({ slot: "내일", partySize: "-1", idempotencyKey: "x" }) },
      counsellor,
      address,
    );
    expect(invalid).toMatchObject({ status: 400, ok: false, message: expect.stringMatching(/[가-힣]/) });
    expect((await audits()).map((entry) => entry.action)).toEqual(["booking.create"]);
  });
});
