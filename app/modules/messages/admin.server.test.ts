import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";

// The module takes the app's database; here a test database.
let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));

const { messagesPageOf } = await import("./admin.server.ts");
const { enqueueMessage } = await import("#app/platform/messaging/text-outbox.server.ts");

describe.each(testDatabases())("the admin's messages page on %s", (_name, open) => {
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("reads the app's queued texts, filtered by status", async () => {
    const message = { kind: "booking.confirmation" as const, to: "010-1234-5678", text: "예약 확정", eventKey: "e1" };
    await enqueueMessage(database.db, message);
    const page = await messagesPageOf({ status: "pending", page: 1 });
    expect(page.items.map((row) => row.event_key)).toEqual(["e1"]);
    expect((await messagesPageOf({ status: "sent", page: 1 })).items).toEqual([]);
  });
});
