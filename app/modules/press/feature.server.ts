import { SITE_PRESS_ARTICLE_PATH, SITE_PRESS_PATH } from "#app/content/paths.ts";
import { logger } from "#app/lib/logger.server.ts";
import { pathPattern } from "#app/lib/path-pattern.ts";
import { SITE_ID_PATTERN } from "#app/lib/site-id.ts";
import { type FeatureServer, LARGE_BODY_LIMIT } from "../feature-server.ts";
import { PRESS_ARTICLE_ID } from "./fields.ts";
import { pressSitemap } from "./pages.server.ts";
import { onPressChange } from "./press-changes.server.ts";
import { getPressViewCounter } from "./press-views.server.ts";

const PARAMS = { site: SITE_ID_PATTERN, id: PRESS_ARTICLE_ID };

/** Press: the write form's larger body, the view counter's batched writes, the cached list and articles, their page-view rows. */
export const pressServer: FeatureServer = {
  name: "press",
  jobs: [
    ({ db, env }) => {
      // Counted in memory and written in batches; shutdown writes the rest.
      const pressViews = getPressViewCounter();
      pressViews.start({ db, intervalMs: env.PRESS_VIEWS_FLUSH_SECONDS * 1000 });
      return () =>
        pressViews.stop().catch((error: unknown) => logger.error({ err: error }, "press.views.final_flush_failed"));
    },
  ],
  // `/{site}/press` is where the administrator writes articles.
  bodyLimits: [{ path: /^\/[^/]+\/press(\.data)?\/?$/, maxBytes: LARGE_BODY_LIMIT }],
  cachedPages: [
    { pattern: pathPattern(SITE_PRESS_PATH, PARAMS) },
    {
      pattern: pathPattern(SITE_PRESS_ARTICLE_PATH, PARAMS),
      // A view answered from memory is still a view (SPEC: +1 per page view, not on prefetch).
      onServe: (match) => getPressViewCounter().count(match.groups?.id as string),
    },
  ],
  onCachedPagesStale: onPressChange,
  pageViewShapes: [SITE_PRESS_PATH, SITE_PRESS_ARTICLE_PATH],
  sitemap: pressSitemap,
};
