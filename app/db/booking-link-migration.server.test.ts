import { afterEach, beforeEach, describe, expect, test } from "vitest";
import * as bookingLinkInTexts from "./migrations/2026-11-26T12-00-00-booking-link-in-texts.ts";
import { type TestDatabase, testDatabases } from "./test-databases.ts";

describe.each(testDatabases())("2026-11-26 booking link in texts on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("texts stored before it lose the change link's token; other texts are untouched", async () => {
    await bookingLinkInTexts.down(database.db);
    const token = "aB3_-".repeat(8).concat("xyz");
    const row = (id: string, body: string) => ({
      id,
      created_at: "2026-11-25T00:00:00.000Z",
      updated_at: "2026-11-25T00:00:00.000Z",
      kind: "booking.confirmation",
      purpose: "service",
      event_key: id,
      recipient: "010-1234-5678",
      body,
      channel: "lms",
      status: "sent",
      attempts: 1,
      next_attempt_at: "2026-11-25T00:00:00.000Z",
    });
    await database.db
      // The table as it was before the migration (no outcome_unknown_since).
      .insertInto("messages" as never)
      .values([
        row("m1", `예약 확인·변경·취소: https://www.pentacity-hansin.example/Promotion/Visit/${token}`),
        row("m2", "새 관심고객이 등록되었습니다. https://www.pentacity-hansin.example/admin/leads/x"),
      ] as never)
      .execute();
    await bookingLinkInTexts.up(database.db);
    const bodies = await database.db.selectFrom("messages").select(["id", "body"]).orderBy("id").execute();
    expect(bodies).toEqual([
      { id: "m1", body: "예약 확인·변경·취소: https://www.pentacity-hansin.example/Promotion/Visit" },
      { id: "m2", body: "새 관심고객이 등록되었습니다. https://www.pentacity-hansin.example/admin/leads/x" },
    ]);
  });
});
