import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { resetContentVersionsForTest } from "#app/platform/content-signal/content-versions.server.ts";
import { NOTICE_SCHEDULE_MS } from "./feature.server.ts";
import { type NoticeFormValues, parseNoticeDraft, parseNoticeSchedule } from "./notice-schema.ts";
import { createNotice, getAdminNotice, getPublicNotice, publishNotice, startNoticeSchedule } from "./notices.server.ts";

/**
 * Scheduled publish and hide with the process in UTC and a fake clock: a notice set for 09:00 Korea
 * time shows from 00:00:00 UTC (the public query compares the clock), and the schedule jobs of two
 * "instances" run round after round: the move to live and its audit entry happen exactly once, in
 * the first round after the instant. Only `Date` is faked: the database driver's own timers (query
 * and idle timeouts) stay real, and the jobs run every few milliseconds instead of every 10 s.
 */
const actor = { actorId: "admin-1", actorEmail: "owner@example.com", ipAddress: "127.0.0.1" };
const form: NoticeFormValues = {
  siteId: "pentacityhansin",
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

    const errors: unknown[] = [];
    const rounds = [0, 0];
    const waiters: (() => void)[] = [];
    const stops = [0, 1].map((instance) =>
      startNoticeSchedule({
        db: database.db,
        intervalMs: 2,
        onError: (error) => errors.push(error),
        onRound: () => {
          rounds[instance] = (rounds[instance] ?? 0) + 1;
          for (const wake of waiters.splice(0)) wake();
        },
      }),
    );
    /** Resolves once both instances have finished `count` more rounds (started after this call). */
    const moreRounds = async (count: number) => {
      const target = rounds.map((done) => done + count + 1); // the round under way may have begun before
      while (rounds.some((done, instance) => done < (target[instance] ?? 0))) {
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    };
    // In production a round runs every NOTICE_SCHEDULE_MS: at least once within the minute.
    expect(NOTICE_SCHEDULE_MS).toBeLessThanOrEqual(60_000);
    try {
      await moreRounds(3); // 08:59:59: not yet
      expect(await getPublicNotice(database.db, id)).toBeUndefined();
      expect((await getAdminNotice(database.db, id))?.state).toBe("scheduled");
      vi.setSystemTime(new Date("2026-12-01T00:00:00.000Z"));
      // At the instant, before any job has run: the public query already shows it.
      expect((await getPublicNotice(database.db, id))?.title).toBe(form.title);
      await moreRounds(3);
      expect((await getAdminNotice(database.db, id))?.state).toBe("live");

      vi.setSystemTime(new Date("2026-12-01T09:00:00.000Z")); // 18:00 in Korea
      expect(await getPublicNotice(database.db, id)).toBeUndefined();
      await moreRounds(3);
      expect((await getAdminNotice(database.db, id))?.state).toBe("hidden");
    } finally {
      for (const stop of stops) await stop();
    }
    expect(errors.map((error) => String((error as Error).cause ?? error))).toEqual([]);
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
    // Recorded at the minute (the job's first run after it), not later.
    expect(audit[2]?.created_at.slice(0, 16)).toBe("2026-12-01T00:00");
    expect(audit[3]?.created_at.slice(0, 16)).toBe("2026-12-01T09:00");
  });
});
