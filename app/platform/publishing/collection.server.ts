import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { AuditAction } from "#app/db/audit-actions.ts";
import type { Database } from "#app/db/schema.ts";
import { type AuditActor, recordAudit } from "#app/platform/audit/audit.server.ts";
import { bumpContentVersion, notifyContentChange } from "#app/platform/content-signal/content-versions.server.ts";

/**
 * Rows each with a draft, a published copy, a schedule and numbered revisions. The row table has
 * `id`, `state`, `publish_at`, `hide_at`, `revision`, `created_at`, `updated_at`; the revision table
 * `id`, `number`, `author_email`, `created_at` and `spec.rowColumn`. Other columns come from the caller.
 */
export type CollectionSpec = {
  table: string;
  revisionTable: string;
  rowColumn: string;
  area: string;
  keep: number;
  actions: {
    create: AuditAction;
    update: AuditAction;
    publish: AuditAction;
    hide: AuditAction;
    restore: AuditAction;
    delete: AuditAction;
  };
};

export type CollectionState = "draft" | "scheduled" | "live" | "hidden";
export type Columns = Record<string, unknown>;
export type { AuditActor };

// Table names come from the caller's declaration, so the query builder sees a loose schema.
type Loose = Kysely<Record<string, Columns>>;
const loose = (db: Kysely<Database>) => db as unknown as Loose;

type Row = Columns & { id: string; state: CollectionState; revision: number };

async function rowOf(db: Kysely<Database>, spec: CollectionSpec, id: string): Promise<Row | undefined> {
  return (await loose(db).selectFrom(spec.table).selectAll().where("id", "=", id).executeTakeFirst()) as
    | Row
    | undefined;
}

/** Runs `change` in a transaction and, when it bumped the area, tells this instance after the commit. */
async function bumping<T>(
  db: Kysely<Database>,
  spec: CollectionSpec,
  now: Date,
  change: (trx: Transaction<Database>, bump: () => Promise<void>) => Promise<T>,
): Promise<T> {
  let version: number | null = null;
  const result = await db.transaction().execute((trx) =>
    change(trx, async () => {
      version = await bumpContentVersion(trx, spec.area, now);
    }),
  );
  if (version !== null) notifyContentChange(spec.area, version);
  return result;
}

export async function createDraftRow(
  db: Kysely<Database>,
  spec: CollectionSpec,
  columns: Columns,
  detail: Record<string, unknown>,
  actor: AuditActor,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  const iso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await loose(trx)
      .insertInto(spec.table)
      .values({
        ...columns,
        id,
        state: "draft",
        publish_at: null,
        hide_at: null,
        revision: 0,
        created_at: iso,
        updated_at: iso,
      })
      .execute();
    await recordAudit(trx, { ...actor, action: spec.actions.create, target: id, detail }, now);
  });
  return id;
}

/** What a draft edit writes: its columns and the names of the fields it changed (none: nothing written). */
export type DraftEdit = { columns: Columns; changed: string[] };

/** Saves the draft (the public copy stays) with the update entry; false when the row does not exist. */
export async function saveDraftRow(
  db: Kysely<Database>,
  spec: CollectionSpec,
  id: string,
  edit: (trx: Transaction<Database>, before: Row) => Promise<DraftEdit>,
  actor: AuditActor,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await rowOf(trx, spec, id);
    if (!before) return false;
    const { columns, changed } = await edit(trx, before);
    if (changed.length === 0) return true;
    await writeDraft(trx, spec, id, columns, now);
    await recordAudit(trx, { ...actor, action: spec.actions.update, target: id, detail: { changed } }, now);
    return true;
  });
}

