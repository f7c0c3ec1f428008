/** Limits of the site's facts (stored as JSON text; checked by zod and by the browser). */
export const FACTS_LINE_MAX = 100;
export const FACTS_URL_MAX = 500;
export const FACTS_NOTE_MAX = 300;
export const FACTS_REVISIONS_KEPT = 50;
/** The content area a publish bumps in `content_versions` (every public page shows the facts). */
export const FACTS_AREA = "site-facts";
export const FACTS_ID = "site-facts";
