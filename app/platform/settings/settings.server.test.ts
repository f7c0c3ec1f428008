import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { z } from "#app/lib/zod.ts";
import {
  notifyContentChange,
  pollContentVersions,
  readContentVersions,
  resetContentVersionsForTest,
} from "#app/platform/content-signal/content-versions.server.ts";
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
