import { pageList } from "#app/content/pages/index.ts";
import { CACHE_CONTROL, methodNotAllowed } from "#app/lib/http.ts";
import { logger } from "#app/lib/logger.server.ts";
import { renderSitemap, type SitemapEntry } from "#app/lib/sitemap.ts";
import { FEATURES } from "#app/modules/index.server.ts";
import { TEMPLATE_PLANS_PATH } from "#app/modules/template/fields.ts";
import { servedByTemplate } from "#app/modules/template/paths.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import { complexUrl, isDesignedComplex, siteOf } from "#app/platform/sites/sites.server.ts";
import type { Route } from "./+types/sitemap";

/**
 * The host's complex's pages at its own address: the designed complex's content pages, or the ones a
 * template complex has; then each feature's pages that change at run time (press: SPEC §2).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const db = databaseOf(context);
  const siteUrl = await complexUrl(db, site.id);
  const designed = isDesignedComplex(site);
  const paths = designed
    ? pageList.map((page) => ({ path: page.path, priority: page.priority }))
    : [
        ...pageList.filter((page) => servedByTemplate(page.path, site.id)),
        { path: TEMPLATE_PLANS_PATH, priority: 0.8 },
      ];
  const entries: SitemapEntry[] = paths.map((page) => ({
    loc: `${siteUrl}${page.path}`,
    priority: page.priority ?? 0.7,
  }));
  for (const feature of FEATURES) {
    if (!feature.sitemap) continue;
    try {
      entries.push(...(await feature.sitemap({ siteUrl, siteId: site.id, db })));
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
