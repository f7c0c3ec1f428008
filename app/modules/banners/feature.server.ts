import { logger } from "#app/lib/logger.server.ts";
import { pathPattern } from "#app/lib/path-pattern.ts";
import { UPLOAD_BODY_LIMIT } from "#app/modules/uploads/feature.server.ts";
import {
  notifyContentChange,
  onContentChange,
  startContentVersionPolling,
} from "#app/platform/content-signal/content-versions.server.ts";
import type { FeatureServer } from "../feature-server.ts";
import { bannerFilesInUse, getPublishedBanners } from "./banners.server.ts";
import { startPopupBoundaryTimer } from "./boundary.server.ts";
import { BANNERS_AREA } from "./fields.ts";
import { forgetStrip } from "./pages.server.ts";

/** As notices' (the poll is one per process, started by whichever feature asks first). */
const CONTENT_POLL_MS = 1000;

/**
 * Banners and pop-up notices: the home page (its pop-ups) is rendered from the database and kept in
 * the page cache; every cached page shows the strip, so a publish drops them all (the content
 * version, polled) and so does each pop-up's start and end, on every instance (its own timer).
 * The pictures of the draft, the published pop-ups and the kept revisions are kept by the uploads purge.
 */
export const bannersServer: FeatureServer = {
  name: "banners",
  // The editor posts its pictures with the form (as the upload endpoint: up to 20 MB in one post).
  bodyLimits: [{ path: /^\/admin\/banners(\.data)?\/?$/, maxBytes: UPLOAD_BODY_LIMIT }],
  jobs: [
    ({ db }) => startContentVersionPolling({ db, intervalMs: CONTENT_POLL_MS }),
    () => {
      const off = onContentChange(BANNERS_AREA, forgetStrip);
      return async () => off();
    },
    ({ db }) =>
      startPopupBoundaryTimer({
        load: async () => (await getPublishedBanners(db))?.popups ?? [],
        onBoundary: () => notifyContentChange(BANNERS_AREA),
        onError: (error) => logger.error({ err: error }, "banners.boundary_failed"),
        subscribe: (listener) => onContentChange(BANNERS_AREA, listener),
      }),
  ],
  cachedPages: [{ pattern: pathPattern("/") }],
  onCachedPagesStale: (listener) => onContentChange(BANNERS_AREA, listener),
  uploadsInUse: async (db) => ({ fileIds: await bannerFilesInUse(db) }),
};
