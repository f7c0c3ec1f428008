import { createHash, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database, LeadDeliveryRow } from "#app/db/schema.ts";
import type { LeadStatus, LeadSubmission } from "#app/schemas/lead.ts";

type Db = Kysely<Database> | Transaction<Database>;

export type CreateLeadInput = {
  submission: LeadSubmission;
  siteId: string;
  consentVersion: string;
  /** When set, a `lead_deliveries` row is written in the same transaction. */
  webhookUrl?: string;
  now?: Date;
};

export type CreatedLead = { id: string; duplicate: boolean };

/**
 * Stores a lead: one transaction writes the `leads` row and, when forwarding is configured,
 * its outbox row. A second submission of the same form render (same idempotency key and
 * phone) returns the first lead instead of storing another.
 */
export async function createLead(db: Kysely<Database>, input: CreateLeadInput): Promise<CreatedLead> {
  const { submission, siteId, consentVersion, webhookUrl } = input;
  const now = (input.now ?? new Date()).toISOString();
  const dedupeKey = leadDedupeKey(submission);

  const existing = await findLeadIdByDedupeKey(db, dedupeKey);
  if (existing) return { id: existing, duplicate: true };

  const id = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("leads")
        .values({
          id,
          created_at: now,
          updated_at: now,
          site_id: siteId,
          form: submission.form,
          name: submission.name,
          phone: submission.phone,
          email: submission.form === "interest" ? (submission.email ?? null) : null,
          visit_date: submission.form === "interest" ? (submission.visitDate ?? null) : null,
          message: submission.form === "interest" ? null : (submission.message ?? null),
          source_path: submission.sourcePath ?? null,
          privacy_consent: submission.privacyConsent ? 1 : 0,
          marketing_consent: submission.marketingConsent ? 1 : 0,
          consent_version: consentVersion,
          consented_at: now,
          note: null,
          dedupe_key: dedupeKey,
        })
        .execute();
      if (webhookUrl) {
        await trx
          .insertInto("lead_deliveries")
          .values({
            id: randomUUID(),
            lead_id: id,
            target_url: webhookUrl,
            status: "pending",
            attempts: 0,
            next_attempt_at: now,
            locked_until: null,
            last_error: null,
            last_status_code: null,
            created_at: now,
            updated_at: now,
            delivered_at: null,
          })
          .execute();
      }
    });
  } catch (error) {
    // Two identical submissions racing: the unique dedupe key let one in; answer with it.
    const winner = await findLeadIdByDedupeKey(db, dedupeKey);
    if (winner) return { id: winner, duplicate: true };
    throw error;
  }
  return { id, duplicate: false };
}

/** Same form, same render (idempotency key), same phone → same lead. Without a key, never a duplicate. */
export function leadDedupeKey(submission: Pick<LeadSubmission, "form" | "idempotencyKey" | "phone">): string {
  const key = submission.idempotencyKey ?? randomUUID();
  return createHash("sha256").update(`${submission.form}\n${key}\n${submission.phone}`).digest("hex");
}

async function findLeadIdByDedupeKey(db: Db, dedupeKey: string): Promise<string | undefined> {
  const row = await db.selectFrom("leads").select("id").where("dedupe_key", "=", dedupeKey).executeTakeFirst();
  return row?.id;
}

export type LeadRecord = {
  id: string;
  createdAt: string;
  siteId: string;
  form: string;
  name: string;
  phone: string;
  email: string | null;
  visitDate: string | null;
  message: string | null;
  sourcePath: string | null;
  privacyConsent: boolean;
  marketingConsent: boolean;
  consentVersion: string;
  consentedAt: string;
  status: string;
};

/** The columns of a stored lead as `getLead` returns it; the inbox adds its own two. */
const recordColumns = [
  "id",
  "created_at",
  "site_id",
  "form",
  "name",
  "phone",
  "email",
  "visit_date",
  "message",
  "source_path",
  "privacy_consent",
  "marketing_consent",
  "consent_version",
  "consented_at",
  "status",
] as const;

