import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { Database } from "#app/db/schema.ts";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { createPress, deletePress, getPress } from "./press.server.ts";
import { createPressViewCounter } from "./press-views.server.ts";

const article = { siteId: "pentacityhansin", title: "제목", summary: "요약", content: "본문" };

/** A database that refuses every transaction, as one that went away mid-flush. */
const unreachable = {
  transaction: () => ({ execute: () => Promise.reject(new Error("connection refused")) }),
} as unknown as Kysely<Database>;

describe.each(testDatabases())("batched press views on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("the exact total is stored after a flush, with views arriving during overlapping flushes", async () => {
    const counter = createPressViewCounter();
    const a = await createPress(database.db, article);
    const b = await createPress(database.db, article);
    const flushes: Promise<number>[] = [];
    for (let i = 0; i < 500; i++) {
      counter.count(i % 5 === 0 ? b : a);
      if (i % 50 === 0) {
        flushes.push(counter.flush(database.db));
        // Let the flush start: the next views arrive while it writes.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    const written = (await Promise.all(flushes)).reduce((sum, n) => sum + n, 0);
    expect(written + (await counter.flush(database.db))).toBe(500);
    expect((await getPress(database.db, a))?.views).toBe(400);
    expect((await getPress(database.db, b))?.views).toBe(100);
    expect(counter.pending(a)).toBe(0);
  });

  test("a failed flush keeps its counts for the next one: none lost, none twice", async () => {
    const counter = createPressViewCounter();
    const id = await createPress(database.db, article);
    for (let i = 0; i < 7; i++) counter.count(id);
    await expect(counter.flush(unreachable)).rejects.toThrow("connection refused");
    expect(counter.pending(id)).toBe(7);
    counter.count(id);
    expect(await counter.flush(database.db)).toBe(8);
    expect(await counter.flush(database.db)).toBe(0);
    expect((await getPress(database.db, id))?.views).toBe(8);
  });

  test("views of an article deleted before the flush are dropped; the others are stored", async () => {
    const counter = createPressViewCounter();
    const kept = await createPress(database.db, article);
    const gone = await createPress(database.db, article);
    counter.count(kept);
    counter.count(gone);
    await deletePress(database.db, gone);
    expect(await counter.flush(database.db)).toBe(2);
    expect((await getPress(database.db, kept))?.views).toBe(1);
    expect(counter.pending(gone)).toBe(0);
  });

  test("stop writes what is left (graceful shutdown)", async () => {
    const counter = createPressViewCounter();
    const id = await createPress(database.db, article);
    counter.start({ db: database.db, intervalMs: 60_000 });
    for (let i = 0; i < 3; i++) counter.count(id);
    await counter.stop();
    expect((await getPress(database.db, id))?.views).toBe(3);
  });
});
