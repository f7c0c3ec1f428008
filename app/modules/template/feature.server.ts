import { pathPattern } from "#app/lib/path-pattern.ts";
import { UPLOAD_BODY_LIMIT } from "#app/modules/uploads/feature.server.ts";
import { onContentChange } from "#app/platform/content-signal/content-signal.server.ts";
import type { FeatureServer } from "../feature-server.ts";
import { TEMPLATE_AREA, TEMPLATE_PLANS_PATH } from "./fields.ts";
import { templateFilesInUse } from "./template.server.ts";

/** The template's pages are cached per host; a publish (here or on another instance) drops them. */
export const templateServer: FeatureServer = {
  name: "template",
  // The editor posts its pictures with the form (as the upload endpoint: up to 20 MB in one post).
  bodyLimits: [{ path: /^\/admin\/template(\.data)?\/?$/, maxBytes: UPLOAD_BODY_LIMIT }],
  cachedPages: [{ pattern: pathPattern(TEMPLATE_PLANS_PATH) }],
  onCachedPagesStale: (listener) => onContentChange(TEMPLATE_AREA, listener),
  uploadsInUse: async (db) => ({ fileIds: await templateFilesInUse(db) }),
};