export async function getLead(db: Db, id: string): Promise<LeadRecord | undefined> {
  const row = await db.selectFrom("leads").select(recordColumns).where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    createdAt: row.created_at,
    siteId: row.site_id,
    form: row.form,
    name: row.name,
    phone: row.phone,
    email: row.email,
    visitDate: row.visit_date,
    message: row.message,
    sourcePath: row.source_path,
    privacyConsent: Number(row.privacy_consent) === 1,
    marketingConsent: Number(row.marketing_consent) === 1,
    consentVersion: row.consent_version,
    consentedAt: row.consented_at,
    status: row.status,
  };
}

export async function countLeads(db: Db): Promise<number> {
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Deletes leads older than the retention period (PIPA: destroy once the purpose is served);
 * their outbox rows go with them (ON DELETE CASCADE). Returns how many were deleted.
 */
export async function deleteExpiredLeads(
  db: Kysely<Database>,
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  return db.transaction().execute(async (trx) => {
    // Explicit, so the outbox is cleaned even where foreign keys were off.
    await trx
      .deleteFrom("lead_deliveries")
      .where("lead_id", "in", (eb) => eb.selectFrom("leads").select("id").where("created_at", "<", cutoff))
      .execute();
    const result = await trx.deleteFrom("leads").where("created_at", "<", cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

// ---- Outbox (lead_deliveries) ----------------------------------------------------------

export type DueDelivery = {
  id: string;
  leadId: string;
  targetUrl: string;
  attempts: number;
  lead: LeadRecord;
};

/**
 * Claims up to `limit` pending deliveries that are due, for `leaseMs`. A row is claimed by a
 * conditional update, so two relays (two instances) never send the same delivery at once.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  { now = new Date(), limit = 10, leaseMs = 60_000 }: { now?: Date; limit?: number; leaseMs?: number } = {},
): Promise<DueDelivery[]> {
  const nowIso = now.toISOString();
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const candidates = await db
    .selectFrom("lead_deliveries")
    .select(["id", "lead_id", "target_url", "attempts"])
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowIso)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();

  const claimed: DueDelivery[] = [];
  for (const candidate of candidates) {
    const result = await db
      .updateTable("lead_deliveries")
      .set({ locked_until: leaseUntil, updated_at: nowIso })
      .where("id", "=", candidate.id)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    const lead = await getLead(db, candidate.lead_id);
    if (!lead) continue;
    claimed.push({
      id: candidate.id,
      leadId: candidate.lead_id,
      targetUrl: candidate.target_url,
      attempts: Number(candidate.attempts),
      lead,
    });
  }
  return claimed;
}

export async function markDeliveryDelivered(
  db: Kysely<Database>,
  id: string,
  { statusCode, now = new Date() }: { statusCode: number; now?: Date },
): Promise<void> {
  const nowIso = now.toISOString();
  await db
    .updateTable("lead_deliveries")
    .set((eb) => ({
      status: "delivered",
      attempts: eb("attempts", "+", 1),
      last_status_code: statusCode,
      last_error: null,
      locked_until: null,
      delivered_at: nowIso,
      updated_at: nowIso,
    }))
    .where("id", "=", id)
    .execute();
}

/** Records a failed attempt: retried at `retryAt`, or dead when `retryAt` is null. */
export async function markDeliveryFailed(
  db: Kysely<Database>,
  id: string,
  {
    error,
    statusCode,
    retryAt,
    now = new Date(),
  }: { error: string; statusCode: number | null; retryAt: Date | null; now?: Date },
): Promise<void> {
  const nowIso = now.toISOString();
  await db
    .updateTable("lead_deliveries")
    .set((eb) => ({
      status: retryAt ? "pending" : "dead",
      attempts: eb("attempts", "+", 1),
      last_status_code: statusCode,
      last_error: error.slice(0, 500),
      locked_until: null,
      next_attempt_at: (retryAt ?? now).toISOString(),
      updated_at: nowIso,
    }))
    .where("id", "=", id)
    .execute();
}

export type DeliveryRecord = Pick<
  LeadDeliveryRow,
  "id" | "lead_id" | "status" | "attempts" | "last_error" | "last_status_code" | "next_attempt_at" | "delivered_at"
>;

/** Deliveries of one lead, or all dead ones: a failed forward stays visible to the operator. */
export async function listDeliveries(
  db: Db,
  filter: { leadId?: string; status?: "pending" | "delivered" | "dead" },
): Promise<DeliveryRecord[]> {
  let query = db
    .selectFrom("lead_deliveries")
    .select([
      "id",
      "lead_id",
      "status",
      "attempts",
      "last_error",
      "last_status_code",
      "next_attempt_at",
      "delivered_at",
    ])
    .orderBy("created_at");
  if (filter.leadId) query = query.where("lead_id", "=", filter.leadId);
  if (filter.status) query = query.where("status", "=", filter.status);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
}

// ---- Leads inbox (the sales team) ------------------------------------------------------

export type LeadFilter = {
  form?: string;
  siteId?: string;
  status?: string;
  /** Korean calendar dates, inclusive: 2026-11-01 … 2026-11-30 (Asia/Seoul). */
  from?: string;
  to?: string;
  /** The last four digits of the phone number. */
  phoneLast4?: string;
};

export type InboxLead = LeadRecord & { note: string | null; updatedAt: string };

/** 2026-11-22 (Seoul) → the UTC instant its day starts. */
export function seoulDayStart(date: string): string {
  return new Date(`${date}T00:00:00+09:00`).toISOString();
}

function filteredLeads(db: Db, filter: LeadFilter) {
  let query = db.selectFrom("leads");
  if (filter.form) query = query.where("form", "=", filter.form);
  if (filter.siteId) query = query.where("site_id", "=", filter.siteId);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.from) query = query.where("created_at", ">=", seoulDayStart(filter.from));
  if (filter.to) {
    const next = new Date(new Date(`${filter.to}T00:00:00+09:00`).getTime() + 86_400_000).toISOString();
    query = query.where("created_at", "<", next);
  }
  if (filter.phoneLast4) query = query.where("phone", "like", `%${filter.phoneLast4}`);
  return query;
}

const inboxColumns = [...recordColumns, "updated_at", "note"] as const;

type InboxRow = {
  id: string;
  created_at: string;
  updated_at: string;
  site_id: string;
  form: string;
  name: string;
  phone: string;
  email: string | null;
  visit_date: string | null;
  message: string | null;
  source_path: string | null;
  privacy_consent: number;
  marketing_consent: number;
  consent_version: string;
  consented_at: string;
  status: string;
  note: string | null;
};

function toInboxLead(row: InboxRow): InboxLead {
  return {
    id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    siteId: row.site_id,
    form: row.form,
    name: row.name,
    phone: row.phone,
    email: row.email,
    visitDate: row.visit_date,
    message: row.message,
    sourcePath: row.source_path,
    privacyConsent: Number(row.privacy_consent) === 1,
    marketingConsent: Number(row.marketing_consent) === 1,
    consentVersion: row.consent_version,
    consentedAt: row.consented_at,
    status: row.status,
    note: row.note,
  };
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

/** Every lead matching the filter, newest first, for the CSV export (capped). */
export async function listLeadsForExport(db: Db, filter: LeadFilter, limit = 50_000): Promise<InboxLead[]> {
  const rows = await filteredLeads(db, filter)
    .select(inboxColumns)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toInboxLead);
}

export async function getInboxLead(db: Db, id: string): Promise<InboxLead | undefined> {
  const row = await db.selectFrom("leads").select(inboxColumns).where("id", "=", id).executeTakeFirst();
  return row && toInboxLead(row);
}

export async function updateLeadStatus(
  db: Db,
  id: string,
  { status, note, now = new Date() }: { status: LeadStatus; note: string | null; now?: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("leads")
    .set({ status, note, updated_at: now.toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
