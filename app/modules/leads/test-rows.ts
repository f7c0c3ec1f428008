import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { TestDatabase } from "#app/db/test-databases.ts";
import type { LeadStage } from "./kinds.ts";
import { createLead } from "./lead.server.ts";
import { personKey } from "./person.server.ts";

/** For tests: a visit form sent through the lead service (no marketing consent); its lead's id. */
export async function submitVisitForm(
  db: Kysely<Database>,
  fields: { name: string; phone: string; message?: string; now?: Date },
): Promise<string> {
  const { id } = await createLead(db, {
    submission: {
      form: "visit",
      name: fields.name,
      phone: fields.phone,
      privacyConsent: true,
      marketingConsent: false,
      message: fields.message,
      idempotencyKey: randomUUID(),
    },
    siteId: "pentacityhansin",
    consentVersion: "2026-11-22",
    now: fields.now,
  });
  return id;
}

/**
 * For tests: a lead written straight into its table (an interest form's, consenting to marketing
 * unless `consent: false`), with what the desk and the campaigns read.
 */
export async function insertLead(
  database: TestDatabase,
  fields: {
    phone: string;
    name?: string;
    consent?: boolean;
    status?: LeadStage;
    assignedTo?: string | null;
    assignedAt?: string | null;
    nextContactAt?: string | null;
    channel?: string | null;
    campaign?: string | null;
    createdAt?: string;
    day?: string;
  },
): Promise<string> {
  const id = randomUUID();
  const createdAt = fields.createdAt ?? "2026-11-20T01:00:00.000Z";
  // The number's record, unless a lead already holds it (a second row as before the one-record migration).
  const key = personKey("pentacityhansin", fields.phone);
  const held = await database.db.selectFrom("leads").select("id").where("person_key", "=", key).executeTakeFirst();
  await database.db
    .insertInto("leads")
    .values({
      id,
      created_at: createdAt,
      updated_at: createdAt,
      day: fields.day ?? createdAt.slice(0, 10),
      site_id: "pentacityhansin",
      form: "interest",
      name: fields.name ?? "시험고객",
      phone: fields.phone,
      privacy_consent: 1,
      marketing_consent: fields.consent === false ? 0 : 1,
      consent_version: "2026-11-22",
      consented_at: createdAt,
      dedupe_key: randomUUID(),
      status: fields.status ?? "new",
      assigned_to: fields.assignedTo ?? null,
      assigned_at: fields.assignedAt ?? (fields.assignedTo ? createdAt : null),
      next_contact_at: fields.nextContactAt ?? null,
      channel: fields.channel ?? null,
      campaign: fields.campaign ?? null,
      person_key: held ? null : key,
    })
    .execute();
  return id;
}

/** For tests: a booking of one phone number at a slot (UTC ISO; by default 28 Nov, 10:00 in Korea) on its Korea day. */
export async function insertBooking(
  database: TestDatabase,
  fields: {
    phone: string;
    slotStart?: string;
    day?: string;
    status?: "confirmed" | "arrived" | "cancelled" | "no_show";
  },
): Promise<string> {
  const id = randomUUID();
  const slotStart = fields.slotStart ?? "2026-11-28T01:00:00.000Z";
  const day = fields.day ?? "2026-11-28";
  const status = fields.status ?? "confirmed";
  const lead = await database.db
    .selectFrom("leads")
    .select("id")
    .where("person_key", "=", personKey("pentacityhansin", fields.phone))
    .executeTakeFirst();
  await database.db
    .insertInto("bookings")
    .values({
      id,
      created_at: "2026-11-20T01:00:00.000Z",
      updated_at: "2026-11-20T01:00:00.000Z",
      site_id: "pentacityhansin",
      slot_start: slotStart,
      day,
      party_size: 2,
      name: "예약고객",
      phone: fields.phone,
      status,
      active_key: status === "cancelled" ? null : `pentacityhansin|${fields.phone}|${day}`,
      token_hash: randomUUID(),
      dedupe_key: randomUUID(),
      source_path: null,
      privacy_consent: 1,
      marketing_consent: 0,
      consent_version: "2026-11-22",
      consented_at: "2026-11-20T01:00:00.000Z",
      cancelled_at: null,
      arrived_at: null,
      lead_id: lead?.id ?? null,
      channel: null,
      medium: null,
      campaign: null,
      term: null,
      content: null,
      referrer_host: null,
      landing_path: null,
      ad_params: null,
    })
    .execute();
  await database.db
    .insertInto("booking_slots")
    .values({ slot_start: slotStart, booked: 2, capacity: null })
    .onConflict((oc) => oc.columns(["site_id", "slot_start"]).doNothing())
    .execute();
  return id;
}

/** For tests: a memo of the sales team from before 상담 기록 (lead_notes is read, no longer written). */
export async function insertLeadNote(
  db: Kysely<Database>,
  leadId: string,
  body: string,
  author: { id: string; name: string } | null,
  createdAt = "2026-11-21T01:00:00.000Z",
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("lead_notes")
    .values({
      id,
      lead_id: leadId,
      author_id: author?.id ?? null,
      author_name: author?.name ?? null,
      body,
      created_at: createdAt,
    })
    .execute();
  return id;
}