async function writeDraft(trx: Kysely<Database>, spec: CollectionSpec, id: string, columns: Columns, now: Date) {
  await loose(trx)
    .updateTable(spec.table)
    .set({ ...columns, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

/** What a publish writes: the draft, the public copy, the revision's own columns and the entry's detail. */
export type PublishEdit = { draft: Columns; published: Columns; revision: Columns; detail: Record<string, unknown> };
export type Schedule = { publishAt: Date; hideAt: Date | null };
export type PublishResult = { ok: true; revision: number; state: CollectionState } | { ok: false };

export class CollectionConflictError extends Error {}

/**
 * Publishes in ONE transaction: the draft saved, the public copy and schedule, a new revision (the
 * oldest beyond `keep` dropped), the publish entry and the area's version. A publish_at in the future
 * leaves the row `scheduled`: public reads compare the clock, the schedule job records the move.
 */
export async function publishRow(
  db: Kysely<Database>,
  spec: CollectionSpec,
  id: string,
  edit: (trx: Transaction<Database>, before: Row) => Promise<PublishEdit>,
  schedule: Schedule,
  actor: AuditActor,
  now = new Date(),
): Promise<PublishResult> {
  const result = await bumping(db, spec, now, async (trx, bump) => {
    const before = await rowOf(trx, spec, id);
    if (!before) return null;
    const change = await edit(trx, before);
    await writeDraft(trx, spec, id, change.draft, now);
    const previous = Number(before.revision);
    const number = previous + 1;
    const state: CollectionState = schedule.publishAt.getTime() > now.getTime() ? "scheduled" : "live";
    const publishAt = schedule.publishAt.toISOString();
    const hideAt = schedule.hideAt?.toISOString() ?? null;
    const updated = await loose(trx)
      .updateTable(spec.table)
      .set({ ...change.published, state, publish_at: publishAt, hide_at: hideAt, revision: number })
      .where("id", "=", id)
      // Two publishes at once: the second finds the number taken and changes nothing.
      .where("revision", "=", previous)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new CollectionConflictError(`${spec.table}.publish_conflict`);
    await loose(trx)
      .insertInto(spec.revisionTable)
      .values({
        ...change.revision,
        id: randomUUID(),
        [spec.rowColumn]: id,
        number,
        publish_at: publishAt,
        hide_at: hideAt,
        author_email: actor.actorEmail,
        created_at: now.toISOString(),
      })
      .execute();
    await loose(trx)
      .deleteFrom(spec.revisionTable)
      .where(spec.rowColumn, "=", id)
      .where("number", "<=", number - spec.keep)
      .execute();
    const detail = { ...change.detail, revision: number, scheduled: state === "scheduled", via: "admin" };
    await recordAudit(trx, { ...actor, action: spec.actions.publish, target: id, detail }, now);
    await bump();
    return { revision: number, state };
  });
  return result ? { ok: true, ...result } : { ok: false };
}

/** Takes a published row down now (the draft and revisions stay); false when nothing was shown. */
export async function hideRow(
  db: Kysely<Database>,
  spec: CollectionSpec,
  id: string,
  actor: AuditActor,
  now = new Date(),
): Promise<boolean> {
  return bumping(db, spec, now, async (trx, bump) => {
    const updated = await loose(trx)
      .updateTable(spec.table)
      .set({ state: "hidden", updated_at: now.toISOString() })
      .where("id", "=", id)
      .where("state", "in", ["scheduled", "live"])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await recordAudit(trx, { ...actor, action: spec.actions.hide, target: id, detail: { via: "admin" } }, now);
    await bump();
    return true;
  });
}

export async function listRevisionRows(db: Kysely<Database>, spec: CollectionSpec, id: string): Promise<Columns[]> {
  return loose(db)
    .selectFrom(spec.revisionTable)
    .selectAll()
    .where(spec.rowColumn, "=", id)
    .orderBy("number", "desc")
    .execute();
}

/** A revision becomes the draft (`toDraft` picks its columns); nothing public changes. */
export async function restoreRevisionRow(
  db: Kysely<Database>,
  spec: CollectionSpec,
  id: string,
  number: number,
  toDraft: (revision: Columns, row: Row) => Columns,
  actor: AuditActor,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await rowOf(trx, spec, id);
    const revision = await loose(trx)
      .selectFrom(spec.revisionTable)
      .selectAll()
      .where(spec.rowColumn, "=", id)
      .where("number", "=", number)
      .executeTakeFirst();
    if (!row || !revision) return false;
    await writeDraft(trx, spec, id, toDraft(revision, row), now);
    await recordAudit(trx, { ...actor, action: spec.actions.restore, target: id, detail: { revision: number } }, now);
    return true;
  });
}

export async function deleteRow(
  db: Kysely<Database>,
  spec: CollectionSpec,
  id: string,
  detail: (row: Row) => Record<string, unknown>,
  actor: AuditActor,
  now = new Date(),
): Promise<boolean> {
  return bumping(db, spec, now, async (trx, bump) => {
    const row = await rowOf(trx, spec, id);
    if (!row) return false;
    await loose(trx).deleteFrom(spec.revisionTable).where(spec.rowColumn, "=", id).execute();
    await loose(trx).deleteFrom(spec.table).where("id", "=", id).execute();
    await recordAudit(trx, { ...actor, action: spec.actions.delete, target: id, detail: detail(row) }, now);
    await bump();
    return true;
  });
}

const SCHEDULE_ACTOR: AuditActor = { actorId: null, actorEmail: null, ipAddress: null };

/**
 * Moves due rows: scheduled → live when publish_at has come, scheduled or live → hidden when hide_at
 * has. Each move is a conditional UPDATE on the state it was read in, so when several instances run
 * this at once exactly one moves each row and writes its entry.
 */
export async function runCollectionSchedule(
  db: Kysely<Database>,
  spec: CollectionSpec,
  now = new Date(),
): Promise<{ published: string[]; hidden: string[] }> {
  const iso = now.toISOString();
  const due = (await loose(db)
    .selectFrom(spec.table)
    .select(["id", "state", "publish_at", "hide_at"])
    .where((eb) =>
      eb.or([
        eb.and([eb("state", "=", "scheduled"), eb("publish_at", "<=", iso)]),
        eb.and([eb("state", "in", ["scheduled", "live"]), eb("hide_at", "is not", null), eb("hide_at", "<=", iso)]),
      ]),
    )
    .limit(100)
    .execute()) as { id: string; state: CollectionState; hide_at: string | null }[];
  const published: string[] = [];
  const hidden: string[] = [];
  for (const row of due) {
    const hide = row.hide_at !== null && row.hide_at <= iso;
    const moved = await bumping(db, spec, now, async (trx, bump) => {
      const result = await loose(trx)
        .updateTable(spec.table)
        .set({ state: hide ? "hidden" : "live" })
        .where("id", "=", row.id)
        .where("state", "=", row.state)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      const action = hide ? spec.actions.hide : spec.actions.publish;
      await recordAudit(trx, { ...SCHEDULE_ACTOR, action, target: row.id, detail: { via: "schedule" } }, now);
      await bump();
      return true;
    });
    if (moved) (hide ? hidden : published).push(row.id);
  }
  return { published, hidden };
}

/** The earliest instant a row of the collection goes up or down by its schedule (a past one when overdue). */
export async function nextCollectionChange(db: Kysely<Database>, spec: CollectionSpec): Promise<Date | null> {
  const [publish, hide] = await Promise.all([
    loose(db)
      .selectFrom(spec.table)
      .select("publish_at as at")
      .where("state", "=", "scheduled")
      .where("publish_at", "is not", null)
      .orderBy("publish_at")
      .limit(1)
      .executeTakeFirst(),
    loose(db)
      .selectFrom(spec.table)
      .select("hide_at as at")
      .where("state", "in", ["scheduled", "live"])
      .where("hide_at", "is not", null)
      .orderBy("hide_at")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const instants = [publish?.at, hide?.at].filter((at): at is string => typeof at === "string").sort();
  return instants[0] ? new Date(instants[0]) : null;
}
