import type { Kysely, Transaction } from "kysely";
import type { AuditAction } from "#app/db/audit-actions.ts";
import type { Database } from "#app/db/schema.ts";
import { type AuditActor, recordAudit } from "#app/platform/audit/audit.server.ts";
import { bumpContentVersion, notifyContentChange } from "#app/platform/content-signal/content-versions.server.ts";
import { loadStoredSetting, parseStored, type Setting } from "#app/platform/settings/settings.server.ts";
import { ownComplex, unscopedOf } from "#app/platform/sites/scope.server.ts";

/**
 * Content published as a whole (the schedule, the facts, the banners, a document): a setting with a
 * draft beside and every publish kept as a revision (the newest 50) that can be restored into the
 * draft (docs/decisions/2026-11-26-content-publishing.md).
 */
export type DocumentSpec<T> = Omit<Setting<T>, "first"> & {
  first?: (siteId?: string | null) => T;
  actions: { update: AuditAction; publish: AuditAction; restore: AuditAction };
  /** Counts or codes for the audit entry's detail (never names or phone numbers). */
  summary?: (value: T) => Record<string, unknown>;
  keep?: number;
};

export type { AuditActor };

export type AdminDocument<T> = {
  /** null: never edited. */
  draft: T | null;
  /** null: never published. */
  published: T | null;
  revision: number;
  publishedAt: string | null;
  updatedAt: string | null;
};

export type DocumentRevision<T> = { number: number; value: T | null; authorEmail: string | null; createdAt: string };

export const REVISIONS_KEPT = 50;

export { parseStored };

export function getPublishedDocument<T>(db: Kysely<Database>, spec: DocumentSpec<T>): Promise<T | null> {
  return loadStoredSetting(db, spec);
}

export async function getAdminDocument<T>(db: Kysely<Database>, spec: DocumentSpec<T>): Promise<AdminDocument<T>> {
  const row = await ownComplex(db)
    .selectFrom("content_documents")
    .selectAll()
    .where("key", "=", spec.key)
    .executeTakeFirst();
  if (!row) return { draft: null, published: null, revision: 0, publishedAt: null, updatedAt: null };
  return {
    draft: parseStored(spec, row.draft),
    published: parseStored(spec, row.published),
    revision: Number(row.revision),
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  };
}

export async function listDocumentRevisions<T>(
  db: Kysely<Database>,
  spec: DocumentSpec<T>,
): Promise<DocumentRevision<T>[]> {
  const rows = await ownComplex(db)
    .selectFrom("content_document_revisions")
    .selectAll()
    .where("key", "=", spec.key)
    .orderBy("number", "desc")
    .execute();
  return rows.map((row) => ({
    number: Number(row.number),
    value: parseStored(spec, row.body),
    authorEmail: row.author_email,
    createdAt: row.created_at,
  }));
}

/**
 * Every value stored under `keys` as plain JSON, not through the schema: what the uploads purge
 * keeps must not be missed because an older value no longer parses.
 */
export async function listStoredValues(handle: Kysely<Database>, keys: readonly string[]): Promise<unknown[]> {
  if (keys.length === 0) return [];
  // Every complex's: files are kept while any complex names them.
  const db = unscopedOf(handle);
  const [rows, revisions] = await Promise.all([
    db.selectFrom("content_documents").select(["draft", "published"]).where("key", "in", keys).execute(),
    db.selectFrom("content_document_revisions").select("body").where("key", "in", keys).execute(),
  ]);
  const stored = [...rows.flatMap((row) => [row.draft, row.published]), ...revisions.map((row) => row.body)];
  return stored.flatMap((json) => (json === null ? [] : [JSON.parse(json) as unknown]));
}

export function hasUnpublishedChanges<T>(document: AdminDocument<T>): boolean {
  return document.published === null || JSON.stringify(document.draft) !== JSON.stringify(document.published);
}

