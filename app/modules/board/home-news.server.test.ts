import { describe, expect, test } from "vitest";
import { testDatabases } from "#app/db/test-databases.ts";
import { NOTICES_AREA } from "#app/modules/board/fields.ts";
import type { NoticeDraft } from "#app/modules/board/notice-schema.ts";
import { createNotice, hideNotice, publishNotice } from "#app/modules/board/notices.server.ts";
import { scheduleCopy } from "#app/modules/sales-schedule/copy.ts";
import { SCHEDULE_AREA } from "#app/modules/sales-schedule/fields.ts";
import { publishSchedule } from "#app/modules/sales-schedule/schedule.server.ts";
import {
  notifyContentChange,
  resetContentVersionsForTest,
} from "#app/platform/content-signal/content-versions.server.ts";
import { contentTestDatabase } from "#app/platform/content-signal/test-database.ts";
import { homeNewsServer } from "./feature.server.ts";
import { getHomeNews } from "./home-news.server.ts";
import { BAND_TITLE_MAX } from "./home-news.ts";
import { homeNewsCopy } from "./home-news-copy.ts";

const actor = { actorId: "admin-1", actorEmail: "owner@example.com", ipAddress: "127.0.0.1" };
const SITE = "pentacityhansin";
/** 2026-12-01 23:30 KST: still the 1st in Korea, the 1st in UTC too. */
const T0 = new Date("2026-12-01T14:30:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

const notice = (title: string, pinned: boolean, siteId = SITE): NoticeDraft & { siteId: string } => ({
  siteId,
  title,
  body: `${title} 본문`,
  category: "winners",
  pinned,
});

describe.each(testDatabases())("the home page's band on %s", (_name, open) => {
  const database = contentTestDatabase(open);

  async function published(
    draft: NoticeDraft & { siteId?: string },
    publishAt: Date,
    hideAt: Date | null = null,
    now = T0,
  ) {
    const id = await createNotice(database.db, draft, actor, now);
    expect(await publishNotice(database.db, id, draft, { publishAt, hideAt }, actor, now)).toMatchObject({ ok: true });
    return id;
  }

  test("nothing published: no band", async () => {
    expect(await getHomeNews(database.db, SITE, T0)).toBeNull();
    // A draft, even pinned, is not published.
    await createNotice(database.db, notice("임시 저장 공지", true), actor, T0);
    expect(await getHomeNews(database.db, SITE, T0)).toBeNull();
  });

  test("the notice is the site's newest visible pinned one: not a later, hidden, unpinned or other site's", async () => {
    await published(notice("예전 고정 공지", true), at(-600));
    const latest = await published(notice("당첨자 발표 안내", true), at(-120));
    await published(notice("고정 안 한 새 공지", false), at(-10));
    await published(notice("다른 현장 고정 공지", true, "seoul-branch"), at(-5));
    await published(notice("예약된 고정 공지", true), at(30));
    await published(notice("내려간 고정 공지", true), at(-60), at(-1), at(-90));
    const takenDown = await published(notice("손으로 내린 고정 공지", true), at(-30));
    expect(await hideNotice(database.db, takenDown, actor, at(-20))).toBe(true);

    const news = await getHomeNews(database.db, SITE, T0);
    expect(news).toEqual({
      notice: {
        path: `/${SITE}/notice/${latest}`,
        title: "당첨자 발표 안내",
        category: "당첨자 발표",
        day: "2026-12-01",
      },
      steps: null,
    });
    // The scheduled one once its time has come (00:00 KST on the 2nd: its day is the Korea date).
    expect((await getHomeNews(database.db, SITE, at(31)))?.notice).toMatchObject({
      title: "예약된 고정 공지",
      day: "2026-12-02",
    });
    // Each site its own.
    expect((await getHomeNews(database.db, "seoul-branch", T0))?.notice?.title).toBe("다른 현장 고정 공지");
  });

  test("the schedule's steps: today's highlighted, the next one's D-n, by the Korea date", async () => {
    await publishSchedule(
      database.db,
      [
        { label: "특별공급", start: "2026-11-28", end: null, note: "청약홈" },
        { label: "1순위", start: "2026-12-01", end: "2026-12-02", note: "" },
        { label: "당첨자 발표", start: "2026-12-08", end: null, note: "비고는 띠에 싣지 않음" },
      ],
      actor,
      at(-60),
    );
    expect(await getHomeNews(database.db, SITE, T0)).toEqual({
      notice: null,
      steps: [
        ["특별공급", "11.28", "past"],
        ["1순위", "12.01 ~ 12.02", "current"],
        ["당첨자 발표", "12.08", 7],
      ],
    });
    // 00:00 KST (15:00 UTC): a day less, whatever the process's zone.
    expect((await getHomeNews(database.db, SITE, at(30)))?.steps?.[2]).toEqual(["당첨자 발표", "12.08", 6]);
    // An empty publish takes the strip away.
    await publishSchedule(database.db, [], actor, T0);
    expect(await getHomeNews(database.db, SITE, T0)).toBeNull();
  });

  test("a long schedule: six steps from the last one past; a long title shortened", async () => {
    const day = (n: number) => `2026-12-${String(n).padStart(2, "0")}`;
    const rows = Array.from({ length: 10 }, (_, i) => ({
      label: `${i + 1}단계`,
      start: day(i + 1),
      end: null,
      note: "",
    }));
    await publishSchedule(database.db, rows, actor, at(-60));
    // Today is the 3rd: from the 2nd (past) to the 7th.
    const third = new Date("2026-12-03T03:00:00.000Z");
    expect((await getHomeNews(database.db, SITE, third))?.steps).toEqual([
      ["2단계", "12.02", "past"],
      ["3단계", "12.03", "current"],
      ["4단계", "12.04", 1],
      ["5단계", "12.05", "upcoming"],
      ["6단계", "12.06", "upcoming"],
      ["7단계", "12.07", "upcoming"],
    ]);
    // Near the end (and after it): the last six.
    const late = new Date("2026-12-20T03:00:00.000Z");
    expect((await getHomeNews(database.db, SITE, late))?.steps?.map(([label]) => label)).toEqual([
      "5단계",
      "6단계",
      "7단계",
      "8단계",
      "9단계",
      "10단계",
    ]);

    const title = "가".repeat(200);
    await published({ ...notice(title, true) }, at(-10));
    const shown = (await getHomeNews(database.db, SITE, T0))?.notice?.title ?? "";
    expect(shown).toHaveLength(BAND_TITLE_MAX);
    expect(shown.endsWith("…")).toBe(true);
  });
});

test("/ is a cached page of its own, dropped when notices or the schedule change (00:00 KST included)", () => {
  const patterns = (homeNewsServer.cachedPages ?? []).map((page) => page.pattern);
  expect(patterns.some((pattern) => pattern.test("/"))).toBe(true);
  for (const other of ["/Brand/intro", "/?utm_source=sms", "//"]) {
    expect(
      patterns.some((pattern) => pattern.test(other)),
      other,
    ).toBe(false);
  }
  let dropped = 0;
  const stop = homeNewsServer.onCachedPagesStale?.(() => dropped++);
  notifyContentChange("press");
  expect(dropped).toBe(0);
  notifyContentChange(NOTICES_AREA);
  notifyContentChange(SCHEDULE_AREA);
  expect(dropped).toBe(2);
  stop?.();
  notifyContentChange(NOTICES_AREA);
  expect(dropped).toBe(2);
  resetContentVersionsForTest();
});

test("the band's schedule words are the guide page's", () => {
  expect(homeNewsCopy.schedule).toBe(scheduleCopy.heading);
  expect(homeNewsCopy.current).toBe(scheduleCopy.current);
  expect(homeNewsCopy.dDay(3)).toBe(scheduleCopy.dDay(3));
});
