import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { SitemapEntry } from "#app/lib/sitemap.ts";
import { BOARD_KINDS, type BoardKind } from "./kinds.ts";
import { listNoticesForSitemap } from "./notices.server.ts";
import { listPressForSitemap } from "./press.server.ts";

type Listed = { id: string; siteId: string; updatedAt: string }[];

const READERS: Record<BoardKind["name"], (db: Kysely<Database>) => Promise<Listed>> = {
  press: listPressForSitemap,
  notices: (db) => listNoticesForSitemap(db),
};

/** One board's lists (the default site's and every site with an article) and its public articles. */
export async function kindSitemap(
  kind: BoardKind,
  { siteUrl, defaultSiteId, db }: { siteUrl: string; defaultSiteId: string; db: Kysely<Database> },
): Promise<SitemapEntry[]> {
  const articles = await READERS[kind.name](db);
  const sites = new Set([defaultSiteId, ...articles.map((article) => article.siteId)]);
  const entries: SitemapEntry[] = [...sites].map((siteId) => ({
    loc: `${siteUrl}${kind.listPath(siteId)}`,
    priority: 0.6,
  }));
  for (const article of articles) {
    entries.push({
      loc: `${siteUrl}${kind.articlePath(article.siteId, article.id)}`,
      priority: 0.5,
      lastmod: article.updatedAt.slice(0, 10),
    });
  }
  return entries;
}

/** SPEC §2: articles are indexed; press first, then notices. */
export async function boardSitemap(site: { siteUrl: string; defaultSiteId: string; db: Kysely<Database> }) {
  const lists = await Promise.all(BOARD_KINDS.map((kind) => kindSitemap(kind, site)));
  return lists.flat();
}
