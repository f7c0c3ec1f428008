import { createHash, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { seoulDay } from "#app/lib/korea-time.ts";
import { type Attribution, attributionColumns } from "#app/modules/attribution/attribution.ts";
import type { AttributionColumns } from "#app/modules/attribution/tables.ts";
import { autoAssignNewLead } from "#app/modules/counselling/assignment.server.ts";
import { recordLeadEvent } from "#app/modules/counselling/stages.server.ts";
import { complexOf } from "#app/platform/sites/sites.server.ts";
import type { LeadFormKind } from "./kinds.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** One lead per complex and normalised number: the unique `leads.person_key`. */
export const personKey = (siteId: string, phone: string) => `${siteId}|${phone}`;

export type PersonSeed = {
  siteId: string;
  form: LeadFormKind;
  name: string;
  phone: string;
  email?: string | null;
  visitDate?: string | null;
  message?: string | null;
  sourcePath?: string | null;
  privacyConsent: boolean;
  marketingConsent: boolean;
  consentVersion: string;
  dedupeKey: string;
  /** A web visit's source, or the columns as given (a walk-in's door). */
  attribution?: Attribution | null;
  attributionColumns?: AttributionColumns;
  /** The new lead's id (a caller that needs it before the insert); random otherwise. */
  id?: string;
  /** False: the caller assigns a new lead itself (a counsellor at the door takes it). */
  autoAssign?: boolean;
};

/** `duplicate`: the number's lead was made by this very submission (a double post racing): nothing written. */
export type PersonLead = { id: string; created: boolean; duplicate?: boolean };

/**
 * The person's lead, in the caller's transaction: the site's lead of that number, or a new one.
 * Race-safe on both databases: the insert does nothing on the unique person_key a concurrent
 * commit took, and the re-read finds that row. A known person's visit becomes an event on their lead.
 */
export async function findOrCreatePersonLead(
  trx: Transaction<Database>,
  seed: PersonSeed,
  now = new Date(),
): Promise<PersonLead> {
  // The person is the complex's: a complex's handle stores the lead under it whatever the seed names.
  const siteId = complexOf(trx, seed.siteId);
  const key = personKey(siteId, seed.phone);
  const nowIso = now.toISOString();
  const id = seed.id ?? randomUUID();
  const inserted = await trx
    .insertInto("leads")
    .values({
      id,
      created_at: nowIso,
      updated_at: nowIso,
      site_id: siteId,
      form: seed.form,
      name: seed.name,
      phone: seed.phone,
      email: seed.email ?? null,
      visit_date: seed.visitDate ?? null,
      message: seed.message ?? null,
      source_path: seed.sourcePath ?? null,
      privacy_consent: seed.privacyConsent ? 1 : 0,
      marketing_consent: seed.marketingConsent ? 1 : 0,
      consent_version: seed.consentVersion,
      consented_at: nowIso,
      dedupe_key: seed.dedupeKey,
      day: seoulDay(now),
      person_key: key,
      merged_into: null,
      ...(seed.attributionColumns ?? attributionColumns(seed.attribution ?? null)),
    })
    .onConflict((oc) => oc.column("person_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) {
    if (seed.autoAssign !== false) await autoAssignNewLead(trx, id, now);
    return { id, created: true };
  }
  const holder = await trx
    .selectFrom("leads")
    .select(["id", "dedupe_key"])
    .where("person_key", "=", key)
    .executeTakeFirstOrThrow();
  if (holder.dedupe_key === seed.dedupeKey) return { id: holder.id, created: false, duplicate: true };
  const found = { id: (await resolveLeadId(trx, holder.id)) ?? holder.id };
  await trx.updateTable("leads").set({ updated_at: nowIso }).where("id", "=", found.id).execute();
  await recordLeadEvent(trx, {
    id: submissionEventId(seed.dedupeKey),
    leadId: found.id,
    kind: "form",
    from: seed.form,
    to: seed.message?.slice(0, 500) || null,
    actor: null,
    now,
  });
  return { id: found.id, created: false };
}

/** The event of a known person's submission, from its dedupe key: the same render posted twice is one event. */
export function submissionEventId(dedupeKey: string): string {
  const hex = createHash("sha256").update(`submission\n${dedupeKey}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The lead a submission went to: the lead it made (its dedupe key) or the one its event joined. */
export async function leadOfSubmission(db: Db, dedupeKey: string): Promise<string | undefined> {
  const made = await db.selectFrom("leads").select("id").where("dedupe_key", "=", dedupeKey).executeTakeFirst();
  if (made) return resolveLeadId(db, made.id);
  const joined = await db
    .selectFrom("lead_events")
    .select("lead_id")
    .where("id", "=", submissionEventId(dedupeKey))
    .executeTakeFirst();
  return joined ? resolveLeadId(db, joined.lead_id) : undefined;
}

/** A lead's record: the lead itself, or the one it was merged into (followed to the end). */
export async function resolveLeadId(db: Db, leadId: string): Promise<string | undefined> {
  let id = leadId;
  for (let hop = 0; hop < 10; hop += 1) {
    const row = await db.selectFrom("leads").select(["id", "merged_into"]).where("id", "=", id).executeTakeFirst();
    if (!row) return undefined;
    if (!row.merged_into) return row.id;
    id = row.merged_into;
  }
  return undefined;
}

/** The site's lead of a number: its holder, or the lead the holder was merged into. */
export async function personLeadId(db: Db, siteId: string, phone: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("leads")
    .select("id")
    .where("person_key", "=", personKey(siteId, phone))
    .executeTakeFirst();
  return row && resolveLeadId(db, row.id);
}
