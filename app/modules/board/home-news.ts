import type { ScheduleStep } from "#app/modules/sales-schedule/steps.ts";

/** The home band: only what it prints, worked out on the server, so its code needs nothing else. */
export type HomeNews = { notice: HomeNotice | null; steps: StripStep[] | null };

/** The newest visible pinned notice of the site: its page, its category's name, its publish date in Korea (2026-12-01). */
export type HomeNotice = { path: string; title: string; category: string; day: string };

/** A schedule step: name, dates ("12.01 ~ 12.03") and today's standing in Korea, or the next step's D-n. */
export type StripStep = [label: string, dates: string, state: ScheduleStep["status"] | number];

/** The band's longest title (a notice title may be 200 characters; the band shows one or two lines). */
export const BAND_TITLE_MAX = 60;
/** The strip's most steps: the last one past, today's and the next ones (the guide page has them all). */
export const STRIP_STEPS_MAX = 6;

/** The band's data kept for the home page's server render (lib/server-render-data.ts). */
export const HOME_NEWS_KEY = "home-news";
