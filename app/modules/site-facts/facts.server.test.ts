import { describe, expect, test } from "vitest";
import { testDatabases } from "#app/db/test-databases.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { readContentVersions } from "#app/platform/content-signal/content-versions.server.ts";
import { contentTestDatabase } from "#app/platform/content-signal/test-database.ts";
import {
  getAdminDocument,
  listDocumentRevisions,
  publishDocument,
  restoreDocumentRevision,
  saveDocumentDraft,
} from "#app/platform/publishing/published-documents.server.ts";
import { loadSetting } from "#app/platform/settings/settings.server.ts";
import { complexHandle } from "#app/platform/sites/scope.server.ts";
import { SITE_FACTS, siteFactsOf } from "./facts.server.ts";
import { FACTS_AREA } from "./fields.ts";
import type { SiteFacts } from "./schema.ts";
import { blankSiteFacts, seedSiteFacts } from "./seed.ts";

const actor = { actorId: "admin-1", actorEmail: "owner@example.com", ipAddress: "127.0.0.1" };
const T0 = new Date("2026-11-30T00:00:00.000Z");

describe.each(testDatabases())("site facts on %s", (_name, open) => {
  const database = contentTestDatabase(open);

  test("another complex before its first publish: the sales phone and none of the designed complex's model house", async () => {
    expect(await siteFactsOf(complexHandle(database.db, "second"))).toEqual(blankSiteFacts(getEnv().SALES_PHONE));
    expect((await siteFactsOf(complexHandle(database.db, getEnv().DEFAULT_SITE_ID))).modelHouseAddress).not.toBe("");
  });

  test("nothing published: the pages get the first values; a publish reaches the held copy at once, read once", async () => {
    const first = await siteFactsOf(database.db);
    expect(first).toEqual(seedSiteFacts(getEnv().SALES_PHONE));
    // Held: the same copy, no more reads.
    expect(siteFactsOf(database.db)).toBe(first);

    const facts: SiteFacts = { ...seedSiteFacts("1588-1234"), bookingNote: "주차 안내" };
    await saveDocumentDraft(database.db, SITE_FACTS, facts, actor, T0);
    expect((await siteFactsOf(database.db)).salesPhone).toBe(getEnv().SALES_PHONE);
    expect(await publishDocument(database.db, SITE_FACTS, facts, actor, T0)).toEqual({ revision: 1 });
    // Many requests at once after the publish: one read.
    const pending = [siteFactsOf(database.db), siteFactsOf(database.db), siteFactsOf(database.db)];
    expect(pending[1]).toBe(pending[0]);
    const after = await Promise.all(pending);
    expect(after).toEqual([facts, facts, facts]);
    expect(siteFactsOf(database.db)).toBe(after[0]);
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
    await publishDocument(database.db, SITE_FACTS, first, actor, T0);
    await publishDocument(database.db, SITE_FACTS, second, actor, T0);
    expect((await listDocumentRevisions(database.db, SITE_FACTS)).map((r) => [r.number, r.value?.salesPhone])).toEqual([
      [2, "1661-9999"],
      [1, "1588-1234"],
    ]);
    expect(await restoreDocumentRevision(database.db, SITE_FACTS, 1, actor, T0)).toBe(true);
    expect(await restoreDocumentRevision(database.db, SITE_FACTS, 9, actor, T0)).toBe(false);
    const document = await getAdminDocument(database.db, SITE_FACTS);
    expect(document.draft?.salesPhone).toBe("1588-1234");
    expect((await loadSetting(database.db, SITE_FACTS)).salesPhone).toBe("1661-9999");
  });
});
