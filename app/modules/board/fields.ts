/** Field limits and address patterns of both boards, apart from zod so the public pages do not load it. */
export const NOTICE_TITLE_MAX = 200;
export const NOTICE_BODY_MAX = 20_000;

/** A notice's id in its address: a UUID. */
export const NOTICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const NOTICE_REVISIONS_KEPT = 50;
export const NOTICE_PAGE_SIZE = 10;

/** The `content_versions` areas: each board's cached pages drop when its area is bumped. */
export const NOTICES_AREA = "notices";
export const PRESS_AREA = "press";

/** Columns of the `press` table: title varchar(200), summary varchar(1000); content is text. */
export const PRESS_TITLE_MAX = 200;
export const PRESS_SUMMARY_MAX = 1000;
export const PRESS_CONTENT_MAX = 20_000;

/** SPEC §5: title and summary are required (more than spaces); content is not. */
export function hasTitleAndSummary(title: string, summary: string): boolean {
  return title.trim().length > 0 && summary.trim().length > 0;
}

/** An article's id in its address: a UUID, or an older id of the same letters. */
export const PRESS_ARTICLE_ID = /^[A-Za-z0-9-]{1,64}$/;
