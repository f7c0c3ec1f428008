import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages.ts";

export default {
  ssr: true,
  // Every static content page is rendered to HTML at build time; the Node server
  // serves those files and renders everything else (aliases, 404s) on demand.
  prerender: { paths: prerenderPaths, concurrency: 2 },
  splitRouteModules: "enforce",
} satisfies Config;
