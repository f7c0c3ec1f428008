import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { addSite, ensureDefaultSite } from "#app/platform/sites/sites.server.ts";
import * as boardSites from "./migrations/2026-12-13T00-00-00-board-sites.ts";
import * as uploadSites from "./migrations/2026-12-13T01-00-00-upload-sites.ts";
import { type TestDatabase, testDatabases } from "./test-databases.ts";

describe.each(testDatabases())("2026-12-13 press, notices and uploads owned by a complex on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
    await ensureDefaultSite(database.db);
    await addSite(database.db, { id: "second", name: "둘째 단지", host: "second.example" });
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("rows under a namespace that is no complex become the first complex's; a complex's rows stay", async () => {
    const at = "2026-12-01T00:00:00.000Z";
    const press = (id: string, site: string) => ({
      id,
      site_id: site,
      title: id,
      summary: "요약",
      content: "",
      created_at: at,
      updated_at: at,
      views: 0,
    });
    await database.db
      .insertInto("press")
      .values([press("p-first", "pentacityhansin"), press("p-second", "second"), press("p-typed", "old-namespace")])
      .execute();
    const notice = (id: string, site: string) => ({
      id,
      site_id: site,
      title: id,
      body: "",
      category: "general" as const,
      pinned: 0,
      state: "draft" as const,
      published_title: null,
      published_body: null,
      published_category: null,
      published_pinned: 0,
      attachments: "[]",
      published_attachments: "[]",
      publish_at: null,
      hide_at: null,
      revision: 0,
      created_at: at,
      updated_at: at,
    });
    await database.db
      .insertInto("notices")
      .values([notice("n-second", "second"), notice("n-typed", "e2e-notice-1")])
      .execute();
    await boardSites.up(database.db);
    expect(await database.db.selectFrom("press").select(["id", "site_id"]).orderBy("id").execute()).toEqual([
      { id: "p-first", site_id: "pentacityhansin" },
      { id: "p-second", site_id: "second" },
      { id: "p-typed", site_id: "pentacityhansin" },
    ]);
    expect(await database.db.selectFrom("notices").select(["id", "site_id"]).orderBy("id").execute()).toEqual([
      { id: "n-second", site_id: "second" },
      { id: "n-typed", site_id: "pentacityhansin" },
    ]);
  });

  test("the files stored before each complex had its library are the first complex's", async () => {
    await uploadSites.down(database.db);
    await database.db
      .insertInto("uploaded_files")
      .values({
        id: "f-old",
        sha256: "a".repeat(64),
        kind: "pdf",
        filename: "old.pdf",
        byte_size: 10,
        width: null,
        height: null,
        created_by: null,
        created_at: "2026-11-30T00:00:00.000Z",
      })
      .execute();
    await uploadSites.up(database.db);
    expect(await database.db.selectFrom("uploaded_file_sites").selectAll().execute()).toEqual([
      { file_id: "f-old", site_id: "pentacityhansin", created_at: "2026-11-30T00:00:00.000Z" },
    ]);
  });
});
