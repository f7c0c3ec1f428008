import { pageList } from "#app/content/pages/index.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { CACHE_CONTROL, methodNotAllowed } from "#app/lib/http.ts";
import { logger } from "#app/lib/logger.server.ts";
import { renderSitemap, type SitemapEntry } from "#app/lib/sitemap.ts";
import { FEATURES } from "#app/modules/index.server.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import type { Route } from "./+types/sitemap";

/** Every content page, then each feature's pages that change at run time (press: SPEC §2). */
export async function loader({ context }: Route.LoaderArgs) {
  const { SITE_URL, DEFAULT_SITE_ID } = getEnv();
  const entries: SitemapEntry[] = pageList.map((page) => ({
    loc: `${SITE_URL}${page.path}`,
    priority: page.priority ?? 0.7,
  }));
  for (const feature of FEATURES) {
    if (!feature.sitemap) continue;
    try {
      entries.push(
        ...(await feature.sitemap({ siteUrl: SITE_URL, defaultSiteId: DEFAULT_SITE_ID, db: databaseOf(context) })),
      );
    } catch (error) {
      // The content pages are still worth listing when the database does not answer.
      logger.error({ err: error, feature: feature.name }, "sitemap.feature.failed");
    }
  }
  return new Response(renderSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL.file },
  });
}

/** A post here is a client error, answered in Korean. */
export function action() {
  return methodNotAllowed();
}
