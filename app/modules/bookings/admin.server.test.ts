import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { bookingScheduleDefaults } from "#app/modules/bookings/copy.ts";
import { addStaff } from "#app/modules/counselling/test-staff.ts";

// The module takes the app's database and relay; here a test database and a relay that only counts.
let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));
const kick = vi.fn();
vi.mock("#app/platform/messaging/relay.server.ts", () => ({ getMessageRelay: () => ({ kick }) }));

const {
  bookFromWaitlist,
  bookingDayOf,
  bookingSettingsOf,
  cancelWaitlist,
  changeBookingSchedule,
  changeBookingStatus,
  exportBookings,
} = await import("./admin.server.ts");
const { getBooking } = await import("./booking.server.ts");
const { createStaffBooking } = await import("./staff-booking.server.ts");
const { createLead } = await import("#app/modules/leads/lead.server.ts");

const actor = { id: "admin-1", email: "sales@example.com" };
const clientAddress = "203.0.113.9";
const schedule = { ...bookingScheduleDefaults, slotMinutes: 30, capacity: 10 };
// A Wednesday 14:00 in Seoul, entered the day before.
const day = "2027-01-06";
const slot = "2027-01-06T05:00:00.000Z";
const enteredAt = new Date("2027-01-05T00:00:00Z");

async function booking(phone = "010-7000-1234") {
  const result = await createStaffBooking(
    database.db,
    schedule,
    {
      slotStart: slot,
      partySize: 2,
      name: "전화손님",
      phone,
      siteId: "pentacityhansin",
      enteredBy: actor.id,
      idempotencyKey: `staff-form-${phone}`,
    },
    { now: enteredAt },
  );
  if (result.status !== "booked") throw new Error(result.status);
  return result.booking;
}

const entries = () =>
  database.db
    .selectFrom("audit_log")
    .select(["action", "actor_id", "actor_email", "ip_address", "target", "reason", "detail"])
    .orderBy("action")
    .orderBy("target")
    .execute();

