import { href } from "react-router";
import { getDatabase } from "#app/db/db.server.ts";
import type { SitemapEntry } from "#app/lib/sitemap.ts";
import {
  createPressAudited,
  deletePressAudited,
  getPress,
  listPress,
  listPressForSitemap,
  type PressInput,
  updatePressAudited,
} from "./press.server.ts";

/**
 * What the press routes ask for (the lists, one article, the sitemap's articles) and the admin's
 * changes: each change takes what the route read, the signed-in admin and the client's address,
 * and writes its audit entry in the change's own transaction (press.server.ts).
 */
export type PressActor = { id: string; email: string };

/** A page of articles (one site's, or every site's for the admin), newest first, after the cursor. */
export async function pressListOf(options: { siteId?: string; cursor: string | null; limit?: number }) {
  return listPress(getDatabase().db, options);
}

/** One article, or undefined. */
export async function pressArticleOf(id: string) {
  return getPress(getDatabase().db, id);
}

/** Every article's address and date for the sitemap. */
/** Every site's press list and every article (SPEC §2: articles are indexed). */
export async function pressSitemap({ siteUrl, defaultSiteId }: { siteUrl: string; defaultSiteId: string }) {
  const articles = await listPressForSitemap(getDatabase().db);
  const sites = new Set([defaultSiteId, ...articles.map((article) => article.siteId)]);
  const entries: SitemapEntry[] = [...sites].map((siteId) => ({
    loc: `${siteUrl}${href("/:site/press", { site: siteId })}`,
    priority: 0.6,
  }));
  for (const article of articles) {
    entries.push({
      loc: `${siteUrl}${href("/:site/press/:id", { site: article.siteId, id: article.id })}`,
      priority: 0.5,
      lastmod: article.updatedAt.slice(0, 10),
    });
  }
  return entries;
}

const auditActor = (actor: PressActor, clientAddress: string) => ({
  actorId: actor.id,
  actorEmail: actor.email,
  ipAddress: clientAddress,
});

/** Creates an article with its press.create entry (from the admin or the press page's form). */
export async function createArticle(
  input: PressInput,
  actor: PressActor,
  clientAddress: string,
  via: "admin" | "press-page",
) {
  return createPressAudited(getDatabase().db, input, auditActor(actor, clientAddress), via);
}

/** Updates an article with its press.update entry; false when it does not exist. */
export async function updateArticle(id: string, input: PressInput, actor: PressActor, clientAddress: string) {
  return updatePressAudited(getDatabase().db, id, input, auditActor(actor, clientAddress));
}

/** Deletes an article with its press.delete entry; false when it does not exist. */
export async function deleteArticle(id: string, actor: PressActor, clientAddress: string) {
  return deletePressAudited(getDatabase().db, id, auditActor(actor, clientAddress));
}
