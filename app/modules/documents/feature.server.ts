import { pathPattern } from "#app/lib/path-pattern.ts";
import { UPLOAD_BODY_LIMIT } from "#app/modules/uploads/feature.server.ts";
import { onContentChange, startContentVersionPolling } from "#app/platform/content-signal/content-versions.server.ts";
import type { FeatureServer } from "../feature-server.ts";
import { documentFilesInUse } from "./documents.server.ts";
import { ANNOUNCEMENT_PATH, DOCUMENTS_AREA } from "./fields.ts";

/** As the schedule's (the poll is one per process, started by whichever feature asks first). */
const CONTENT_POLL_MS = 1000;

/**
 * Documents: /SalesInfo/announcement rendered from the database and kept in the page cache,
 * dropped on every publish (the content version, polled); the editor's posts carry a PDF (the
 * uploads' limit, listed before the admin area's 1 MB). `/documents/<key>.pdf` is a redirect
 * read per request (the page cache keeps only 200s). Every PDF a version names (draft, published,
 * kept revisions) is kept by the uploads purge.
 */
export const documentsServer: FeatureServer = {
  name: "documents",
  jobs: [({ db }) => startContentVersionPolling({ db, intervalMs: CONTENT_POLL_MS })],
  bodyLimits: [{ path: /^\/admin\/documents(\.data)?\/?$/, maxBytes: UPLOAD_BODY_LIMIT }],
  cachedPages: [{ pattern: pathPattern(ANNOUNCEMENT_PATH) }],
  onCachedPagesStale: (listener) => onContentChange(DOCUMENTS_AREA, listener),
  uploadsInUse: async (db) => ({ sha256: await documentFilesInUse(db) }),
};
