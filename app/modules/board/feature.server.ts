import {
  SITE_NOTICE_ARTICLE_PATH,
  SITE_NOTICE_PATH,
  SITE_PRESS_ARTICLE_PATH,
  SITE_PRESS_PATH,
} from "#app/content/paths.ts";
import { logger } from "#app/lib/logger.server.ts";
import { pathPattern } from "#app/lib/path-pattern.ts";
import { SITE_ID_PATTERN } from "#app/lib/site-id.ts";
import { type FeatureServer, LARGE_BODY_LIMIT } from "#app/modules/feature-server.ts";
import { SCHEDULE_AREA } from "#app/modules/sales-schedule/fields.ts";
import { MAX_PDF_BYTES } from "#app/modules/uploads/uploads.server.ts";
import { onContentChange } from "#app/platform/content-signal/content-versions.server.ts";
import { NOTICE_ID, NOTICES_AREA, PRESS_AREA, PRESS_ARTICLE_ID } from "./fields.ts";
import { nextNoticeChange, noticeFilesInUse, runNoticeSchedule } from "./notices.server.ts";
import { getPressViewCounter } from "./press-views.server.ts";
import { boardSitemap } from "./sitemap.server.ts";

/** The notice editor's post (multipart): the largest PDF, or several files up to that, plus the fields. */
export const NOTICE_EDITOR_BODY_LIMIT = MAX_PDF_BYTES + 256 * 1024;

const listening =
  (...areas: string[]) =>
  (listener: () => void) => {
    const stops = areas.map((area) => onContentChange(area, listener));
    return () => {
      for (const stop of stops) stop();
    };
  };

const pressParams = { site: SITE_ID_PATTERN, id: PRESS_ARTICLE_ID };
const noticeParams = { site: SITE_ID_PATTERN, id: NOTICE_ID };

export const boardServer: FeatureServer = {
  name: "board",
  bodyLimits: [
    // Listed before the admin area's 1 MB, which would match first.
    { path: /^\/admin\/notices\/[0-9a-f-]{36}(\.data)?\/?$/, maxBytes: NOTICE_EDITOR_BODY_LIMIT },
    // `/{site}/press` is where the administrator writes articles.
    { path: /^\/[^/]+\/press(\.data)?\/?$/, maxBytes: LARGE_BODY_LIMIT },
  ],
  jobs: [
    ({ db, env }) => {
      // Shutdown writes the views counted since the last batch.
      const pressViews = getPressViewCounter();
      pressViews.start({ db, intervalMs: env.PRESS_VIEWS_FLUSH_SECONDS * 1000 });
      return () =>
        pressViews.stop().catch((error: unknown) => logger.error({ err: error }, "press.views.final_flush_failed"));
    },
  ],
  cachedPages: [
    { pattern: pathPattern(SITE_PRESS_PATH, pressParams) },
    {
      pattern: pathPattern(SITE_PRESS_ARTICLE_PATH, pressParams),
      // A view answered from memory is still a view (SPEC: +1 per page view, not on prefetch).
      onServe: (match) => getPressViewCounter().count(match.groups?.id as string),
    },
    { pattern: pathPattern(SITE_NOTICE_PATH, noticeParams) },
    { pattern: pathPattern(SITE_NOTICE_ARTICLE_PATH, noticeParams) },
  ],
  // A scheduled notice goes up or down at its minute: every instance moves what is due (each row once).
  contentBoundaries: [
    {
      area: NOTICES_AREA,
      next: (db) => nextNoticeChange(db),
      due: async (db, at) => {
        await runNoticeSchedule(db, at);
      },
    },
  ],
  onCachedPagesStale: listening(PRESS_AREA, NOTICES_AREA),
  pageViewShapes: [SITE_PRESS_PATH, SITE_PRESS_ARTICLE_PATH, SITE_NOTICE_PATH, SITE_NOTICE_ARTICLE_PATH],
  sitemap: boardSitemap,
  uploadsInUse: async (db) => ({ fileIds: await noticeFilesInUse(db) }),
};

/** `/` (the pinned notice and the schedule) drops on notices, the schedule, and its 00:00 KST tick. */
export const homeNewsServer: FeatureServer = {
  name: "home-news",
  cachedPages: [{ pattern: /^\/$/ }],
  onCachedPagesStale: listening(NOTICES_AREA, SCHEDULE_AREA),
};
