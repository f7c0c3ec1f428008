import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { enqueueMessage } from "#app/platform/messaging/text-outbox.server.ts";
import { adminMessagesPage } from "./admin.server.ts";

describe.each(testDatabases())("the admin's messages page on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("reads the app's queued texts, filtered by status", async () => {
    const message = { kind: "booking.confirmation" as const, to: "010-1234-5678", text: "예약 확정", eventKey: "e1" };
    const { id } = await enqueueMessage(database.db, message);
    const page = (query: string) =>
      adminMessagesPage(database, new URL(`https://admin.example/admin/messages?${query}`));
    const pending = await page("status=pending");
    expect(pending.items.map((row) => row.id)).toEqual([id]);
    expect(pending.items.map((row) => row.recipient)).toEqual(["010-****-5678"]);
    expect(pending.items.map((row) => row.kind)).toEqual(["예약 확정"]);
    expect((await page("status=sent")).items).toEqual([]);
    expect((await page("status=bogus")).invalidStatus).toBe(true);
  });
});
