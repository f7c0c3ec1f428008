import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";

// The module takes the app's database; here a test database.
let database: TestDatabase;
vi.mock("#app/db/db.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/db/db.server.ts")>()),
  getDatabase: () => database,
}));

const { adminHomeOf } = await import("./home.server.ts");
const { lastDays } = await import("./period.ts");
const { submitVisitForm } = await import("#app/modules/leads/test-rows.ts");
const { createPress } = await import("#app/modules/board/press.server.ts");

describe.each(testDatabases())("the admin's first page on %s", (_name, open) => {
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("the period's figures, the new leads' count and the latest five articles, from the app's database", async () => {
    const now = new Date();
    await submitVisitForm(database.db, { name: "대시보드", phone: "010-7000-5555", now });
    for (let i = 0; i < 6; i++) {
      await createPress(
        database.db,
        { siteId: "pentacityhansin", title: `소식 ${i}`, summary: "요약", content: "본문" },
        new Date(now.getTime() - (6 - i) * 60_000),
      );
    }
    const home = await adminHomeOf(database.db, lastDays(30, now), now);
    expect(home.newLeadCount).toBe(1);
    expect(home.latestPress.map((article) => article.title)).toEqual([
      "소식 5",
      "소식 4",
      "소식 3",
      "소식 2",
      "소식 1",
    ]);
    expect(home.dashboard).toBeDefined();
  });
});
