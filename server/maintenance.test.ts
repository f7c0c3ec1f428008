import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { countLeads, createLead } from "#app/modules/leads/lead.server.ts";
import { parseLead } from "#app/modules/leads/schema.ts";
import { minimalPdf } from "#app/modules/uploads/test-fixtures.ts";
import { saveUpload } from "#app/modules/uploads/uploads.server.ts";
import { createAuth } from "#app/platform/access/auth.server.ts";
import { createOrResetAdmin } from "#app/platform/access/users.server.ts";
import { deleteExpiredAudit, recordAudit } from "#app/platform/audit/audit.server.ts";
import { runMaintenance } from "./maintenance.ts";

describe.each(testDatabases())("maintenance on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  test("deletes expired leads, bookings, rate-limit counters and admin sessions; keeps the rest", async () => {
    const parsed = parseLead({ form: "visit", name: "박민수", phone: "010-7777-8888", privacyConsent: "on" });
    if (!parsed.success) throw new Error("fixture");
    const base = { submission: parsed.data, siteId: "pentacityhansin", consentVersion: "v" };
    await createLead(database.db, { ...base, now: new Date(Date.now() - 400 * 86_400_000) });
    await createLead(database.db, { ...base, submission: { ...parsed.data, phone: "010-7777-8889" } });

    await database.db
      .insertInto("rate_limits")
      .values([
        { key: "lead:old", points: 3, expire: Date.now() - 1000 },
        { key: "lead:live", points: 1, expire: Date.now() + 60_000 },
      ])
      .execute();

    const auth = createAuth({ database, secret: "s".repeat(40), baseURL: "http://127.0.0.1", secureCookies: false });
    await createOrResetAdmin(auth, { email: "admin@example.com", password: "a long password 1" });
    await auth.api.signInEmail({ body: { email: "admin@example.com", password: "a long password 1" } });
    await auth.api.signInEmail({ body: { email: "admin@example.com", password: "a long password 1" } });
    const [first] = await database.db.selectFrom("session").select("id").execute();
    await database.db
      .updateTable("session")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", first?.id ?? "")
      .execute();

    // Bookings hold names and numbers too: one whose visit was 400 days ago goes, a recent one stays.
    const booking = (id: string, daysAgo: number) => {
      const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
      return {
        id,
        created_at: at,
        updated_at: at,
        site_id: "pentacityhansin",
        slot_start: at,
        day: at.slice(0, 10),
        party_size: 1,
        name: "박민수",
        phone: "010-7777-8888",
        status: "arrived" as const,
        active_key: null,
        token_hash: id.padEnd(64, "0"),
        dedupe_key: id.padEnd(64, "1"),
        source_path: null,
        privacy_consent: 1,
        marketing_consent: 0,
        consent_version: "v",
        consented_at: at,
        cancelled_at: null,
        arrived_at: at,
      };
    };
    await database.db
      .insertInto("bookings")
      .values([booking("old", 400), booking("recent", 3)])
      .execute();

    // The access log outlives the leads it names: kept AUDIT_RETENTION_DAYS, not LEAD_RETENTION_DAYS.
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const entry = { actorId: null, actorEmail: null, action: "lead.view" as const, target: "purged-lead" };
    await recordAudit(database.db, entry, daysAgo(400));
    await recordAudit(database.db, entry, daysAgo(800));
    await recordAudit(database.db, entry, daysAgo(3));

    // An upload no feature names (every feature's real answer asked), past UPLOAD_ORPHAN_DAYS.
    const orphan = minimalPdf("% orphan");
    await saveUpload(database.db, { bytes: orphan, filename: "x.pdf", actor: null }, daysAgo(8));

    const env = { ...getEnv(), LEAD_RETENTION_DAYS: 365, AUDIT_RETENTION_DAYS: 730, UPLOAD_ORPHAN_DAYS: 7 };
    expect(await runMaintenance(database.db, { env })).toEqual({
      deletedLeads: 1,
      deletedCounters: 1,
      deletedSessions: 1,
      deletedUploads: 1,
      deletedUploadBytes: orphan.length,
      deletedBookings: 1,
      deletedMessages: 0,
      deletedStaffInvites: 0,
      deletedStaffPhoneCodes: 0,
      deletedConsentEvents: 0,
      deletedCampaignRecipients: 0,
      deletedAuditEntries: 1,
    });
    expect(
      await database.db.selectFrom("audit_log").select("id").where("action", "=", "lead.view").execute(),
    ).toHaveLength(2);
    // Never below 365 days, whatever is asked: 30 deletes the 400-day-old entry, not the 3-day-old one.
    expect(await deleteExpiredAudit(database.db, { retentionDays: 30 })).toBe(1);
    expect(
      await database.db.selectFrom("audit_log").select("id").where("action", "=", "lead.view").execute(),
    ).toHaveLength(1);
    expect((await database.db.selectFrom("bookings").select("id").execute()).map((row) => row.id)).toEqual(["recent"]);
    expect(await countLeads(database.db)).toBe(1);
    expect(await database.db.selectFrom("rate_limits").select("key").execute()).toEqual([{ key: "lead:live" }]);
  });
});
