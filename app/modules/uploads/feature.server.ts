import type { FeatureServer } from "../feature-server.ts";
import { purgeUnusedUploads } from "./purge.server.ts";
import { MAX_PDF_BYTES } from "./uploads.server.ts";

/** The largest PDF plus the form's own parts (boundaries, the other fields). */
export const UPLOAD_BODY_LIMIT = MAX_PDF_BYTES + 256 * 1024;

/**
 * Uploads: the upload endpoint's body limit (listed before the admin area's 1 MB, which would match
 * first); the daily purge of files no feature names (`uploadsInUse`) past UPLOAD_ORPHAN_DAYS.
 */
export const uploadsServer: FeatureServer = {
  name: "uploads",
  bodyLimits: [{ path: /^\/admin\/uploads(\.data)?\/?$/, maxBytes: UPLOAD_BODY_LIMIT, json: true }],
  purge: (db, { env, features }) => purgeUnusedUploads(db, { sources: features, graceDays: env.UPLOAD_ORPHAN_DAYS }),
};
