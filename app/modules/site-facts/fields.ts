/** Limits of the site's facts (stored as JSON text; checked by zod and by the browser). */
export const FACTS_LINE_MAX = 100;
export const FACTS_URL_MAX = 500;
export const FACTS_NOTE_MAX = 300;
/** Revisions kept (the last 50 can be compared and restored). */
export const FACTS_REVISIONS_KEPT = 50;
/** The content area a publish bumps in `content_versions` (every public page shows the facts). */
export const FACTS_AREA = "site-facts";
/** The facts' key in `content_documents` (app/models/published-documents.server.ts). */
export const FACTS_ID = "site-facts";
