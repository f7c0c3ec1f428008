import type { Kysely } from "kysely";
import { href } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { seoulDay } from "#app/lib/korea-time.ts";
import { NOTICE_CATEGORIES } from "#app/modules/board/notice-kinds.ts";
import { getLatestPinnedNotice } from "#app/modules/board/notices.server.ts";
import { getPublishedSchedule } from "#app/modules/sales-schedule/schedule.server.ts";
import { scheduleView } from "#app/modules/sales-schedule/steps.ts";
import { BAND_TITLE_MAX, type HomeNews, STRIP_STEPS_MAX, type StripStep } from "./home-news.ts";

/** "2026-12-01" → "12.01". */
const shortDay = (day: string) => `${day.slice(5, 7)}.${day.slice(8, 10)}`;

/**
 * What the home page shows of the published content, worked out here at render in Korea time: the
 * site's newest visible pinned notice, and the published schedule with today's step and the next
 * one's D-n (at most STRIP_STEPS_MAX steps, from the last one past). Nothing published: null.
 */
export async function getHomeNews(db: Kysely<Database>, siteId: string, now = new Date()): Promise<HomeNews | null> {
  const [notice, rows] = await Promise.all([getLatestPinnedNotice(db, siteId, now), getPublishedSchedule(db)]);
  const view = rows && rows.length > 0 ? scheduleView(rows, now) : null;
  if (!notice && !view) return null;
  let steps: StripStep[] | null = null;
  if (view) {
    const count = view.steps.length;
    const firstLeft = view.steps.findIndex((step) => step.status !== "past");
    const lastPast = firstLeft === -1 ? count - 1 : firstLeft - 1;
    const start = Math.max(0, Math.min(lastPast, count - STRIP_STEPS_MAX));
    steps = view.steps.slice(start, start + STRIP_STEPS_MAX).map((step, i): StripStep => {
      const dates = step.end ? `${shortDay(step.start)} ~ ${shortDay(step.end)}` : shortDay(step.start);
      return [step.label, dates, view.next?.index === start + i ? view.next.days : step.status];
    });
  }
  return {
    notice: notice
      ? {
          path: href("/:site/notice/:id", { site: notice.siteId, id: notice.id }),
          title: notice.title.length > BAND_TITLE_MAX ? `${notice.title.slice(0, BAND_TITLE_MAX - 1)}…` : notice.title,
          category: NOTICE_CATEGORIES[notice.category],
          day: seoulDay(new Date(notice.publishAt)),
        }
      : null,
    steps,
  };
}

/** What the home route shows: the default site's band, now. */
export const homeNewsOf = (db: Kysely<Database>) => getHomeNews(db, getEnv().DEFAULT_SITE_ID);
