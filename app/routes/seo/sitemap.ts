import { href } from "react-router";
import { pageList } from "#app/content/pages/index.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { CACHE_CONTROL, methodNotAllowed } from "#app/lib/http.ts";
import { logger } from "#app/lib/logger.server.ts";
import { renderSitemap, type SitemapEntry } from "#app/lib/sitemap.ts";
import { pressForSitemap } from "#app/modules/press/pages.server.ts";

/** Every content page, every site's press list and every article (SPEC §2, issue 4: articles are indexed). */
export async function loader() {
  const { SITE_URL, DEFAULT_SITE_ID } = getEnv();
  const entries: SitemapEntry[] = pageList.map((page) => ({
    loc: `${SITE_URL}${page.path}`,
    priority: page.priority ?? 0.7,
  }));
  try {
    const articles = await pressForSitemap();
    const sites = new Set([DEFAULT_SITE_ID, ...articles.map((article) => article.siteId)]);
    for (const siteId of sites)
      entries.push({ loc: `${SITE_URL}${href("/:site/press", { site: siteId })}`, priority: 0.6 });
    for (const article of articles) {
      entries.push({
        loc: `${SITE_URL}${href("/:site/press/:id", { site: article.siteId, id: article.id })}`,
        priority: 0.5,
        lastmod: article.updatedAt.slice(0, 10),
      });
    }
  } catch (error) {
    // The content pages are still worth listing when the database does not answer.
    logger.error({ err: error }, "sitemap.press.failed");
  }
  return new Response(renderSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL.file },
  });
}

/** A post here is a client error, answered in Korean. */
export function action() {
  return methodNotAllowed();
}
