import { href } from "react-router";
import type { DocumentKey } from "./kinds.ts";

/** The content area a document's publish bumps in `content_versions` (drops the announcement page). */
export const DOCUMENTS_AREA = "documents";
export const DOCUMENT_REVISIONS_KEPT = 50;
export const DOCUMENT_TITLE_MAX = 80;
export const DOCUMENT_LABEL_MAX = 40;
/** The public page that shows the recruitment notice (SPEC: 입주자모집공고). */
export const ANNOUNCEMENT_PATH = "/SalesInfo/announcement";
export const documentHref = (key: DocumentKey) => `/documents/${key}.pdf`;
export const documentRowKey = (key: DocumentKey) => `document:${key}`;
/** A burst on the notice's day is absorbed; a publish shows within 5 s. */
export const STABLE_ADDRESS_CACHE = "public, max-age=5";
export const DOCUMENTS_EDITOR_PATH = "/admin/documents";
export const documentEditorHref = (key: DocumentKey) =>
  key === "recruitment-notice" ? href(DOCUMENTS_EDITOR_PATH) : `${href(DOCUMENTS_EDITOR_PATH)}?document=${key}`;
