import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { checkHealth } from "./health.ts";

describe.each(testDatabases())("health on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("ok while the database answers, unavailable once it does not", async () => {
    const checks = [{ name: "database", check: async () => void (await sql`select 1`.execute(database.db)) }];
    expect(await checkHealth(checks)).toEqual({ ok: true, body: { status: "ok" } });
    await database.close();
    expect(await checkHealth(checks)).toEqual({
      ok: false,
      body: { status: "unavailable", failed: ["database"] },
    });
  });
});
