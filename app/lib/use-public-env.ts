import { useRouteLoaderData } from "react-router";
import { site } from "#app/content/site.ts";
import type { PublicEnv } from "#app/lib/env.server.ts";

const fallback: PublicEnv = {
  siteUrl: "",
  defaultSiteId: site.id,
  leadRetentionDays: 365,
};

/** The browser-safe configuration the root loader hands out (site URL, site id; the phone is a site fact). */
export function usePublicEnv(): PublicEnv {
  const data = useRouteLoaderData("root") as { env: PublicEnv } | undefined;
  return data?.env ?? fallback;
}
