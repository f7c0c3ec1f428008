/**
 * The press write form's limits and its browser-side check, apart from the zod schema so the
 * public press page does not load zod for them.
 * Column sizes of the `press` table: title varchar(200), summary varchar(1000); content is text.
 */
export const PRESS_TITLE_MAX = 200;
export const PRESS_SUMMARY_MAX = 1000;
export const PRESS_CONTENT_MAX = 20_000;

/** SPEC §5: title and summary are required (more than spaces); content is not. */
export function hasTitleAndSummary(title: string, summary: string): boolean {
  return title.trim().length > 0 && summary.trim().length > 0;
}

/** An article's id in its address (/{site}/press/{id}): a UUID, or an older id of the same letters. */
export const PRESS_ARTICLE_ID = /^[A-Za-z0-9-]{1,64}$/;
