import { pathPattern } from "#app/lib/path-pattern.ts";
import { UPLOAD_BODY_LIMIT } from "#app/modules/uploads/feature.server.ts";
import { onContentChange } from "#app/platform/content-signal/content-signal.server.ts";
import type { FeatureServer } from "../feature-server.ts";
import { documentFilesInUse } from "./documents.server.ts";
import { ANNOUNCEMENT_PATH, DOCUMENTS_AREA } from "./fields.ts";

/** The editor posts a PDF (the uploads' limit, listed before the admin area's 1 MB). */
export const documentsServer: FeatureServer = {
  name: "documents",
  bodyLimits: [{ path: /^\/admin\/documents(\.data)?\/?$/, maxBytes: UPLOAD_BODY_LIMIT }],
  cachedPages: [{ pattern: pathPattern(ANNOUNCEMENT_PATH) }],
  onCachedPagesStale: (listener) => onContentChange(DOCUMENTS_AREA, listener),
  uploadsInUse: async (db) => ({ sha256: await documentFilesInUse(db) }),
};
