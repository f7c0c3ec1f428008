import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { type AuditEntry, recordAudit } from "#app/platform/audit/audit.server.ts";
import { bumpContentVersion, notifyContentChange } from "#app/platform/content-signal/content-versions.server.ts";
import { complexOf } from "#app/platform/sites/scope.server.ts";
import { PRESS_AREA } from "./fields.ts";
import { getPressViewCounter, type PressViewCounter } from "./press-views.server.ts";
import type { PressTable } from "./tables.ts";

export const PRESS_PAGE_SIZE = 10;

export type PressSummary = { id: string; siteId: string; title: string; createdAt: string; views: number };
export type PressArticle = PressSummary & { summary: string; content: string };

/** Opaque paging cursor: the last row's (created_at, id), newest first. */
export function encodePressCursor(row: { createdAt: string; id: string }): string {
  return Buffer.from(`${row.createdAt}|${row.id}`, "utf8").toString("base64url");
}

function decodePressCursor(cursor: string): { createdAt: string; id: string } | null {
  const [createdAt, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (!createdAt || !id || rest.length || Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt, id };
}

/** SPEC §7: a site's page of 10, newest first, after a cursor; `nextCursor` null once a page comes back short. */
export async function listPress(
  db: Kysely<Database>,
  { siteId, cursor, limit = PRESS_PAGE_SIZE }: { siteId?: string; cursor?: string | null; limit?: number },
): Promise<{ items: PressSummary[]; nextCursor: string | null }> {
  let query = db
    .selectFrom("press")
    .select(["id", "site_id", "title", "created_at", "views"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit);
  if (siteId) query = query.where("site_id", "=", siteId);
  const after = cursor ? decodePressCursor(cursor) : null;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("created_at", "<", after.createdAt),
        eb.and([eb("created_at", "=", after.createdAt), eb("id", "<", after.id)]),
      ]),
    );
  }
  const rows = await query.execute();
  const items = rows.map((row) => ({
    id: row.id,
    siteId: row.site_id,
    title: row.title,
    createdAt: row.created_at,
    views: Number(row.views),
  }));
  const last = items.at(-1);
  return { items, nextCursor: items.length === limit && last ? encodePressCursor(last) : null };
}

export async function getPress(db: Kysely<Database>, id: string): Promise<PressArticle | undefined> {
  const row = await db
    .selectFrom("press")
    .select(["id", "site_id", "title", "summary", "content", "created_at", "views"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toArticle(row);
}

/** Counts one page view (written in batches, press-views.server.ts) and returns the count so far. */
export async function viewPress(
  db: Kysely<Database>,
  id: string,
  counter: PressViewCounter = getPressViewCounter(),
): Promise<PressArticle | undefined> {
  const article = await getPress(db, id);
  if (!article) return undefined;
  counter.count(id);
  return withPendingViews(article, counter);
}

/** The article's stored count plus the views this instance counted and has not yet written. */
export function withPendingViews(
  article: PressArticle,
  counter: PressViewCounter = getPressViewCounter(),
): PressArticle {
  return { ...article, views: article.views + counter.pending(article.id) };
}

/** An article as written; its complex is the handle's (`siteId` names one for the process's handle only). */
export type PressInput = { title: string; summary: string; content: string };

export async function createPress(
  db: Kysely<Database>,
  input: PressInput & { siteId?: string },
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  const iso = now.toISOString();
  await db
    .insertInto("press")
    .values({
      id,
      site_id: complexOf(db, input.siteId),
      title: input.title,
      summary: input.summary,
      content: input.content,
      created_at: iso,
      updated_at: iso,
      views: 0,
    })
    .execute();
  return id;
}

export async function updatePress(
  db: Kysely<Database>,
  id: string,
  input: PressInput,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("press")
    .set({
      title: input.title,
      summary: input.summary,
      content: input.content,
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePress(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("press").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function listPressForSitemap(
  db: Kysely<Database>,
): Promise<{ id: string; siteId: string; updatedAt: string }[]> {
  const rows = await db
    .selectFrom("press")
    .select(["id", "site_id", "updated_at"])
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, siteId: row.site_id, updatedAt: row.updated_at }));
}

function toArticle(
  row: Pick<PressTable, "id" | "site_id" | "title" | "summary" | "content" | "created_at" | "views">,
): PressArticle {
  return {
    id: row.id,
    siteId: row.site_id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    createdAt: row.created_at,
    views: Number(row.views),
  };
}

export type AuditActor = Pick<AuditEntry, "actorId" | "actorEmail" | "ipAddress">;

/** Each change, its audit entry and the press version in one transaction; this instance is told after the commit. */
export async function createPressAudited(
  db: Kysely<Database>,
  input: PressInput & { siteId?: string },
  actor: AuditActor,
  via: "admin" | "press-page",
): Promise<string> {
  const created = await db.transaction().execute(async (trx) => {
    const id = await createPress(trx, input);
    await recordAudit(trx, { ...actor, action: "press.create", target: id, detail: { via } });
    return { id, version: await bumpContentVersion(trx, PRESS_AREA) };
  });
  notifyContentChange(PRESS_AREA, created.version);
  return created.id;
}

export async function updatePressAudited(
  db: Kysely<Database>,
  id: string,
  input: PressInput,
  actor: AuditActor,
): Promise<boolean> {
  const updated = await db.transaction().execute(async (trx) => {
    const before = await getPress(trx, id);
    if (!before) return false;
    await updatePress(trx, id, input);
    const changed = (["title", "summary", "content"] as const).filter((key) => before[key] !== input[key]);
    await recordAudit(trx, { ...actor, action: "press.update", target: id, detail: { changed } });
    return bumpContentVersion(trx, PRESS_AREA);
  });
  if (updated === false) return false;
  notifyContentChange(PRESS_AREA, updated);
  return true;
}

export async function deletePressAudited(db: Kysely<Database>, id: string, actor: AuditActor): Promise<boolean> {
  const deleted = await db.transaction().execute(async (trx) => {
    const article = await getPress(trx, id);
    if (!article) return false;
    await deletePress(trx, id);
    await recordAudit(trx, {
      ...actor,
      action: "press.delete",
      target: id,
      detail: { title: article.title },
    });
    return bumpContentVersion(trx, PRESS_AREA);
  });
  if (deleted === false) return false;
  notifyContentChange(PRESS_AREA, deleted);
  return true;
}
