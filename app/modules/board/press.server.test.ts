import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { createPress, deletePress, getPress, listPress, updatePress, viewPress } from "./press.server.ts";
import { createPressViewCounter } from "./press-views.server.ts";

const article = { siteId: "pentacityhansin", title: "제목", summary: "요약", content: "첫 줄\n둘째 줄" };

describe.each(testDatabases())("press on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("pages of 10, newest first, by cursor, per site; a short page ends the paging", async () => {
    const start = Date.parse("2026-11-01T00:00:00.000Z");
    for (let index = 0; index < 25; index++) {
      await createPress(database.db, { ...article, title: `기사 ${index + 1}` }, new Date(start + index * 60_000));
    }
    // Two articles at the same instant still page without loss or repetition.
    const same = new Date(start + 30 * 60_000);
    await createPress(database.db, { ...article, title: "동시 A" }, same);
    await createPress(database.db, { ...article, title: "동시 B" }, same);
    await createPress(database.db, { ...article, siteId: "othersite", title: "다른 현장" });

    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page = await listPress(database.db, { siteId: "pentacityhansin", cursor });
      sizes.push(page.items.length);
      seen.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 7]);
    expect(seen).toHaveLength(27);
    expect(new Set(seen).size).toBe(27);
    expect(seen.slice(0, 2).sort()).toEqual(["동시 A", "동시 B"]);
    expect(seen[2]).toBe("기사 25");
    expect(seen.at(-1)).toBe("기사 1");
    expect(seen).not.toContain("다른 현장");
  });

  test("each view counts exactly once, also when views race; the count is stored when flushed", async () => {
    const counter = createPressViewCounter();
    const id = await createPress(database.db, article);
    expect((await getPress(database.db, id))?.views).toBe(0);
    expect((await viewPress(database.db, id, counter))?.views).toBe(1);
    await Promise.all(Array.from({ length: 20 }, () => viewPress(database.db, id, counter)));
    // Shown at once (stored + counted here), stored at the next flush.
    expect((await viewPress(database.db, id, counter))?.views).toBe(22);
    expect((await getPress(database.db, id))?.views).toBe(0);
    expect(await counter.flush(database.db)).toBe(22);
    expect((await getPress(database.db, id))?.views).toBe(22);
    expect(await viewPress(database.db, "missing", counter)).toBeUndefined();
  });

  test("edit and delete", async () => {
    const id = await createPress(database.db, article);
    expect(await updatePress(database.db, id, { ...article, title: "고친 제목" })).toBe(true);
    expect((await getPress(database.db, id))?.title).toBe("고친 제목");
    expect(await deletePress(database.db, id)).toBe(true);
    expect(await getPress(database.db, id)).toBeUndefined();
    expect(await deletePress(database.db, id)).toBe(false);
  });
});
