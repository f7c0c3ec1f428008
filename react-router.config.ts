import type { Config } from "@react-router/dev/config";
import { getEnv } from "./app/lib/env.server.ts";

export default {
  ssr: true,
  // Nothing is prerendered: every page shows the site's facts, published at run time
  // (app/modules/site-facts), so pages are rendered on demand and kept in the server's page cache
  // (server/page-cache.ts), dropped on every instance when the facts are published.
  splitRouteModules: "enforce",
  // React Router refuses a page action whose Origin is not the request's own origin unless it is
  // listed here. The production server replaces this list at start-up with its own SITE_URL and
  // ALLOWED_ORIGINS (withActionOrigins, server/app.ts), so a build runs behind any address; this
  // value serves `react-router dev`, which reads the environment as it starts.
  allowedActionOrigins: [getEnv().SITE_URL, ...getEnv().ALLOWED_ORIGINS].map((origin) => new URL(origin).host),
} satisfies Config;
