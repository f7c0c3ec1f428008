import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Site } from "./site.ts";
import { defaultSite, hostOfHeader, readComplexes } from "./sites.server.ts";
import "./tables.ts";

export type SiteResolver = {
  /** The complex a `Host` header belongs to, or null: an unknown host is never the first complex. */
  resolve(hostHeader: string | undefined): Promise<Site | null>;
};

export type SiteResolverOptions = {
  db: Kysely<Database> | null;
  /** The hosts of SITE_URL and ALLOWED_ORIGINS: the default complex's, without a row. */
  defaultHosts: readonly string[];
  /** Development: any host is the default complex (Vite, a phone on the LAN). */
  anyHost?: boolean;
};

/** Host → complex from the cached copy; the hosts of SITE_URL and ALLOWED_ORIGINS are the first complex's. */
export function createSiteResolver({ db, defaultHosts, anyHost = false }: SiteResolverOptions): SiteResolver {
  const fallback = defaultSite();
  const ownHosts = new Set(defaultHosts.map((host) => host.toLowerCase()));
  return {
    async resolve(hostHeader) {
      const host = hostOfHeader(hostHeader);
      const complexes = await readComplexes(db);
      const first = complexes.byId.get(fallback.id) ?? fallback;
      if (host && ownHosts.has(host)) return first;
      return (host ? complexes.hosts.get(host) : undefined) ?? (anyHost ? first : null);
    },
  };
}
