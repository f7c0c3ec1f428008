import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { resetContentVersionsForTest } from "#app/platform/content-signal/content-versions.server.ts";
import { boardServer } from "./feature.server.ts";
import { type NoticeFormValues, parseNoticeDraft, parseNoticeSchedule } from "./notice-schema.ts";
import { createNotice, getAdminNotice, getPublicNotice, publishNotice } from "./notices.server.ts";

/**
 * Scheduled publish and hide with the process in UTC and a fake clock: a notice set for 09:00 Korea
 * time shows from 00:00:00 UTC (the public query compares the clock). The board declares the instants to
 * the content signal (`contentBoundaries`): `next` names the publish and then the hide, and two
 * "instances" firing `due` at once move the notice and write its entry exactly once. The signal's
 * timer itself is tested in platform/content-signal. Only `Date` is faked.
 */
const actor = { actorId: "admin-1", actorEmail: "owner@example.com", ipAddress: "127.0.0.1" };
const form: NoticeFormValues = {
  title: "당첨자 발표",
  body: "당첨자는 청약홈에서 확인하세요.",
  category: "winners",
  pinned: true,
  publishAt: "2026-12-01T09:00",
  hideAt: "2026-12-01T18:00",
};
const originalTz = process.env.TZ;

describe.each(testDatabases())("the notice schedule on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    process.env.TZ = "UTC";
    resetContentVersionsForTest();
    database = await open();
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    process.env.TZ = originalTz;
    await database.cleanup();
  });

  test("09:00 Korea time is 00:00 UTC: shown from that instant, moved to live once by two instances' jobs, hidden at 18:00", async () => {
    expect(new Date().getTimezoneOffset()).toBe(0);
    vi.setSystemTime(new Date("2026-11-30T23:59:59.000Z")); // 08:59:59 in Korea
    const draft = parseNoticeDraft(form);
    const schedule = parseNoticeSchedule(form, new Date());
    if (!draft.success || !schedule.success) throw new Error("the form is valid");
    expect(schedule.data.publishAt.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    const id = await createNotice(database.db, draft.data, actor);
    await publishNotice(database.db, id, draft.data, schedule.data, actor);
    expect((await getAdminNotice(database.db, id))?.state).toBe("scheduled");

    const [boundary] = boardServer.contentBoundaries ?? [];
    if (!boundary || "daily" in boundary || !boundary.due) throw new Error("the board declares the notice schedule");
    const fire = async (at: Date) => {
      vi.setSystemTime(at);
      if (!boundary.due) return;
      await Promise.all([boundary.due(database.db, at), boundary.due(database.db, at)]);
    };
    expect(await boundary.next(database.db, new Date())).toEqual(new Date("2026-12-01T00:00:00.000Z"));
    expect(await getPublicNotice(database.db, id)).toBeUndefined();
    vi.setSystemTime(new Date("2026-12-01T00:00:00.000Z"));
    // At the instant, before the signal has fired: the public query already shows it.
    expect((await getPublicNotice(database.db, id))?.title).toBe(form.title);
    await fire(new Date("2026-12-01T00:00:00.000Z"));
    expect((await getAdminNotice(database.db, id))?.state).toBe("live");
    expect(await boundary.next(database.db, new Date())).toEqual(new Date("2026-12-01T09:00:00.000Z"));

    vi.setSystemTime(new Date("2026-12-01T09:00:00.000Z")); // 18:00 in Korea
    expect(await getPublicNotice(database.db, id)).toBeUndefined();
    await fire(new Date("2026-12-01T09:00:00.000Z"));
    expect((await getAdminNotice(database.db, id))?.state).toBe("hidden");
    expect(await boundary.next(database.db, new Date())).toBeNull();
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "detail", "created_at"])
      .where("target", "=", id)
      .orderBy("created_at")
      .execute();
    expect(audit.map((entry) => [entry.action, entry.detail ? (JSON.parse(entry.detail).via ?? null) : null])).toEqual([
      ["notice.create", null],
      ["notice.publish", "admin"],
      ["notice.publish", "schedule"],
      ["notice.hide", "schedule"],
    ]);
    // Recorded at the minute, not later.
    expect(audit[2]?.created_at.slice(0, 16)).toBe("2026-12-01T00:00");
    expect(audit[3]?.created_at.slice(0, 16)).toBe("2026-12-01T09:00");
  });
});
