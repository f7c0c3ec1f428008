import { pageList } from "#app/content/pages.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { renderSitemap } from "#app/lib/sitemap.ts";

export function loader() {
  const { SITE_URL } = getEnv();
  const entries = pageList.map((page) => ({ loc: `${SITE_URL}${page.path}`, priority: page.priority ?? 0.7 }));
  return new Response(renderSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL.file },
  });
}
