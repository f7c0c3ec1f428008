import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages/index.ts";
import { getEnv } from "./app/lib/env.server.ts";

export default {
  ssr: true,
  // Every static content page is rendered to HTML at build time; the Node server
  // serves those files and renders everything else (aliases, 404s) on demand.
  prerender: { paths: prerenderPaths, concurrency: 2 },
  splitRouteModules: "enforce",
  // React Router refuses a page action whose Origin is not the request's own origin. Behind a
  // TLS-terminating proxy the request reaches Node as http://, so the public address (SITE_URL,
  // which our own origin check also accepts, app/lib/origin.server.ts) is allowed by name, and so
  // are the aliases in ALLOWED_ORIGINS when they are set at build time.
  allowedActionOrigins: [getEnv().SITE_URL, ...getEnv().ALLOWED_ORIGINS].map((origin) => new URL(origin).host),
} satisfies Config;
