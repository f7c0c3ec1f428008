import { afterEach, beforeEach } from "vitest";
import type { OpenOptions, TestDatabase, TestDatabaseFactory } from "#app/db/test-databases.ts";
import { resetContentVersionsForTest } from "./content-versions.server.ts";

/** A fresh database and fresh content versions for each test of a `describe.each(testDatabases())`. */
export function contentTestDatabase(open: TestDatabaseFactory[1]) {
  let database: TestDatabase | undefined;
  beforeEach(async () => {
    resetContentVersionsForTest();
    database = await open();
  });
  afterEach(async () => {
    await database?.cleanup();
  });
  return {
    get db() {
      if (!database) throw new Error("The test database is open only inside a test.");
      return database.db;
    },
    /** This test's database again, migrated only as far as `options` says. */
    async reopen(options: OpenOptions) {
      await database?.cleanup();
      database = await open(options);
    },
  };
}
