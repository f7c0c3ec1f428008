import { describe, expect, test } from "vitest";
import { testDatabases } from "#app/db/test-databases.ts";
import {
  bumpContentVersion,
  onContentChange,
  pollContentVersions,
  readContentVersions,
} from "#app/platform/content-signal/content-versions.server.ts";
import { contentTestDatabase } from "#app/platform/content-signal/test-database.ts";
import { NOTICE_REVISIONS_KEPT, NOTICES_AREA } from "./fields.ts";
import {
  createNotice,
  deleteNotice,
  getAdminNotice,
  getPublicNotice,
  hideNotice,
  listPublicNotices,
  listRevisions,
  publishNotice,
  restoreRevision,
  runNoticeSchedule,
  saveNoticeDraft,
} from "./notices.server.ts";
import { actor, at, noticeDraft, T0 } from "./test-notices.ts";

const draft = noticeDraft(
  "1순위 청약 안내",
  "청약은 12월 1일입니다.\n자세한 내용은 https://www.applyhome.co.kr 에서 확인하세요.",
);

const SITE = "pentacityhansin";

describe.each(testDatabases())("notices on %s", (_name, open) => {
  const database = contentTestDatabase(open);

  async function auditActions() {
    const rows = await database.db.selectFrom("audit_log").select(["action", "detail"]).orderBy("created_at").execute();
    return rows.map((row) => row.action);
  }

  test("a draft is not public; publishing writes the public copy, revision 1, the audit entry and the version at once", async () => {
    const id = await createNotice(database.db, draft, actor, T0);
    expect(await getPublicNotice(database.db, id, at(1))).toBeUndefined();
    let told = 0;
    onContentChange(NOTICES_AREA, () => told++);

    const result = await publishNotice(database.db, id, draft, { publishAt: at(1), hideAt: null }, actor, at(1));
    expect(result).toEqual({ ok: true, revision: 1, state: "live" });
    expect(told).toBe(1);
    expect((await getPublicNotice(database.db, id, at(2)))?.title).toBe(draft.title);
    expect((await listRevisions(database.db, id)).map((revision) => revision.number)).toEqual([1]);
    expect(await auditActions()).toEqual(["notice.create", "notice.publish"]);
    expect((await readContentVersions(database.db)).get(NOTICES_AREA)).toBe(1);

    // Editing the draft leaves the public copy as it was until the next publish.
    await saveNoticeDraft(database.db, id, { ...draft, title: "수정 중" }, actor, at(3));
    expect((await getPublicNotice(database.db, id, at(4)))?.title).toBe(draft.title);
    expect((await getAdminNotice(database.db, id))?.title).toBe("수정 중");
  });

  test("a publish that fails half-way leaves nothing: no public copy, no revision, no audit entry, no version", async () => {
    const id = await createNotice(database.db, draft, actor, T0);
    // A revision number already taken makes the revision's insert fail after the notice's update.
    await database.db
      .insertInto("notice_revisions")
      .values({
        id: "00000000-0000-4000-8000-000000000001",
        notice_id: id,
        number: 1,
        title: "x",
        body: "x",
        category: "general",
        pinned: 0,
        publish_at: null,
        hide_at: null,
        author_email: null,
        created_at: T0.toISOString(),
      })
      .execute();
    await expect(
      publishNotice(database.db, id, draft, { publishAt: at(1), hideAt: null }, actor, at(1)),
    ).rejects.toThrow();
    const notice = await getAdminNotice(database.db, id);
    expect(notice?.state).toBe("draft");
    expect(notice?.published).toBeNull();
    expect(await auditActions()).toEqual(["notice.create"]);
    expect((await readContentVersions(database.db)).get(NOTICES_AREA)).toBeUndefined();
  });

  test("the newest 50 revisions are kept; restoring one makes it the draft, the public copy unchanged", async () => {
    const id = await createNotice(database.db, draft, actor, T0);
    for (let index = 1; index <= NOTICE_REVISIONS_KEPT + 3; index++) {
      await publishNotice(
        database.db,
        id,
        { ...draft, title: `판 ${index}` },
        { publishAt: at(index), hideAt: null },
        actor,
        at(index),
      );
    }
    const revisions = await listRevisions(database.db, id);
    expect(revisions).toHaveLength(NOTICE_REVISIONS_KEPT);
    expect(revisions[0]?.number).toBe(53);
    expect(revisions.at(-1)?.number).toBe(4);

    expect(await restoreRevision(database.db, id, 3, actor, at(60))).toBe(false);
    expect(await restoreRevision(database.db, id, 10, actor, at(60))).toBe(true);
    expect((await getAdminNotice(database.db, id))?.title).toBe("판 10");
    expect((await getPublicNotice(database.db, id, at(61)))?.title).toBe("판 53");
    expect((await auditActions()).at(-1)).toBe("notice.restore");
  });

  test("the public pages follow publish at and hide at by the clock, before the schedule job runs", async () => {
    const id = await createNotice(database.db, draft, actor, T0);
    await publishNotice(database.db, id, draft, { publishAt: at(10), hideAt: at(20) }, actor, T0);
    expect((await getAdminNotice(database.db, id))?.state).toBe("scheduled");
    expect(await getPublicNotice(database.db, id, new Date(at(10).getTime() - 1))).toBeUndefined();
    expect(await getPublicNotice(database.db, id, at(10))).toBeDefined();
    expect((await listPublicNotices(database.db, { siteId: SITE, now: at(15) })).total).toBe(1);
    expect(await getPublicNotice(database.db, id, at(20))).toBeUndefined();
    expect((await listPublicNotices(database.db, { siteId: SITE, now: at(20) })).total).toBe(0);
  });

  test("two instances running the schedule at once: each notice moves once, with one audit entry", async () => {
    const ids: string[] = [];
    for (let index = 0; index < 5; index++) {
      const id = await createNotice(database.db, { ...draft, title: `예약 ${index}` }, actor, T0);
      await publishNotice(database.db, id, draft, { publishAt: at(10), hideAt: at(30) }, actor, T0);
      ids.push(id);
    }
    expect((await runNoticeSchedule(database.db, at(9))).published).toEqual([]);
    const [a, b] = await Promise.all([runNoticeSchedule(database.db, at(10)), runNoticeSchedule(database.db, at(10))]);
    expect([...a.published, ...b.published].sort()).toEqual([...ids].sort());
    const [c, d] = await Promise.all([runNoticeSchedule(database.db, at(30)), runNoticeSchedule(database.db, at(30))]);
    expect([...c.hidden, ...d.hidden].sort()).toEqual([...ids].sort());
    const actions = await auditActions();
    expect(actions.filter((action) => action === "notice.publish")).toHaveLength(10); // 5 by hand, 5 by the schedule
    expect(actions.filter((action) => action === "notice.hide")).toHaveLength(5);
    for (const id of ids) expect((await getAdminNotice(database.db, id))?.state).toBe("hidden");
  });

  test("pinned first, then newest; taking down and deleting drop a notice from the public pages", async () => {
    const first = await createNotice(database.db, draft, actor, T0);
    const second = await createNotice(database.db, { ...draft, pinned: true }, actor, T0);
    const third = await createNotice(database.db, draft, actor, T0);
    for (const [index, id] of [first, second, third].entries()) {
      const current = await getAdminNotice(database.db, id);
      await publishNotice(
        database.db,
        id,
        { ...draft, pinned: current?.pinned ?? false },
        { publishAt: at(index), hideAt: null },
        actor,
        at(index),
      );
    }
    const list = await listPublicNotices(database.db, { siteId: SITE, now: at(5) });
    expect(list.items.map((item) => item.id)).toEqual([second, third, first]);
    expect(await hideNotice(database.db, third, actor, at(6))).toBe(true);
    expect(await hideNotice(database.db, third, actor, at(6))).toBe(false);
    expect(await deleteNotice(database.db, first, actor, at(7))).toBe(true);
    const after = await listPublicNotices(database.db, { siteId: SITE, now: at(8) });
    expect(after.items.map((item) => item.id)).toEqual([second]);
  });

  test("another instance's publish reaches this instance's listeners through the version poll", async () => {
    let told = 0;
    onContentChange(NOTICES_AREA, () => told++);
    await pollContentVersions(database.db); // learns the versions
    // "Another instance": the version bumped in the database without this process being told.
    const id = await createNotice(database.db, draft, actor, T0);
    await database.db.transaction().execute(async (trx) => {
      await bumpContentVersion(trx, NOTICES_AREA, T0);
      await bumpContentVersion(trx, NOTICES_AREA, T0);
    });
    expect(id).toBeTruthy();
    expect(await pollContentVersions(database.db)).toEqual([NOTICES_AREA]);
    expect(told).toBe(1);
    expect(await pollContentVersions(database.db)).toEqual([]);
    expect(told).toBe(1);
  });
});
