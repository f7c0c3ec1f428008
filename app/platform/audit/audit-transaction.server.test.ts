import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import {
  createPress,
  createPressAudited,
  deletePressAudited,
  getPress,
  updatePressAudited,
} from "#app/modules/board/press.server.ts";
import { updateLeadStatusAudited } from "#app/modules/leads/inbox.server.ts";
import { createLead, getLead } from "#app/modules/leads/lead.server.ts";

/**
 * An audit entry is written in the same transaction as the change it records: when the entry
 * cannot be written, the change is rolled back (no unrecorded change to personal data or content).
 */
const actor = { actorId: "admin-1", actorEmail: "admin@example.com", ipAddress: "203.0.113.9" };
const article = { siteId: "pentacityhansin", title: "제목", summary: "요약", content: "본문" };

describe.each(testDatabases())("audit in the change's transaction on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  const auditCount = async () =>
    Number(
      (
        await database.db
          .selectFrom("audit_log")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** From now on every insert into audit_log fails, as a full disk or a lost table would make it. */
  async function breakTheAuditLog() {
    await sql`alter table audit_log rename to audit_log_gone`.execute(database.db);
  }

  test("a recorded change writes its entry; a failing entry rolls the lead's status change back", async () => {
    const { id } = await createLead(database.db, {
      submission: {
        form: "visit",
        name: "감사시험",
        phone: "010-4444-5555",
        privacyConsent: true,
        marketingConsent: false,
        message: undefined,
      },
      siteId: "pentacityhansin",
      consentVersion: "2026-11-22",
    });
    expect(await updateLeadStatusAudited(database.db, id, { status: "counselling" }, actor)).toBe(true);
    expect(await auditCount()).toBe(1);

    await breakTheAuditLog();
    await expect(updateLeadStatusAudited(database.db, id, { status: "on_hold" }, actor)).rejects.toThrow(/audit_log/);
    expect((await getLead(database.db, id))?.status).toBe("counselling");
  });

  test("a failing entry rolls back a press article's creation, update and deletion", async () => {
    const existing = await createPress(database.db, article);
    expect(await createPressAudited(database.db, { ...article, title: "둘째" }, actor, "admin")).toMatch(/-/);
    expect(await auditCount()).toBe(1);

    await breakTheAuditLog();
    await expect(createPressAudited(database.db, { ...article, title: "셋째" }, actor, "admin")).rejects.toThrow(
      /audit_log/,
    );
    await expect(updatePressAudited(database.db, existing, { ...article, title: "바뀐 제목" }, actor)).rejects.toThrow(
      /audit_log/,
    );
    await expect(deletePressAudited(database.db, existing, actor)).rejects.toThrow(/audit_log/);
    const titles = (await database.db.selectFrom("press").select("title").orderBy("title").execute()).map(
      (r) => r.title,
    );
    expect(titles).toEqual(["둘째", "제목"].sort());
    expect((await getPress(database.db, existing))?.title).toBe("제목");
  });
});
