import { getEnv } from "#app/lib/env.server.ts";
import { CACHE_CONTROL, methodNotAllowed } from "#app/lib/http.ts";

export function loader() {
  const { SITE_URL } = getEnv();
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${SITE_URL}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.file },
  });
}

/** A post here is a client error, answered in Korean. */
export function action() {
  return methodNotAllowed();
}
