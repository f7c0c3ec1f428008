import { pathPattern } from "#app/lib/path-pattern.ts";
import { UPLOAD_BODY_LIMIT } from "#app/modules/uploads/feature.server.ts";
import { onContentChange } from "#app/platform/content-signal/content-signal.server.ts";
import type { FeatureServer } from "../feature-server.ts";
import { documentFilesInUse } from "./documents.server.ts";
import { ANNOUNCEMENT_PATH, DOCUMENTS_AREA } from "./fields.ts";

/**
 * Documents: /SalesInfo/announcement rendered from the database and kept in the page cache,
 * dropped on every publish (the content signal); the editor's posts carry a PDF (the
 * uploads' limit, listed before the admin area's 1 MB). `/documents/<key>.pdf` is a redirect
 * read per request (the page cache keeps only 200s). Every PDF a version names (draft, published,
 * kept revisions) is kept by the uploads purge.
 */
export const documentsServer: FeatureServer = {
  name: "documents",
  bodyLimits: [{ path: /^\/admin\/documents(\.data)?\/?$/, maxBytes: UPLOAD_BODY_LIMIT }],
  cachedPages: [{ pattern: pathPattern(ANNOUNCEMENT_PATH) }],
  onCachedPagesStale: (listener) => onContentChange(DOCUMENTS_AREA, listener),
  uploadsInUse: async (db) => ({ sha256: await documentFilesInUse(db) }),
};