async function writeDraft<T>(trx: Kysely<Database>, spec: DocumentSpec<T>, value: T, now: Date): Promise<void> {
  const iso = now.toISOString();
  const json = JSON.stringify(value);
  await ownComplex(trx)
    .insertInto("content_documents")
    .values({ key: spec.key, draft: json, published: null, revision: 0, updated_at: iso })
    .onConflict((oc) => oc.columns(["site_id", "key"]).doUpdateSet({ draft: json, updated_at: iso }))
    .execute();
}

export async function saveDocumentDraft<T>(
  db: Kysely<Database>,
  spec: DocumentSpec<T>,
  value: T,
  actor: AuditActor,
  now = new Date(),
): Promise<void> {
  await ownComplex(db)
    .transaction()
    .execute(async (trx) => {
      await writeDraft(trx, spec, value, now);
      await recordAudit(
        trx,
        { ...actor, action: spec.actions.update, target: spec.key, detail: spec.summary?.(value) ?? null },
        now,
      );
    });
}

/** Two publishes of one document raced: the second finds its revision number taken. */
export class PublishConflictError extends Error {
  constructor(key: string) {
    super(`${key}.publish_conflict`);
  }
}

/**
 * ONE transaction: the value, the revision, the oldest dropped, the audit entry, the content version
 * and what `also` writes beside (a file's reference).
 */
export async function publishDocument<T>(
  db: Kysely<Database>,
  spec: DocumentSpec<T>,
  value: T,
  actor: AuditActor,
  now = new Date(),
  also?: (trx: Transaction<Database>, revision: number) => Promise<void>,
): Promise<{ revision: number }> {
  const result = await ownComplex(db)
    .transaction()
    .execute(async (trx) => {
      await writeDraft(trx, spec, value, now);
      const before = await trx
        .selectFrom("content_documents")
        .select("revision")
        .where("key", "=", spec.key)
        .executeTakeFirstOrThrow();
      const number = Number(before.revision) + 1;
      const json = JSON.stringify(value);
      const iso = now.toISOString();
      const updated = await trx
        .updateTable("content_documents")
        .set({ published: json, revision: number, published_at: iso })
        .where("key", "=", spec.key)
        // Two publishes at once: the second finds the number taken (and the revision's key refuses it).
        .where("revision", "=", number - 1)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new PublishConflictError(spec.key);
      await trx
        .insertInto("content_document_revisions")
        .values({ key: spec.key, number, body: json, author_email: actor.actorEmail, created_at: iso })
        .execute();
      await trx
        .deleteFrom("content_document_revisions")
        .where("key", "=", spec.key)
        .where("number", "<=", number - (spec.keep ?? REVISIONS_KEPT))
        .execute();
      await also?.(trx, number);
      await recordAudit(
        trx,
        {
          ...actor,
          action: spec.actions.publish,
          target: spec.key,
          detail: { revision: number, ...(spec.summary?.(value) ?? {}) },
        },
        now,
      );
      const version = await bumpContentVersion(trx, spec.area, now);
      return { revision: number, version };
    });
  notifyContentChange(spec.area, result.version);
  return { revision: result.revision };
}

/** False: no such revision. */
export async function restoreDocumentRevision<T>(
  db: Kysely<Database>,
  spec: DocumentSpec<T>,
  number: number,
  actor: AuditActor,
  now = new Date(),
): Promise<boolean> {
  return ownComplex(db)
    .transaction()
    .execute(async (trx) => {
      const revision = await trx
        .selectFrom("content_document_revisions")
        .select("body")
        .where("key", "=", spec.key)
        .where("number", "=", number)
        .executeTakeFirst();
      const value = parseStored(spec, revision?.body);
      if (value === null) return false;
      await writeDraft(trx, spec, value, now);
      await recordAudit(
        trx,
        { ...actor, action: spec.actions.restore, target: spec.key, detail: { revision: number } },
        now,
      );
      return true;
    });
}
