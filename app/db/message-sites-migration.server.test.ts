import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { insertBooking, submitVisitForm } from "#app/modules/leads/test-rows.ts";
import * as messageSites from "./migrations/2026-12-09T00-00-00-message-sites.ts";
import { type TestDatabase, testDatabases } from "./test-databases.ts";

describe.each(testDatabases())("2026-12-09 the complex of each text on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("a populated outbox: texts about a lead or booking take its complex, the rest the first complex's", async () => {
    const firstLead = await submitVisitForm(database.db, { name: "첫째", phone: "010-1111-0001" });
    const secondLead = await submitVisitForm(database.db, { name: "둘째", phone: "010-2222-0002" });
    const booking = await insertBooking(database, { phone: "010-2222-0002" });
    await database.db.updateTable("leads").set({ site_id: "second" }).where("id", "=", secondLead).execute();
    await database.db.updateTable("bookings").set({ site_id: "second" }).where("id", "=", booking).execute();
    const row = (id: string, about: { lead_id?: string; booking_id?: string }) => ({
      id,
      created_at: "2026-12-01T00:00:00.000Z",
      updated_at: "2026-12-01T00:00:00.000Z",
      kind: "staff.lead",
      purpose: "service" as const,
      event_key: id,
      recipient: "010-9000-0001",
      body: "새 관심고객이 등록되었습니다.",
      channel: "sms",
      status: "sent" as const,
      attempts: 1,
      next_attempt_at: "2026-12-01T00:00:00.000Z",
      lead_id: about.lead_id ?? null,
      booking_id: about.booking_id ?? null,
    });
    await database.db.deleteFrom("messages").execute();
    await messageSites.down(database.db);
    await database.db
      // The table as it was before the migration (no site_id).
      .insertInto("messages" as never)
      .values([
        row("m-booking", { booking_id: booking }),
        row("m-second-lead", { lead_id: secondLead }),
        row("m-first-lead", { lead_id: firstLead }),
        row("m-staff", {}),
        row("m-gone", { lead_id: "deleted-lead" }),
      ] as never)
      .execute();
    await messageSites.up(database.db);
    const rows = await database.db.selectFrom("messages").select(["id", "site_id"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "m-booking", site_id: "second" },
      { id: "m-first-lead", site_id: "pentacityhansin" },
      { id: "m-gone", site_id: "pentacityhansin" },
      { id: "m-second-lead", site_id: "second" },
      { id: "m-staff", site_id: "pentacityhansin" },
    ]);
  });
});
