import { createHash, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Attribution } from "#app/modules/attribution/attribution.ts";
import { recordConsent } from "#app/modules/consent/consent.server.ts";
import type { LeadFormKind } from "#app/modules/leads/kinds.ts";
import type { LeadSubmission } from "#app/modules/leads/schema.ts";
import type { LeadRow } from "#app/modules/leads/tables.ts";
import { enqueueStaffAlerts } from "#app/modules/messages/staff.server.ts";
import { complexOf } from "#app/platform/sites/sites.server.ts";
import { findOrCreatePersonLead, leadOfSubmission, type PersonLead } from "./person.server.ts";

type Db = Kysely<Database> | Transaction<Database>;

export type CreateLeadInput = {
  submission: LeadSubmission;
  siteId: string;
  consentVersion: string;
  /** Where the visit came from (null: unknown). */
  attribution?: Attribution | null;
  /** When set, a `lead_deliveries` row is written in the same transaction. */
  webhookUrl?: string;
  /**
   * The complex's sales team gets a short alert each (no visitor data), queued in the same
   * transaction; `phones` instead of the complex's numbers.
   */
  staffAlert?: { phones?: readonly string[]; siteUrl: string };
  now?: Date;
};

export type CreatedLead = { id: string; duplicate: boolean; created: boolean };

/**
 * Stores a form: one transaction finds the complex's lead of the number or makes it (the person's
 * one record, person.server.ts), records the consent and, for a new lead, its outbox row. A known
 * number's form joins its lead's history. A second submission of the same form render (same
 * idempotency key and phone) answers with the first one's lead instead of storing anything.
 */
export async function createLead(db: Kysely<Database>, input: CreateLeadInput): Promise<CreatedLead> {
  const { submission, consentVersion, webhookUrl, staffAlert } = input;
  // A complex's handle stores its own leads whatever complex the caller names (the person's key too).
  const siteId = complexOf(db, input.siteId);
  const createdAt = input.now ?? new Date();
  const now = createdAt.toISOString();
  const dedupeKey = leadDedupeKey(submission);

  const existing = await leadOfSubmission(db, dedupeKey);
  if (existing) return { id: existing, duplicate: true, created: false };

  let lead: PersonLead;
  try {
    lead = await db.transaction().execute(async (trx) => {
      const found = await findOrCreatePersonLead(
        trx,
        {
          siteId,
          form: submission.form,
          name: submission.name,
          phone: submission.phone,
          email: submission.form === "interest" ? (submission.email ?? null) : null,
          visitDate: submission.form === "interest" ? (submission.visitDate ?? null) : null,
          message: submission.form === "interest" ? null : (submission.message ?? null),
          sourcePath: submission.sourcePath ?? null,
          privacyConsent: submission.privacyConsent,
          marketingConsent: submission.marketingConsent,
          consentVersion,
          dedupeKey,
          attribution: input.attribution ?? null,
        },
        createdAt,
      );
      if (found.duplicate) return found;
      const id = found.id;
      // A ticked box on a later form turns the lead's flag on (never off: the number's history decides).
      if (!found.created && submission.marketingConsent) {
        await trx.updateTable("leads").set({ marketing_consent: 1 }).where("id", "=", id).execute();
      }
      // The form's marketing box, in the number's history in this same transaction: ticked, a consent
      // (its result notice queued for the next hour texts may go); left empty, the end of an earlier
      // consent if one stood — not a withdrawal, no text (app/modules/consent/kinds.ts).
      await recordConsent(trx, {
        phone: submission.phone,
        action: submission.marketingConsent ? "given" : "not_given",
        channel: "form",
        leadId: id,
        now: createdAt,
      });
      if (staffAlert) {
        await enqueueStaffAlerts(trx, { kind: "staff.lead", targetId: id, siteId, ...staffAlert, now: new Date(now) });
      }
      if (webhookUrl && found.created) {
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
      return found;
    });
  } catch (error) {
    // Two identical submissions racing: a unique key let one in; answer with it.
    const winner = await leadOfSubmission(db, dedupeKey);
    if (winner) return { id: winner, duplicate: true, created: false };
    throw error;
  }
  return { id: lead.id, duplicate: lead.duplicate === true, created: lead.created };
}

/** Same form, same render (idempotency key), same phone → same lead. Without a key, never a duplicate. */
export function leadDedupeKey(submission: { form: LeadFormKind; idempotencyKey?: string; phone: string }): string {
  const key = submission.idempotencyKey ?? randomUUID();
  return createHash("sha256").update(`${submission.form}\n${key}\n${submission.phone}`).digest("hex");
}

/** The columns of a stored lead as `getLead` returns it; the inbox adds its own two. */
export const recordColumns = [
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

export type LeadRecordRow = Pick<LeadRow, (typeof recordColumns)[number]>;

export type LeadRecord = {
  id: string;
  createdAt: string;
  siteId: string;
  form: LeadRow["form"];
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
  status: LeadRow["status"];
};

/** The one mapping from a row to the record the app uses (flags 0/1 → booleans, snake → camel case). */
export function toLeadRecord(row: LeadRecordRow): LeadRecord {
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

export async function getLead(db: Db, id: string): Promise<LeadRecord | undefined> {
  const row = await db.selectFrom("leads").select(recordColumns).where("id", "=", id).executeTakeFirst();
  return row && toLeadRecord(row);
}

export async function countLeads(db: Db): Promise<number> {
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("merged_into", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Deletes leads untouched for the retention period (PIPA: destroy once the purpose is served; a
 * person's later form or booking, or the staff's work on the record, keeps it: updated_at);
 * their outbox rows and notes go with them (ON DELETE CASCADE). Returns how many were deleted.
 */
export async function deleteExpiredLeads(
  db: Kysely<Database>,
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  return db.transaction().execute(async (trx) => {
    // Explicit, so the outbox and the notes are cleaned even where foreign keys were off.
    for (const table of ["lead_deliveries", "lead_notes", "counselling_entries", "lead_events"] as const) {
      await trx
        .deleteFrom(table)
        .where("lead_id", "in", (eb) => eb.selectFrom("leads").select("id").where("updated_at", "<", cutoff))
        .execute();
    }
    const result = await trx.deleteFrom("leads").where("updated_at", "<", cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
