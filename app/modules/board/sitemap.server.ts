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

type SitemapSite = { siteUrl: string; siteId: string; db: Kysely<Database> };

/** One board's list and its public articles, the host's complex's (its handle reads no other's). */
export async function kindSitemap(kind: BoardKind, { siteUrl, siteId, db }: SitemapSite): Promise<SitemapEntry[]> {
  const articles = (await READERS[kind.name](db)).filter((article) => article.siteId === siteId);
  const entries: SitemapEntry[] = [{ loc: `${siteUrl}${kind.listPath(siteId)}`, priority: 0.6 }];
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
export async function boardSitemap(site: SitemapSite) {
  const lists = await Promise.all(BOARD_KINDS.map((kind) => kindSitemap(kind, site)));
  return lists.flat();
}
