import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";

// The module takes the app's database; here a test database.
let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));

const { auditLogPage, recordAudit } = await import("./audit.server.ts");

describe.each(testDatabases())("the admin's audit page on %s", (_name, open) => {
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("reads the app's access log, newest first, filtered by action and paged", async () => {
    const actor = { actorId: "admin-1", actorEmail: "sales@example.com", ipAddress: "203.0.113.9" };
    await recordAudit(database.db, { ...actor, action: "lead.view", target: "a" }, new Date("2026-11-20T01:00:00Z"));
    await recordAudit(database.db, { ...actor, action: "press.create", target: "b" }, new Date("2026-11-20T02:00:00Z"));
    await recordAudit(database.db, { ...actor, action: "lead.view", target: "c" }, new Date("2026-11-20T03:00:00Z"));
    expect((await auditLogPage({ limit: 10, offset: 0 })).map((row) => row.target)).toEqual(["c", "b", "a"]);
    expect((await auditLogPage({ limit: 10, offset: 0, action: "lead.view" })).map((row) => row.target)).toEqual([
      "c",
      "a",
    ]);
    expect((await auditLogPage({ limit: 1, offset: 1 })).map((row) => row.target)).toEqual(["b"]);
  });
});
