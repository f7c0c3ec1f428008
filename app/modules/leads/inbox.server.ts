import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { addDays, seoulInstant } from "#app/lib/korea-time.ts";
import {
  ATTRIBUTION_COLUMN_NAMES,
  attributionFromColumns,
  type StoredAttribution,
} from "#app/modules/attribution/attribution.ts";
import { ownOrPool } from "#app/modules/counselling/access.server.ts";
import type { LeadStage } from "#app/modules/leads/kinds.ts";
import type { LeadTable } from "#app/modules/leads/tables.ts";
import { type AuditEntry, recordAudit } from "#app/platform/audit/audit.server.ts";
import { type LeadFilter, NO_CHANNEL, POOL } from "./inbox-schema.ts";
import { type LeadRecord, recordColumns, toLeadRecord } from "./lead.server.ts";

/** The sales team's inbox: filtered pages, the CSV export, one lead with its notes, status changes. */
type Db = Kysely<Database> | Transaction<Database>;

export type { LeadFilter };

/** Where the lead's visit came from; every field null when unknown. */
export type InboxLead = LeadRecord & {
  updatedAt: string;
  /** The counsellor's user id; null = the pool. */
  assignedTo: string | null;
  attribution: StoredAttribution;
};
/** For the CSV export: the lead with its newest note (a counselling entry's, else an old memo). */
export type ExportLead = InboxLead & { note: string | null };

/**
 * A memo of the sales team from before 상담 기록 (lead_notes: kept, read into the lead's history,
 * no longer written); author null for memos older still.
 */
export type LeadNote = {
  id: string;
  authorId: string | null;
  authorName: string | null;
  body: string;
  createdAt: string;
};

function filteredLeads(db: Db, filter: LeadFilter) {
  // A lead merged into another is part of that person's record, not a row of its own.
  let query = db.selectFrom("leads").where("merged_into", "is", null);
  if (filter.form) query = query.where("form", "=", filter.form);
  if (filter.siteId) query = query.where("site_id", "=", filter.siteId);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.from) query = query.where("created_at", ">=", seoulInstant(filter.from, "00:00").toISOString());
  if (filter.to) query = query.where("created_at", "<", seoulInstant(addDays(filter.to, 1), "00:00").toISOString());
  if (filter.phoneLast4) query = query.where("phone", "like", `%${filter.phoneLast4}`);
  if (filter.channel === NO_CHANNEL) query = query.where("channel", "is", null);
  else if (filter.channel) query = query.where("channel", "=", filter.channel);
  if (filter.campaign) query = query.where("campaign", "=", filter.campaign);
  if (filter.assignee === POOL) query = query.where("assigned_to", "is", null);
  else if (filter.assignee) query = query.where("assigned_to", "=", filter.assignee);
  // A counsellor: their own leads and the pool, whatever else the filter says.
  if (filter.visibleTo) query = query.where(ownOrPool(filter.visibleTo));
  return query;
}

const inboxColumns = [...recordColumns, "updated_at", "assigned_to", ...ATTRIBUTION_COLUMN_NAMES] as const;

type InboxRow = Pick<Selectable<LeadTable>, (typeof inboxColumns)[number]>;

function toInboxLead(row: InboxRow): InboxLead {
  return {
    ...toLeadRecord(row),
    updatedAt: row.updated_at,
    assignedTo: row.assigned_to,
    attribution: attributionFromColumns(row),
  };
}

/** The channels and campaigns the leads carry, for the inbox's filter lists (most leads first). */
export async function listLeadChannels(db: Db, limit = 100): Promise<{ channels: string[]; campaigns: string[] }> {
  const [channels, campaigns] = await Promise.all(
    (["channel", "campaign"] as const).map((column) =>
      db
        .selectFrom("leads")
        .select((eb) => [eb.ref(column).as("value"), eb.fn.countAll().as("count")])
        .where(column, "is not", null)
        .where("merged_into", "is", null)
        .groupBy(column)
        .orderBy("count", "desc")
        .orderBy(column)
        .limit(limit)
        .execute(),
    ),
  );
  const values = (rows: { value: string | null }[] | undefined) =>
    (rows ?? []).flatMap((row) => (row.value ? [row.value] : []));
  return { channels: values(channels), campaigns: values(campaigns) };
}

/** A page of the inbox, newest first, with the total for the pager. */
export async function listLeads(
  db: Db,
  filter: LeadFilter,
  { page = 1, pageSize = 20 }: { page?: number; pageSize?: number } = {},
): Promise<{ items: InboxLead[]; total: number; page: number; pageCount: number }> {
  const countRow = await filteredLeads(db, filter)
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  const total = Number(countRow.count);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await filteredLeads(db, filter)
    .select(inboxColumns)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return { items: rows.map(toInboxLead), total, page: current, pageCount };
}

/** Every lead matching the filter, newest first, with its newest note, for the CSV export (capped). */
export async function listLeadsForExport(db: Db, filter: LeadFilter, limit = 50_000): Promise<ExportLead[]> {
  const rows = await filteredLeads(db, filter)
    .select(inboxColumns)
    .select((eb) =>
      eb
        .selectFrom("counselling_entries")
        .select("counselling_entries.note")
        .whereRef("counselling_entries.lead_id", "=", "leads.id")
        .where("counselling_entries.note", "is not", null)
        .orderBy("counselling_entries.created_at", "desc")
        .orderBy("counselling_entries.id", "desc")
        .limit(1)
        .as("entryNote"),
    )
    .select((eb) =>
      eb
        .selectFrom("lead_notes")
        .select("lead_notes.body")
        .whereRef("lead_notes.lead_id", "=", "leads.id")
        .orderBy("lead_notes.created_at", "desc")
        .orderBy("lead_notes.id", "desc")
        .limit(1)
        .as("memo"),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  // No memo is written any more: a counselling note is newer than every old memo of the lead.
  return rows.map((row) => ({ ...toInboxLead(row), note: row.entryNote ?? row.memo ?? null }));
}

export async function getInboxLead(db: Db, id: string): Promise<InboxLead | undefined> {
  const row = await db.selectFrom("leads").select(inboxColumns).where("id", "=", id).executeTakeFirst();
  return row && toInboxLead(row);
}

export async function updateLeadStatus(
  db: Db,
  id: string,
  { status, now = new Date() }: { status: LeadStage; now?: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("leads")
    .set({ status, updated_at: now.toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The sales team's status change with its `lead.update` entry, in one transaction: both are stored or neither. */
export async function updateLeadStatusAudited(
  db: Kysely<Database>,
  id: string,
  change: { status: LeadStage },
  actor: Pick<AuditEntry, "actorId" | "actorEmail" | "ipAddress">,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await getInboxLead(trx, id);
    if (!before) return false;
    await updateLeadStatus(trx, id, change);
    await recordAudit(trx, {
      ...actor,
      action: "lead.update",
      target: id,
      detail: { from: before.status, to: change.status },
    });
    return true;
  });
}

/** A lead's notes, newest first. */
export async function listLeadNotes(db: Db, leadId: string): Promise<LeadNote[]> {
  const rows = await db
    .selectFrom("lead_notes")
    .select(["id", "author_id", "author_name", "body", "created_at"])
    .where("lead_id", "=", leadId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    authorId: row.author_id,
    authorName: row.author_name,
    body: row.body,
    createdAt: row.created_at,
  }));
}
