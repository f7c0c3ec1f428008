import type { Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { MIGRATION_CHAIN_TIMEOUT, testDatabases } from "#app/db/test-databases.ts";
import { onContentChange, readContentVersions } from "#app/platform/content-signal/content-versions.server.ts";
import { contentTestDatabase } from "#app/platform/content-signal/test-database.ts";
import { SCHEDULE_AREA, SCHEDULE_ID, SCHEDULE_REVISIONS_KEPT } from "./fields.ts";
import {
  getAdminSchedule,
  getPublishedSchedule,
  listScheduleRevisions,
  publishSchedule,
  restoreScheduleRevision,
  saveScheduleDraft,
} from "./schedule.server.ts";
import type { ScheduleRow } from "./schema.ts";

const actor = { actorId: "admin-1", actorEmail: "owner@example.com", ipAddress: "127.0.0.1" };
const first: ScheduleRow = { label: "특별공급", start: "2026-12-01", end: null, note: "청약홈" };
const second: ScheduleRow = { label: "서류 접수", start: "2026-12-10", end: "2026-12-14", note: "" };
const rows: ScheduleRow[] = [first, second];
const T0 = new Date("2026-11-30T00:00:00.000Z");

describe.each(testDatabases())("sales schedule on %s", (_name, open) => {
  const database = contentTestDatabase(open);

  const actions = async () =>
    (await database.db.selectFrom("audit_log").select("action").orderBy("created_at").execute()).map((r) => r.action);

  test("a draft is not public; publish writes the rows, revision 1, the audit entry and the version in one go", async () => {
    expect(await getPublishedSchedule(database.db)).toBeNull();
    await saveScheduleDraft(database.db, rows, actor, T0);
    expect(await getPublishedSchedule(database.db)).toBeNull();
    let told = 0;
    onContentChange(SCHEDULE_AREA, () => told++);

    expect(await publishSchedule(database.db, rows, actor, T0)).toEqual({ revision: 1 });
    expect(await getPublishedSchedule(database.db)).toEqual(rows);
    expect(told).toBe(1);
    expect((await readContentVersions(database.db)).get(SCHEDULE_AREA)).toBe(1);
    expect(await actions()).toEqual(["schedule.update", "schedule.publish"]);
    const revisions = await listScheduleRevisions(database.db);
    expect(revisions.map((r) => [r.number, r.authorEmail])).toEqual([[1, "owner@example.com"]]);
    expect((await getAdminSchedule(database.db)).revision).toBe(1);
  });

  test("a failure inside the publish leaves nothing published, no entry and no version", async () => {
    await publishSchedule(database.db, rows, actor, T0);
    // Revision 2 already taken: the insert fails inside the transaction.
    await database.db
      .insertInto("content_document_revisions")
      .values({ key: SCHEDULE_ID, number: 2, body: "[]", author_email: null, created_at: T0.toISOString() })
      .execute();
    const changed = [{ ...first, label: "1순위" }];
    await expect(publishSchedule(database.db, changed, actor, T0)).rejects.toThrow();
    expect(await getPublishedSchedule(database.db)).toEqual(rows);
    expect((await getAdminSchedule(database.db)).draft).toEqual(rows);
    expect(await actions()).toEqual(["schedule.publish"]);
    expect((await readContentVersions(database.db)).get(SCHEDULE_AREA)).toBe(1);
  });

  test("only the newest 50 revisions are kept", async () => {
    for (let i = 0; i < SCHEDULE_REVISIONS_KEPT + 3; i++) {
      await publishSchedule(database.db, [{ ...first, note: `판 ${i + 1}` }], actor, T0);
    }
    const numbers = (await listScheduleRevisions(database.db)).map((r) => r.number);
    expect(numbers).toHaveLength(SCHEDULE_REVISIONS_KEPT);
    expect(numbers[0]).toBe(53);
    expect(numbers.at(-1)).toBe(4);
  });

  test("restore puts a revision into the draft only; publishing it makes a new revision", async () => {
    await publishSchedule(database.db, rows, actor, T0);
    await publishSchedule(database.db, [second], actor, T0);
    expect(await restoreScheduleRevision(database.db, 1, actor, T0)).toBe(true);
    expect(await restoreScheduleRevision(database.db, 99, actor, T0)).toBe(false);
    const schedule = await getAdminSchedule(database.db);
    expect(schedule.draft).toEqual(rows);
    expect(schedule.published).toEqual([second]);
    expect((await actions()).at(-1)).toBe("schedule.restore");
    expect(await publishSchedule(database.db, schedule.draft, actor, T0)).toEqual({ revision: 3 });
  });

  test("the schedule published before the shared tables moves into them with its revisions", {
    timeout: MIGRATION_CHAIN_TIMEOUT,
  }, async () => {
    await database.reopen({ upTo: "2026-11-26T22-10-00-sales-schedule" });
    // biome-ignore lint/suspicious/noExplicitAny: the tables as they were before the migration
    const old = database.db as Kysely<any>;
    const json = JSON.stringify(rows);
    await old
      .insertInto("sales_schedule")
      .values({ id: "main", draft_rows: json, published_rows: json, revision: 1, published_at: "t", updated_at: "t" })
      .execute();
    await old
      .insertInto("sales_schedule_revisions")
      .values({ number: 1, rows: json, author_email: "owner@example.com", created_at: "t" })
      .execute();
    expect(await migrateToLatest(database.db)).toContain("2026-11-27T00-00-00-published-documents");
    expect(await getPublishedSchedule(database.db)).toEqual(rows);
    expect((await getAdminSchedule(database.db)).revision).toBe(1);
    expect((await listScheduleRevisions(database.db)).map((r) => [r.number, r.rows])).toEqual([[1, rows]]);
    expect(await publishSchedule(database.db, [second], actor, T0)).toEqual({ revision: 2 });
  });
});
