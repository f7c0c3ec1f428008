import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { MIGRATION_CHAIN_TIMEOUT, type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { z } from "#app/lib/zod.ts";
import {
  notifyContentChange,
  pollContentVersions,
  readContentVersions,
  resetContentVersionsForTest,
} from "#app/platform/content-signal/content-versions.server.ts";
import { siteScoped } from "#app/platform/sites/scope.server.ts";
import { defineSetting, loadSetting, readHeld, readSetting, saveSetting, writeSetting } from "./settings.server.ts";

const OPENING = defineSetting({
  key: "test-opening",
  schema: z.object({ hours: z.string() }),
  first: () => ({ hours: "10:00" }),
});

afterEach(() => resetContentVersionsForTest());

describe.each(testDatabases())("settings on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    resetContentVersionsForTest();
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("nothing stored: the first value; a save is read back at once here and bumps the area", async () => {
    const first = await readSetting(database.db, OPENING);
    expect(first).toEqual({ hours: "10:00" });
    expect(readSetting(database.db, OPENING)).toBe(first);
    await saveSetting(database.db, OPENING, { hours: "09:00" });
    expect(await readSetting(database.db, OPENING)).toEqual({ hours: "09:00" });
    expect((await readContentVersions(database.db)).get("test-opening")).toBe(1);
  });

  test("written in the caller's transaction: seen by the poll once committed; what no longer parses reads as the first value", async () => {
    await pollContentVersions(database.db);
    expect(await readSetting(database.db, OPENING)).toEqual({ hours: "10:00" });
    await database.db.transaction().execute((trx) => writeSetting(trx, OPENING, { hours: "11:00" }));
    expect(await readSetting(database.db, OPENING)).toEqual({ hours: "10:00" });
    expect(await pollContentVersions(database.db)).toEqual(["test-opening"]);
    expect(await readSetting(database.db, OPENING)).toEqual({ hours: "11:00" });
    await database.db.updateTable("content_documents").set({ published: '{"hours":3}' }).execute();
    expect(await loadSetting(database.db, OPENING)).toEqual({ hours: "10:00" });
  });

  test("a setting is each complex's own: a save on one leaves the other's value and its held copy", async () => {
    const first = siteScoped(database.db, "pentacityhansin");
    const second = siteScoped(database.db, "riverside");
    await saveSetting(second, OPENING, { hours: "08:30" });
    expect(await readSetting(second, OPENING)).toEqual({ hours: "08:30" });
    expect(await readSetting(first, OPENING)).toEqual({ hours: "10:00" });
    // The process's handle is the first complex's, or the one named.
    expect(await readSetting(database.db, OPENING)).toEqual({ hours: "10:00" });
    expect(await loadSetting(database.db, OPENING, "riverside")).toEqual({ hours: "08:30" });
    await saveSetting(first, OPENING, { hours: "09:00" });
    expect(await readSetting(second, OPENING)).toEqual({ hours: "08:30" });
    expect(
      await database.db.selectFrom("content_documents").select(["site_id", "key"]).orderBy("site_id").execute(),
    ).toEqual([
      { site_id: "pentacityhansin", key: "test-opening" },
      { site_id: "riverside", key: "test-opening" },
    ]);
    // A handle of one complex never reads another's by naming it.
    await expect(loadSetting(first, OPENING, "riverside")).rejects.toThrow(/site scope/);
  });
});

describe.each(testDatabases())("the content migration on %s", (_name, open) => {
  test("every setting and revision becomes the first complex's; the two per-complex keys move to their complex", {
    timeout: MIGRATION_CHAIN_TIMEOUT,
  }, async () => {
    const database = await open({ upTo: "2026-12-11T00-00-00-site-staff" });
    try {
      const at = "2026-12-01T00:00:00.000Z";
      const row = (key: string, published: string) => ({
        key,
        draft: published,
        published,
        revision: 1,
        published_at: at,
        updated_at: at,
      });
      await database.db
        .insertInto("content_documents")
        .values([
          row("site-facts", '{"phone":"1661-0000"}'),
          row("booking-settings", '{"capacity":8}'),
          row("booking-settings:riverside", '{"capacity":2}'),
          row("site-sending:pentacityhansin", '{"sender":"1661-0000"}'),
          row("site-sending:riverside", '{"sender":"02-555-0000"}'),
        ] as never)
        .execute();
      await database.db
        .insertInto("content_document_revisions")
        .values([
          { key: "site-facts", number: 1, body: "{}", author_email: null, created_at: at },
          { key: "booking-settings:riverside", number: 1, body: "{}", author_email: null, created_at: at },
        ] as never)
        .execute();
      await migrateToLatest(database.db);
      const documents = await database.db
        .selectFrom("content_documents")
        .select(["site_id", "key", "published"])
        .orderBy("site_id")
        .orderBy("key")
        .execute();
      expect(documents).toEqual([
        { site_id: "pentacityhansin", key: "booking-settings", published: '{"capacity":8}' },
        { site_id: "pentacityhansin", key: "site-facts", published: '{"phone":"1661-0000"}' },
        { site_id: "pentacityhansin", key: "site-sending", published: '{"sender":"1661-0000"}' },
        { site_id: "riverside", key: "booking-settings", published: '{"capacity":2}' },
        { site_id: "riverside", key: "site-sending", published: '{"sender":"02-555-0000"}' },
      ]);
      const revisions = await database.db
        .selectFrom("content_document_revisions")
        .select(["site_id", "key", "number"])
        .orderBy("site_id")
        .execute();
      expect(revisions).toEqual([
        { site_id: "pentacityhansin", key: "site-facts", number: 1 },
        { site_id: "riverside", key: "booking-settings", number: 1 },
      ]);
    } finally {
      await database.cleanup();
    }
  });
});

test("the held copy: a read begun before a change is not kept; a failed read keeps the value held before", async () => {
  const answers: ((value: { hours: string }) => void)[] = [];
  let fail = false;
  const load = () =>
    fail ? Promise.reject(new Error("down")) : new Promise<{ hours: string }>((resolve) => answers.push(resolve));
  const old = readHeld(OPENING, load);
  notifyContentChange(OPENING.area);
  const fresh = readHeld(OPENING, load);
  expect(answers).toHaveLength(2);
  // The newer read answers first; the older one (begun before the change) answers later, with the old value.
  answers[1]?.({ hours: "11:11" });
  expect((await fresh).hours).toBe("11:11");
  answers[0]?.({ hours: "00:00" });
  await old;
  expect((readHeld(OPENING, load) as { hours: string }).hours).toBe("11:11");
  fail = true;
  notifyContentChange(OPENING.area);
  expect((await readHeld(OPENING, load)).hours).toBe("11:11");
});
