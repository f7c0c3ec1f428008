import { SITE_NOTICE_ARTICLE_PATH, SITE_NOTICE_PATH } from "#app/content/paths.ts";
import { logger } from "#app/lib/logger.server.ts";
import { pathPattern } from "#app/lib/path-pattern.ts";
import { SITE_ID_PATTERN } from "#app/lib/site-id.ts";
import { onContentChange } from "#app/platform/content-signal/content-versions.server.ts";
import type { FeatureServer } from "../feature-server.ts";
import { MAX_PDF_BYTES } from "../uploads/uploads.server.ts";
import { NOTICE_ID, NOTICES_AREA } from "./fields.ts";
import { noticeFilesInUse, startNoticeSchedule } from "./notices.server.ts";
import { noticesSitemap } from "./pages.server.ts";

const PARAMS = { site: SITE_ID_PATTERN, id: NOTICE_ID };

/** How often each instance reads the content versions (another instance's publish seen within it). */
export const CONTENT_POLL_MS = 1000;
/** How often each instance looks for notices due to be published or hidden. */
export const NOTICE_SCHEDULE_MS = 10_000;

/** The editor's post (multipart, with its attachments): the largest PDF, or several files up to that, plus the fields. */
export const NOTICE_EDITOR_BODY_LIMIT = MAX_PDF_BYTES + 256 * 1024;

/** Notices: the editor's body limit (listed before the admin area's 1 MB, which would match first), the cached list and notice pages, the cross-instance invalidation poll, the schedule job, the attachments the uploads purge keeps. */
export const noticesServer: FeatureServer = {
  name: "notices",
  bodyLimits: [{ path: /^\/admin\/notices\/[0-9a-f-]{36}(\.data)?\/?$/, maxBytes: NOTICE_EDITOR_BODY_LIMIT }],
  jobs: [
    ({ db }) =>
      startNoticeSchedule({
        db,
        intervalMs: NOTICE_SCHEDULE_MS,
        onError: (error) => logger.error({ err: error }, "notices.schedule_failed"),
      }),
  ],
  cachedPages: [
    { pattern: pathPattern(SITE_NOTICE_PATH, PARAMS) },
    { pattern: pathPattern(SITE_NOTICE_ARTICLE_PATH, PARAMS) },
  ],
  onCachedPagesStale: (listener) => onContentChange(NOTICES_AREA, listener),
  pageViewShapes: [SITE_NOTICE_PATH, SITE_NOTICE_ARTICLE_PATH],
  sitemap: noticesSitemap,
  uploadsInUse: async (db) => ({ fileIds: await noticeFilesInUse(db) }),
};
