import { beforeEach } from "vitest";
import type { TestDatabaseFactory } from "#app/db/test-databases.ts";
import { contentTestDatabase } from "#app/platform/content-signal/test-database.ts";
import { addSite, ensureDefaultSite } from "./sites.server.ts";

/**
 * `contentTestDatabase` with the complexes in it: the default one and, with `second`, a complex
 * "second" (둘째 단지, host second.example) whose rows and paths the default one's host must not take.
 */
export function sitesTestDatabase(open: TestDatabaseFactory[1], { second = false }: { second?: boolean } = {}) {
  const database = contentTestDatabase(open);
  beforeEach(async () => {
    await ensureDefaultSite(database.db);
    if (second) await addSite(database.db, { id: "second", name: "둘째 단지", host: "second.example" });
  });
  return database;
}
