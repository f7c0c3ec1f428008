import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { type AuditEntry, recordAudit } from "#app/models/audit.server.ts";
import { bumpContentVersion, notifyContentChange } from "#app/models/content-versions.server.ts";
import { SCHEDULE_AREA, SCHEDULE_ID, SCHEDULE_REVISIONS_KEPT } from "./fields.ts";
import { type ScheduleRow, ScheduleRowsSchema } from "./schema.ts";

/** Who made a change, from where: the audit entry's fields besides the action and its detail. */
export type AuditActor = Pick<AuditEntry, "actorId" | "actorEmail" | "ipAddress">;

export type AdminSchedule = {
  draft: ScheduleRow[];
  /** null: never published. */
  published: ScheduleRow[] | null;
  revision: number;
  publishedAt: string | null;
  updatedAt: string | null;
};

export type ScheduleRevision = { number: number; rows: ScheduleRow[]; authorEmail: string | null; createdAt: string };

/** Stored JSON read back through the schema (a row that no longer parses is dropped, never shown raw). */
function rowsOf(json: string | null): ScheduleRow[] | null {
  if (json === null) return null;
  try {
    const parsed = ScheduleRowsSchema.safeParse(
      (JSON.parse(json) as { end: string | null }[]).map((row) => ({ ...row, end: row.end ?? "" })),
    );
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** What the public page shows: the published rows, or null when nothing was ever published. */
export async function getPublishedSchedule(db: Kysely<Database>): Promise<ScheduleRow[] | null> {
  const row = await db
    .selectFrom("sales_schedule")
    .select("published_rows")
    .where("id", "=", SCHEDULE_ID)
    .executeTakeFirst();
  return rowsOf(row?.published_rows ?? null);
}

export async function getAdminSchedule(db: Kysely<Database>): Promise<AdminSchedule> {
  const row = await db.selectFrom("sales_schedule").selectAll().where("id", "=", SCHEDULE_ID).executeTakeFirst();
  if (!row) return { draft: [], published: null, revision: 0, publishedAt: null, updatedAt: null };
  return {
    draft: rowsOf(row.draft_rows) ?? [],
    published: rowsOf(row.published_rows),
    revision: Number(row.revision),
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  };
}

export async function listScheduleRevisions(db: Kysely<Database>): Promise<ScheduleRevision[]> {
  const rows = await db.selectFrom("sales_schedule_revisions").selectAll().orderBy("number", "desc").execute();
  return rows.map((row) => ({
    number: Number(row.number),
    rows: rowsOf(row.rows) ?? [],
    authorEmail: row.author_email,
    createdAt: row.created_at,
  }));
}

/** The draft differs from what is published (or nothing is published yet). */
export function hasUnpublishedChanges(schedule: AdminSchedule): boolean {
  return schedule.published === null || JSON.stringify(schedule.draft) !== JSON.stringify(schedule.published);
}

async function writeDraft(trx: Kysely<Database>, rows: ScheduleRow[], now: Date): Promise<void> {
  const iso = now.toISOString();
  await trx
    .insertInto("sales_schedule")
    .values({ id: SCHEDULE_ID, draft_rows: JSON.stringify(rows), published_rows: null, revision: 0, updated_at: iso })
    .onConflict((oc) => oc.column("id").doUpdateSet({ draft_rows: JSON.stringify(rows), updated_at: iso }))
    .execute();
}

/** Saves the draft (the public page stays as it is) with schedule.update and the row count. */
export async function saveScheduleDraft(
  db: Kysely<Database>,
  rows: ScheduleRow[],
  actor: AuditActor,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await writeDraft(trx, rows, now);
    await recordAudit(
      trx,
      { ...actor, action: "schedule.update", target: SCHEDULE_ID, detail: { rows: rows.length } },
      now,
    );
  });
}

/**
 * Publishes the posted table (saved as the draft first) in ONE transaction: the published rows, a
 * new revision (the oldest beyond 50 dropped), the schedule.publish entry and the schedule content
 * version. After the commit this instance's cached pages drop at once; the others see the version
 * within a second (docs/decisions/2026-11-26-content-publishing.md).
 */
export async function publishSchedule(
  db: Kysely<Database>,
  rows: ScheduleRow[],
  actor: AuditActor,
  now = new Date(),
): Promise<{ revision: number }> {
  const result = await db.transaction().execute(async (trx) => {
    await writeDraft(trx, rows, now);
    const before = await trx
      .selectFrom("sales_schedule")
      .select("revision")
      .where("id", "=", SCHEDULE_ID)
      .executeTakeFirstOrThrow();
    const number = Number(before.revision) + 1;
    const json = JSON.stringify(rows);
    const iso = now.toISOString();
    const updated = await trx
      .updateTable("sales_schedule")
      .set({ published_rows: json, revision: number, published_at: iso })
      .where("id", "=", SCHEDULE_ID)
      // Two publishes at once: the second finds the number taken (and the revision's key refuses it).
      .where("revision", "=", number - 1)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Error("schedule.publish_conflict");
    await trx
      .insertInto("sales_schedule_revisions")
      .values({ number, rows: json, author_email: actor.actorEmail, created_at: iso })
      .execute();
    await trx
      .deleteFrom("sales_schedule_revisions")
      .where("number", "<=", number - SCHEDULE_REVISIONS_KEPT)
      .execute();
    await recordAudit(
      trx,
      { ...actor, action: "schedule.publish", target: SCHEDULE_ID, detail: { revision: number, rows: rows.length } },
      now,
    );
    const version = await bumpContentVersion(trx, SCHEDULE_AREA, now);
    return { revision: number, version };
  });
  notifyContentChange(SCHEDULE_AREA, result.version);
  return { revision: result.revision };
}

/** A revision's rows become the draft (schedule.restore); nothing public changes until it is published. */
export async function restoreScheduleRevision(
  db: Kysely<Database>,
  number: number,
  actor: AuditActor,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const revision = await trx
      .selectFrom("sales_schedule_revisions")
      .select("rows")
      .where("number", "=", number)
      .executeTakeFirst();
    if (!revision) return false;
    await writeDraft(trx, rowsOf(revision.rows) ?? [], now);
    await recordAudit(
      trx,
      { ...actor, action: "schedule.restore", target: SCHEDULE_ID, detail: { revision: number } },
      now,
    );
    return true;
  });
}
