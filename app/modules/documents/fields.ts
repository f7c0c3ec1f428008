import type { DocumentKey } from "./kinds.ts";

/** The content area a document's publish bumps in `content_versions` (drops the announcement page). */
export const DOCUMENTS_AREA = "documents";
/** Revisions kept per document (the last 50). */
export const DOCUMENT_REVISIONS_KEPT = 50;
export const DOCUMENT_TITLE_MAX = 80;
export const DOCUMENT_LABEL_MAX = 40;
/** The public page that shows the recruitment notice (SPEC: 입주자모집공고). */
export const ANNOUNCEMENT_PATH = "/SalesInfo/announcement";
/** The stable address of a document's current version: `/documents/<key>.pdf`. */
export const documentHref = (key: DocumentKey) => `/documents/${key}.pdf`;
/** Its `content_documents` key. */
export const documentRowKey = (key: DocumentKey) => `document:${key}`;
/**
 * The stable address's redirect: 5 seconds in a browser or a CDN (a burst on the notice's day is
 * absorbed; a publish shows within 5 s).
 */
export const STABLE_ADDRESS_CACHE = "public, max-age=5";
