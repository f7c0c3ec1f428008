import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { insertBooking, insertLead } from "#app/modules/leads/test-rows.ts";

let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));

const { todayOf, todayPageOf } = await import("./today.server.ts");

// 2026-11-27 14:00 in Korea.
const now = new Date("2026-11-27T05:00:00.000Z");
const me = "counsellor-me";
const other = "counsellor-other";

describe.each(testDatabases())("오늘 할 일 on %s", (_name, open) => {
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("my contacts due today and overdue (most overdue first), today's bookings of my leads and the pool's, my new leads; nobody else's", async () => {
    const overdue = await insertLead(database, {
      name: "어제약속",
      phone: "010-1111-0001",
      status: "counselling",
      assignedTo: me,
      nextContactAt: "2026-11-26T01:00:00.000Z",
    });
    const laterToday = await insertLead(database, {
      phone: "010-1111-0002",
      status: "counselling",
      assignedTo: me,
      // 23:30 in Korea today: still today.
      nextContactAt: "2026-11-27T14:30:00.000Z",
    });
    const earlierToday = await insertLead(database, {
      phone: "010-1111-0003",
      status: "booked",
      assignedTo: me,
      nextContactAt: "2026-11-27T01:00:00.000Z",
    });
    // Tomorrow in Korea (00:00 KST on the 28th), another counsellor's, a dropped one, the pool: not mine today.
    await insertLead(database, {
      phone: "010-1111-0004",
      assignedTo: me,
      status: "counselling",
      nextContactAt: "2026-11-27T15:00:00.000Z",
    });
    await insertLead(database, {
      phone: "010-1111-0005",
      assignedTo: other,
      status: "counselling",
      nextContactAt: "2026-11-26T01:00:00.000Z",
    });
    await insertLead(database, {
      phone: "010-1111-0006",
      assignedTo: me,
      status: "dropped",
      nextContactAt: "2026-11-26T01:00:00.000Z",
    });
    await insertLead(database, { phone: "010-1111-0007", assignedTo: null, status: "new" });
    const newer = await insertLead(database, {
      phone: "010-1111-0008",
      assignedTo: me,
      assignedAt: "2026-11-27T02:00:00.000Z",
    });
    const older = await insertLead(database, {
      phone: "010-1111-0009",
      assignedTo: me,
      assignedAt: "2026-11-26T02:00:00.000Z",
    });
    await insertLead(database, { phone: "010-1111-0010", assignedTo: other });
    // Bookings today: one of my lead, one of the pool's (a web booking's new lead), one of another's; one tomorrow; one cancelled.
    const bookedLead = await insertLead(database, {
      phone: "010-2222-0001",
      assignedTo: me,
      status: "booked",
      createdAt: "2026-11-21T01:00:00.000Z",
    });
    await insertLead(database, {
      phone: "010-2222-0001",
      assignedTo: me,
      status: "booked",
      createdAt: "2026-11-19T01:00:00.000Z",
    });
    await insertLead(database, { phone: "010-2222-0002", assignedTo: other, status: "booked" });
    const mine = await insertBooking(database, {
      phone: "010-2222-0001",
      slotStart: "2026-11-27T06:00:00.000Z",
      day: "2026-11-27",
    });
    await insertBooking(database, { phone: "010-2222-0002", slotStart: "2026-11-27T02:00:00.000Z", day: "2026-11-27" });
    const poolLead = await insertLead(database, { phone: "010-2222-0003", assignedTo: null, status: "booked" });
    const pool = await insertBooking(database, {
      phone: "010-2222-0003",
      slotStart: "2026-11-27T03:00:00.000Z",
      day: "2026-11-27",
    });
    await insertBooking(database, { phone: "010-2222-0001", slotStart: "2026-11-28T02:00:00.000Z", day: "2026-11-28" });
    await insertBooking(database, {
      phone: "010-1111-0002",
      slotStart: "2026-11-27T01:00:00.000Z",
      day: "2026-11-27",
      status: "cancelled",
    });

    const today = await todayOf(database.db, me, now);

    expect(today.day).toBe("2026-11-27");
    expect(today.contacts.items.map((item) => [item.leadId, item.overdue])).toEqual([
      [overdue, true],
      [earlierToday, true],
      [laterToday, false],
    ]);
    expect(today.contacts.total).toBe(3);
    expect(today.contacts.items[0]).toMatchObject({ name: "어제약속", phone: "010-****-0001", stage: "counselling" });
    // One tap to call: the full number only in the call link.
    expect(today.contacts.items[0]?.callHref).toBe("tel:01011110001");
    expect(today.fresh.items.map((item) => item.leadId)).toEqual([older, newer]);
    expect(today.bookings.items).toEqual([
      expect.objectContaining({ bookingId: pool, leadId: poolLead }),
      expect.objectContaining({
        bookingId: mine,
        leadId: bookedLead,
        phone: "010-****-0001",
        arrived: false,
        partySize: 2,
      }),
    ]);
    expect(today.bookings.total).toBe(2);
  });

  test("the page's look is recorded with a count and the call links it carried, never a name or a number", async () => {
    await insertLead(database, { name: "기록시험", phone: "010-3333-0001", assignedTo: me });
    const today = await todayPageOf(
      { db: database.db, actor: { id: me, email: "me@example.com" }, clientAddress: "203.0.113.5" },
      now,
    );
    expect(today.fresh.total).toBe(1);
    const rows = await database.db
      .selectFrom("audit_log")
      .select(["action", "actor_id", "detail", "ip_address"])
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "desk.today.view", actor_id: me, ip_address: "203.0.113.5" });
    expect(JSON.parse(rows[0]?.detail ?? "{}")).toEqual({ count: 1, calls: 1 });
    expect(today.fresh.items[0]?.callHref).toBe("tel:01033330001");
    expect(JSON.stringify(rows)).not.toMatch(/기록시험|3333/);
  });
});
