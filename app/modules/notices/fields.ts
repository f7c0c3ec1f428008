/** Limits of a notice's fields (title varchar(200); body text), apart from zod for the browser. */
export const NOTICE_TITLE_MAX = 200;
export const NOTICE_BODY_MAX = 20_000;

/** A notice's id in its address: a UUID. */
export const NOTICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Revisions kept per notice (the last 50 can be compared and restored). */
export const NOTICE_REVISIONS_KEPT = 50;

/** The public list's page size. */
export const NOTICE_PAGE_SIZE = 10;

/** The content area notices bump in `content_versions`. */
export const NOTICES_AREA = "notices";
