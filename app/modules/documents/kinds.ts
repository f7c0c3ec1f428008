/**
 * The documents the sales team publishes as PDF files, by key (the key is the stable address's
 * name, `/documents/<key>.pdf`, and the row's key in `content_documents` after `document:`).
 */
export const DOCUMENT_KEYS = ["recruitment-notice", "correction-notice"] as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

export const documentLabels = {
  "recruitment-notice": "입주자모집공고",
  "correction-notice": "정정공고",
} as const satisfies Record<DocumentKey, string>;

export function isDocumentKey(value: unknown): value is DocumentKey {
  return typeof value === "string" && (DOCUMENT_KEYS as readonly string[]).includes(value);
}
