import { describe, expect, test } from "vitest";
import { testDatabases } from "#app/db/test-databases.ts";
import { type Env, getEnv } from "#app/lib/env.server.ts";
import { SITE_FACTS } from "#app/modules/site-facts/facts.server.ts";
import { seedSiteFacts } from "#app/modules/site-facts/seed.ts";
import { publishDocument } from "#app/platform/publishing/published-documents.server.ts";
import { complexHandle } from "#app/platform/sites/scope.server.ts";
import { saveSiteSending } from "#app/platform/sites/sending.server.ts";
import { sitesTestDatabase } from "#app/platform/sites/test-database.ts";
import { campaignSettings } from "./settings.server.ts";

const env = { CAMPAIGN_APPROVAL_THRESHOLD: 1000 } as Env;
const sending = { sender: "", alertPhones: [], kakaoPfId: "", kakaoTemplates: {} };
const actor = { actorId: "admin-1", actorEmail: "owner@example.com", ipAddress: "127.0.0.1" };

describe.each(testDatabases())("campaign settings on %s", (_name, open) => {
  const database = sitesTestDatabase(open, { second: true });
  /** The complex's sales team publishes its facts with this sales phone (as the admin's 현장 정보 does). */
  const publishSalesPhone = (siteId: string, salesPhone: string) =>
    publishDocument(complexHandle(database.db, siteId), SITE_FACTS, seedSiteFacts(salesPhone), actor);

  test("each complex advertises under its own name, 080 number and address; the contact is the published sales phone, read at each use", async () => {
    await publishSalesPhone("pentacityhansin", "1661-0000");
    await saveSiteSending(database.db, "pentacityhansin", { ...sending, optOut080: "080-123-4567" });
    await saveSiteSending(database.db, "second", { ...sending, optOut080: "080-222-3333" });
    const first = await campaignSettings(database.db, env);
    expect(first).toMatchObject({
      siteId: "pentacityhansin",
      senderName: "펜타시티 한신더휴",
      siteUrl: getEnv().SITE_URL,
      contactPhone: "1661-0000",
      optOut080: "080-123-4567",
    });
    expect(first.optOutUrl("010-1111-2222")).toMatch(new RegExp(`^${getEnv().SITE_URL}/unsubscribe/[\\w-]{43}$`));
    const second = await campaignSettings(database.db, env, "second");
    expect(second).toMatchObject({
      siteId: "second",
      senderName: "둘째 단지",
      siteUrl: "https://second.example",
      optOut080: "080-222-3333",
    });
    // The same number's link is another token on another complex: an opt-out there is no opt-out here.
    expect(second.optOutUrl("010-1111-2222")).toMatch(/^https:\/\/second\.example\/unsubscribe\/[\w-]{43}$/);
    expect(second.optOutUrl("010-1111-2222").split("/").at(-1)).not.toBe(
      first.optOutUrl("010-1111-2222").split("/").at(-1),
    );

    await publishSalesPhone("pentacityhansin", "1588-7777");
    await saveSiteSending(database.db, "pentacityhansin", { ...sending, optOut080: "" });
    expect(await campaignSettings(database.db, env)).toMatchObject({ contactPhone: "1588-7777", optOut080: null });
  });

  test("the job's handle (the process's) asks for another complex: its contact is that complex's published sales phone, never the first's", async () => {
    await publishSalesPhone("pentacityhansin", "1588-1111");
    // Before its first publish: the environment's sales phone, not the first complex's published one.
    expect((await campaignSettings(database.db, env, "second")).contactPhone).toBe(getEnv().SALES_PHONE);
    await publishSalesPhone("second", "1588-2222");
    expect(await campaignSettings(database.db, env, "second")).toMatchObject({
      siteId: "second",
      senderName: "둘째 단지",
      contactPhone: "1588-2222",
    });
    expect((await campaignSettings(database.db, env)).contactPhone).toBe("1588-1111");
    // A staff member's handle, scoped to the second complex, reads the same.
    expect((await campaignSettings(complexHandle(database.db, "second"), env)).contactPhone).toBe("1588-2222");
  });
});