describe.each(testDatabases())("the bookings admin's audited work on %s", (_name, open) => {
  beforeEach(async () => {
    database = await open();
    kick.mockReset();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("the day view, a status change and an export each leave an entry with the admin and the address", async () => {
    const { id } = await booking();
    const view = await bookingDayOf(database.db, { booking: id, day: null, phone: "1234" }, actor, clientAddress);
    expect(view).toMatchObject({ day, invalidDay: false, invalidPhone: false });
    expect(view.bookings.map((b) => b.id)).toEqual([id]);
    expect(
      (await bookingDayOf(database.db, { booking: null, day: "2027-02-31", phone: "12" }, actor, clientAddress))
        .invalidPhone,
    ).toBe(true);

    expect((await changeBookingStatus(database.db, { id, status: "arrived" }, actor, clientAddress)).status).toBe("ok");
    expect(kick).toHaveBeenCalledTimes(1);
    const rows = await exportBookings(
      database.db,
      { from: day, to: day, reason: "방문 확인 명단 공유" },
      actor,
      clientAddress,
    );
    expect(rows.map((row) => row.id)).toEqual([id]);

    const logged = await entries();
    expect(logged.map((entry) => [entry.action, entry.actor_id, entry.actor_email, entry.ip_address])).toEqual([
      ["booking.export", actor.id, actor.email, clientAddress],
      ["booking.update", actor.id, actor.email, clientAddress],
      ["booking.view", actor.id, actor.email, clientAddress],
      ["booking.view", actor.id, actor.email, clientAddress],
    ]);
    expect(logged[0]).toMatchObject({ reason: "방문 확인 명단 공유" });
    expect(JSON.parse(logged[0]?.detail ?? "")).toEqual({ from: day, to: day, count: 1 });
    expect(logged[1]).toMatchObject({ target: id });
    expect(JSON.parse(logged[1]?.detail ?? "")).toEqual({ from: "confirmed", to: "arrived", slot });
    // The linked booking's day, searched by the phone's last four digits.
    expect(logged[3]).toMatchObject({ target: day });
    expect(JSON.parse(logged[3]?.detail ?? "")).toEqual({ day, phoneSearch: true, count: 1 });
  });

  test("when the entry cannot be written, the status change is rolled back and the export gives nothing", async () => {
    const { id } = await booking();
    await sql`alter table audit_log rename to audit_log_gone`.execute(database.db);
    await expect(changeBookingStatus(database.db, { id, status: "cancelled" }, actor, clientAddress)).rejects.toThrow();
    expect((await getBooking(database.db, id))?.status).toBe("confirmed");
    await expect(
      exportBookings(database.db, { from: day, to: day, reason: "명단 공유" }, actor, clientAddress),
    ).rejects.toThrow();
  });

  test("a slot's capacity cut asks first; the chosen cancel is saved with the change's entry and the booking's", async () => {
    const { id } = await booking();
    const cut = { intent: "slot" as const, slot, capacity: 1 };
    const asked = await changeBookingSchedule(database.db, { ...cut, decisions: new Map() }, actor, clientAddress);
    expect(asked.status).toBe("confirm");
    expect(await entries()).toEqual([]);
    expect(kick).not.toHaveBeenCalled();

    const saved = await changeBookingSchedule(
      database.db,
      { ...cut, decisions: new Map([[id, "cancel"]]) },
      actor,
      clientAddress,
    );
    expect(saved).toMatchObject({ status: "saved", cancelled: [id] });
    expect(kick).toHaveBeenCalledTimes(1);
    const logged = await entries();
    expect(logged.map((entry) => [entry.action, entry.target, entry.actor_email, entry.ip_address])).toEqual([
      ["booking.settings", null, actor.email, clientAddress],
      ["booking.update", id, actor.email, clientAddress],
    ]);
    expect(JSON.parse(logged[0]?.detail ?? "")).toEqual({ slot, capacity: 1, cancelled: [id], kept: [], moved: [] });
    expect(JSON.parse(logged[1]?.detail ?? "")).toEqual({
      from: "confirmed",
      to: "cancelled",
      slot,
      cause: "schedule",
    });
  });

  test("the schedule page reads the asked day's slots (today when not a date) and nothing off the schedule", async () => {
    await booking();
    const settings = await bookingSettingsOf(database.db, day, enteredAt);
    expect(settings).toMatchObject({ day, today: "2027-01-05", over: [], stranded: [] });
    expect(settings.slots.map((one) => one.start)).toContain(slot);
    expect((await bookingSettingsOf(database.db, "2027-02-31", enteredAt)).day).toBe("2027-01-05");
  });

  test("a counsellor's post of another counsellor's person's waitlist entry answers not-found and changes nothing; own, pool and no-lead entries, and owner and manager, go through", async () => {
    const kim = { id: "c-kim", email: "kim@example.com", role: "counsellor" as const };
    const lee = { id: "c-lee", email: "lee@example.com", role: "counsellor" as const };
    await addStaff(database, { id: kim.id });
    await addStaff(database, { id: lee.id });
    const lead = async (phone: string, assignedTo: string | null) => {
      const { id } = await createLead(database.db, {
        submission: {
          form: "visit",
          name: "대기시험",
          phone,
          privacyConsent: true,
          marketingConsent: false,
          message: undefined,
          idempotencyKey: `lead-${phone}`,
        },
        siteId: "pentacityhansin",
        consentVersion: "2026-11-22",
        now: enteredAt,
      });
      await database.db.updateTable("leads").set({ assigned_to: assignedTo }).where("id", "=", id).execute();
    };
    const waiting = async (phone: string) => {
      const id = `00000000-0000-4000-8000-00000000${phone.slice(-4)}`;
      await database.db
        .insertInto("booking_waitlist")
        .values({
          id,
          created_at: enteredAt.toISOString(),
          updated_at: enteredAt.toISOString(),
          slot_start: slot,
          day,
          name: "대기손님",
          phone,
          party_size: 1,
          status: "waiting",
          active_key: `${phone}|${slot}`,
          privacy_consent: 1,
          entered_by: actor.id,
          offered_at: null,
          booking_id: null,
        })
        .execute();
      return id;
    };
    await lead("010-7100-0001", kim.id);
    await lead("010-7100-0002", null);
    await lead("010-7100-0003", lee.id);
    const mine = await waiting("010-7100-0001");
    const pool = await waiting("010-7100-0002");
    const theirs = await waiting("010-7100-0003");
    const noLead = await waiting("010-7100-0004");
    const status = async (id: string) =>
      (await database.db.selectFrom("booking_waitlist").select("status").where("id", "=", id).executeTakeFirstOrThrow())
        .status;

    expect(await cancelWaitlist(database.db, { entry: theirs }, kim, clientAddress)).toEqual({ status: "not-found" });
    expect(await bookFromWaitlist(database.db, { entry: theirs }, kim, clientAddress)).toEqual({ status: "not-found" });
    expect(await status(theirs)).toBe("waiting");
    expect(await database.db.selectFrom("bookings").select("id").execute()).toEqual([]);
    expect(await entries()).toEqual([]);
    expect(kick).not.toHaveBeenCalled();

    expect((await cancelWaitlist(database.db, { entry: mine }, kim, clientAddress)).status).toBe("ok");
    expect((await bookFromWaitlist(database.db, { entry: pool }, kim, clientAddress)).status).toBe("booked");
    expect((await bookFromWaitlist(database.db, { entry: noLead }, kim, clientAddress)).status).toBe("booked");
    expect([await status(mine), await status(pool), await status(noLead)]).toEqual(["cancelled", "booked", "booked"]);

    // The owner and a manager reach every entry.
    const manager = { id: "m-1", email: "manager@example.com", role: "manager" as const };
    expect((await bookFromWaitlist(database.db, { entry: theirs }, manager, clientAddress)).status).toBe("booked");
    const again = await waiting("010-7100-0005");
    await lead("010-7100-0005", lee.id);
    const owner = { id: "o-1", email: "owner@example.com", role: "owner" as const };
    expect((await cancelWaitlist(database.db, { entry: again }, owner, clientAddress)).status).toBe("ok");
  });
});
