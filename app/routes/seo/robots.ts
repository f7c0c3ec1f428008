import { CACHE_CONTROL, methodNotAllowed } from "#app/lib/http.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import { complexUrl, siteOf } from "#app/platform/sites/sites.server.ts";
import type { Route } from "./+types/robots";

/** The host's complex's sitemap, at its own address. */
export async function loader({ context }: Route.LoaderArgs) {
  const siteUrl = await complexUrl(databaseOf(context), siteOf(context).id);
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.file },
  });
}

/** A post here is a client error, answered in Korean. */
export function action() {
  return methodNotAllowed();
}
