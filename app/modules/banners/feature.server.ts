import { pathPattern } from "#app/lib/path-pattern.ts";
import { UPLOAD_BODY_LIMIT } from "#app/modules/uploads/feature.server.ts";
import { onContentChange } from "#app/platform/content-signal/content-signal.server.ts";
import type { FeatureServer } from "../feature-server.ts";
import { bannerFilesInUse, getPublishedBanners } from "./banners.server.ts";
import { BANNERS_AREA } from "./fields.ts";
import { nextBoundary } from "./schema.ts";

/** Every cached page shows the strip: a publish drops them all, and so does each pop-up's start and end. */
export const bannersServer: FeatureServer = {
  name: "banners",
  // The editor posts its pictures with the form (as the upload endpoint: up to 20 MB in one post).
  bodyLimits: [{ path: /^\/admin\/banners(\.data)?\/?$/, maxBytes: UPLOAD_BODY_LIMIT }],
  contentBoundaries: [
    { area: BANNERS_AREA, next: async (db, now) => nextBoundary((await getPublishedBanners(db))?.popups ?? [], now) },
  ],
  cachedPages: [{ pattern: pathPattern("/") }],
  onCachedPagesStale: (listener) => onContentChange(BANNERS_AREA, listener),
  uploadsInUse: async (db) => ({ fileIds: await bannerFilesInUse(db) }),
};
