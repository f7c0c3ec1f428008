import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { getEnv } from "#app/lib/env.server.ts";
import {
  onContentChange,
  readContentVersions,
  resetContentVersionsForTest,
} from "#app/platform/content-signal/content-versions.server.ts";
import {
  createSiteFactsCache,
  getAdminFacts,
  listFactsRevisions,
  loadSiteFacts,
  publishFacts,
  restoreFactsRevision,
  saveFactsDraft,
} from "./facts.server.ts";
import { FACTS_AREA } from "./fields.ts";
import type { SiteFacts } from "./schema.ts";
import { seedSiteFacts } from "./seed.ts";

const actor = { actorId: "admin-1", actorEmail: "owner@example.com", ipAddress: "127.0.0.1" };
const T0 = new Date("2026-11-30T00:00:00.000Z");

describe.each(testDatabases())("site facts on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    resetContentVersionsForTest();
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("nothing published: the pages get the first values; a publish reaches the held copy at once, read once", async () => {
    let reads = 0;
    const cache = createSiteFactsCache(
      () => {
        reads++;
        return loadSiteFacts(database.db);
      },
      () => seedSiteFacts(),
    );
    onContentChange(FACTS_AREA, () => cache.refresh());
    expect(await cache.get()).toEqual(seedSiteFacts(getEnv().SALES_PHONE));
    // Held: no more reads.
    expect(cache.get()).toEqual(seedSiteFacts(getEnv().SALES_PHONE));
    expect(reads).toBe(1);

    const facts: SiteFacts = { ...seedSiteFacts("1588-1234"), bookingNote: "주차 안내" };
    await saveFactsDraft(database.db, facts, actor, T0);
    expect((await cache.get()).salesPhone).toBe(getEnv().SALES_PHONE);
    expect(await publishFacts(database.db, facts, actor, T0)).toEqual({ revision: 1 });
    // Many requests at once after the publish: one read.
    const after = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(after).toEqual([facts, facts, facts]);
    expect(reads).toBe(2);
    expect((await readContentVersions(database.db)).get(FACTS_AREA)).toBe(1);
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "target"])
      .orderBy("created_at")
      .execute();
    expect(audit).toEqual([
      { action: "facts.update", target: "site-facts" },
      { action: "facts.publish", target: "site-facts" },
    ]);
  });

  test("a revision restored becomes the draft; the pages keep the published facts until the next publish", async () => {
    const first = seedSiteFacts("1588-1234");
    const second = { ...first, salesPhone: "1661-9999" };
    await publishFacts(database.db, first, actor, T0);
    await publishFacts(database.db, second, actor, T0);
    expect((await listFactsRevisions(database.db)).map((r) => [r.number, r.value?.salesPhone])).toEqual([
      [2, "1661-9999"],
      [1, "1588-1234"],
    ]);
    expect(await restoreFactsRevision(database.db, 1, actor, T0)).toBe(true);
    expect(await restoreFactsRevision(database.db, 9, actor, T0)).toBe(false);
    const document = await getAdminFacts(database.db);
    expect(document.draft?.salesPhone).toBe("1588-1234");
    expect((await loadSiteFacts(database.db)).salesPhone).toBe("1661-9999");
  });
});

test("the held copy: a read begun before a change is not kept; a failed read keeps the facts held before", async () => {
  const seed = seedSiteFacts();
  const answers: ((facts: SiteFacts) => void)[] = [];
  let fail = false;
  const cache = createSiteFactsCache(
    () => (fail ? Promise.reject(new Error("down")) : new Promise<SiteFacts>((resolve) => answers.push(resolve))),
    () => seed,
  );
  const old = cache.get();
  cache.refresh();
  const fresh = cache.get();
  expect(answers).toHaveLength(2);
  // The newer read answers first; the older one (begun before the change) answers later, with the old phone.
  answers[1]?.({ ...seed, salesPhone: "1588-1111" });
  expect((await fresh).salesPhone).toBe("1588-1111");
  answers[0]?.({ ...seed, salesPhone: "1588-0000" });
  await old;
  expect((cache.get() as SiteFacts).salesPhone).toBe("1588-1111");
  fail = true;
  cache.refresh();
  expect((await cache.get()).salesPhone).toBe("1588-1111");
});
