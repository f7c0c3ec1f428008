import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import {
  type AuditActor,
  type DocumentSpec,
  getAdminDocument,
  getPublishedDocument,
  listDocumentRevisions,
  publishDocument,
  restoreDocumentRevision,
  saveDocumentDraft,
} from "#app/platform/publishing/published-documents.server.ts";
import { SCHEDULE_AREA, SCHEDULE_ID, SCHEDULE_REVISIONS_KEPT } from "./fields.ts";
import { type ScheduleRow, ScheduleRowsSchema } from "./schema.ts";

export type { AuditActor };

export type AdminSchedule = {
  draft: ScheduleRow[];
  /** null: never published. */
  published: ScheduleRow[] | null;
  revision: number;
  publishedAt: string | null;
  updatedAt: string | null;
};

export type ScheduleRevision = { number: number; rows: ScheduleRow[]; authorEmail: string | null; createdAt: string };

/** Stored rows are read back through the form's schema (a one-day row is stored with `end: null`). */
export const SCHEDULE_DOCUMENT: DocumentSpec<ScheduleRow[]> = {
  key: SCHEDULE_ID,
  area: SCHEDULE_AREA,
  schema: z.preprocess(
    (rows) => (Array.isArray(rows) ? rows.map((row) => ({ ...row, end: row?.end ?? "" })) : rows),
    ScheduleRowsSchema,
  ),
  actions: { update: "schedule.update", publish: "schedule.publish", restore: "schedule.restore" },
  summary: (rows) => ({ rows: rows.length }),
  keep: SCHEDULE_REVISIONS_KEPT,
};

export async function getPublishedSchedule(db: Kysely<Database>): Promise<ScheduleRow[] | null> {
  return getPublishedDocument(db, SCHEDULE_DOCUMENT);
}

export async function getAdminSchedule(db: Kysely<Database>): Promise<AdminSchedule> {
  const document = await getAdminDocument(db, SCHEDULE_DOCUMENT);
  return {
    draft: document.draft ?? [],
    published: document.published,
    revision: document.revision,
    publishedAt: document.publishedAt,
    updatedAt: document.updatedAt,
  };
}

export async function listScheduleRevisions(db: Kysely<Database>): Promise<ScheduleRevision[]> {
  const revisions = await listDocumentRevisions(db, SCHEDULE_DOCUMENT);
  return revisions.map(({ value, ...revision }) => ({ ...revision, rows: value ?? [] }));
}

export async function saveScheduleDraft(
  db: Kysely<Database>,
  rows: ScheduleRow[],
  actor: AuditActor,
  now = new Date(),
): Promise<void> {
  await saveDocumentDraft(db, SCHEDULE_DOCUMENT, rows, actor, now);
}

export async function publishSchedule(
  db: Kysely<Database>,
  rows: ScheduleRow[],
  actor: AuditActor,
  now = new Date(),
): Promise<{ revision: number }> {
  return publishDocument(db, SCHEDULE_DOCUMENT, rows, actor, now);
}

export async function restoreScheduleRevision(
  db: Kysely<Database>,
  number: number,
  actor: AuditActor,
  now = new Date(),
): Promise<boolean> {
  return restoreDocumentRevision(db, SCHEDULE_DOCUMENT, number, actor, now);
}
