import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import { onContentChange } from "#app/platform/content-signal/content-versions.server.ts";
import { isSiteStatus, type Site } from "./site.ts";
import { defaultSite, hostOfHeader, SITES_AREA } from "./sites.server.ts";
import "./tables.ts";

export type SiteResolver = {
  /** The complex a `Host` header belongs to, or null: an unknown host is never the first complex. */
  resolve(hostHeader: string | undefined): Promise<Site | null>;
  /** Forget the copy (a change of `sites` or `site_hosts`); the next request reads the tables again. */
  invalidate(): void;
  stop(): void;
};

export type SiteResolverOptions = {
  db: Kysely<Database> | null;
  /** The hosts of SITE_URL and ALLOWED_ORIGINS: the default complex's, without a row. */
  defaultHosts: readonly string[];
  /** Development: any host is the default complex (Vite, a phone on the LAN). */
  anyHost?: boolean;
  now?: () => number;
};

type Snapshot = { hosts: Map<string, Site>; byId: Map<string, Site>; loadedAt: number };

/** A host nobody registered re-reads the tables at most this often (a host added on another instance). */
const UNKNOWN_HOST_RELOAD_MS = 1000;

/**
 * Host → complex from an in-memory copy of `sites` and `site_hosts`, refreshed when the content signal
 * tells of a change (another instance within a poll) and, for a host not in it, at most once a second.
 * A failed read keeps the last copy: a database blip does not take the site down.
 */
export function createSiteResolver({
  db,
  defaultHosts,
  anyHost = false,
  now = Date.now,
}: SiteResolverOptions): SiteResolver {
  const fallback = defaultSite();
  const ownHosts = new Set(defaultHosts.map((host) => host.toLowerCase()));
  let snapshot: Snapshot | null = null;
  let stale = true;
  let generation = 0;
  let loading: Promise<Snapshot | null> | null = null;

  async function load(): Promise<Snapshot | null> {
    if (!db) return null;
    const started = generation;
    try {
      const [sites, hosts] = await Promise.all([
        db.selectFrom("sites").select(["id", "name", "builder", "status"]).execute(),
        db.selectFrom("site_hosts").select(["host", "site_id"]).execute(),
      ]);
      const byId = new Map<string, Site>();
      for (const row of sites) {
        byId.set(row.id, { ...row, status: isSiteStatus(row.status) ? row.status : "preparing" });
      }
      const map = new Map<string, Site>();
      for (const row of hosts) {
        const site = byId.get(row.site_id);
        if (site) map.set(row.host, site);
      }
      const next = { hosts: map, byId, loadedAt: now() };
      snapshot = next;
      // A change told while this read ran may not be in it: read again next time.
      if (started === generation) stale = false;
      return next;
    } catch (error) {
      logger.error({ err: error }, "sites.load_failed");
      return snapshot;
    }
  }

  function current(force: boolean): Promise<Snapshot | null> {
    if (!force && !stale && snapshot) return Promise.resolve(snapshot);
    if (!loading) {
      loading = load().finally(() => {
        loading = null;
      });
    }
    return loading;
  }

  function lookup(copy: Snapshot | null, host: string | null): Site | null | undefined {
    if (host && ownHosts.has(host)) return copy?.byId.get(fallback.id) ?? fallback;
    if (!copy) return undefined;
    return host ? copy.hosts.get(host) : undefined;
  }

  const unsubscribe = onContentChange(SITES_AREA, () => {
    generation++;
    stale = true;
  });

  return {
    async resolve(hostHeader) {
      const host = hostOfHeader(hostHeader);
      let copy = await current(false);
      let found = lookup(copy, host);
      if (found === undefined && copy && now() - copy.loadedAt >= UNKNOWN_HOST_RELOAD_MS) {
        copy = await current(true);
        found = lookup(copy, host);
      }
      if (found) return found;
      return anyHost ? (copy?.byId.get(fallback.id) ?? fallback) : null;
    },
    invalidate() {
      generation++;
      stale = true;
    },
    stop: unsubscribe,
  };
}
