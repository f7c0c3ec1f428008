import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages/index.ts";
import { getEnv } from "./app/lib/env.server.ts";

export default {
  ssr: true,
  // Every static content page is rendered to HTML at build time; the Node server
  // serves those files and renders everything else (aliases, 404s) on demand.
  prerender: { paths: prerenderPaths, concurrency: 2 },
  splitRouteModules: "enforce",
  // React Router refuses a page action whose Origin is not the request's own origin unless it is
  // listed here. The production server replaces this list at start-up with its own SITE_URL and
  // ALLOWED_ORIGINS (withActionOrigins, server/app.ts), so a build runs behind any address; this
  // value serves `react-router dev`, which reads the environment as it starts.
  allowedActionOrigins: [getEnv().SITE_URL, ...getEnv().ALLOWED_ORIGINS].map((origin) => new URL(origin).host),
} satisfies Config;
