import { randomUUID } from "node:crypto";
import type { TestDatabase } from "#app/db/test-databases.ts";
import { consentStateOf } from "#app/modules/consent/consent.server.ts";
import type { ConsentAction, ConsentChannel } from "#app/modules/consent/kinds.ts";
import { hashOptOutToken, optOutToken } from "#app/modules/consent/token.server.ts";
import type { LeadStage } from "#app/modules/leads/kinds.ts";

/**
 * For tests: a lead written straight into its table, with its arrival and its form's marketing box
 * (default ticked). The box is also written to the number's consent history, as the lead forms do
 * (app/modules/leads/lead.server.ts): a consent when ticked, and when left empty the end of a
 * consent that stood. No result notice is queued.
 */
export async function insertLead(
  database: TestDatabase,
  fields: {
    phone: string;
    name?: string;
    consent?: boolean;
    status?: LeadStage;
    channel?: string | null;
    campaign?: string | null;
    createdAt?: string;
  },
): Promise<string> {
  const id = randomUUID();
  const createdAt = fields.createdAt ?? "2026-11-20T01:00:00.000Z";
  await database.db
    .insertInto("leads")
    .values({
      id,
      created_at: createdAt,
      updated_at: createdAt,
      day: createdAt.slice(0, 10),
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
      assigned_to: null,
      assigned_at: null,
      next_contact_at: null,
      channel: fields.channel ?? null,
      campaign: fields.campaign ?? null,
    })
    .execute();
  const ticked = fields.consent !== false;
  if (ticked || (await consentStateOf(database.db, fields.phone)) === "given") {
    await insertConsentEvent(database, {
      phone: fields.phone,
      action: ticked ? "given" : "not_given",
      leadId: id,
      createdAt,
    });
  }
  return id;
}

/** For tests: one event of a number's consent history (and the number's row), without a notice. */
export async function insertConsentEvent(
  database: TestDatabase,
  event: { phone: string; action: ConsentAction; createdAt: string; leadId?: string | null; channel?: ConsentChannel },
): Promise<void> {
  await database.db
    .insertInto("marketing_consent_numbers")
    .values({
      phone: event.phone,
      token_hash: hashOptOutToken(optOutToken(event.phone)),
      created_at: event.createdAt,
      reminded_at: null,
    })
    .onConflict((oc) => oc.column("phone").doNothing())
    .execute();
  await database.db
    .insertInto("marketing_consent_events")
    .values({
      id: randomUUID(),
      phone: event.phone,
      action: event.action,
      channel: event.channel ?? "form",
      lead_id: event.leadId ?? null,
      actor_id: null,
      actor_name: null,
      reason: null,
      created_at: event.createdAt,
    })
    .execute();
}

export async function insertBooking(
  database: TestDatabase,
  phone: string,
  status: "confirmed" | "arrived" | "cancelled",
) {
  await database.db
    .insertInto("bookings")
    .values({
      id: randomUUID(),
      created_at: "2026-11-20T01:00:00.000Z",
      updated_at: "2026-11-20T01:00:00.000Z",
      site_id: "pentacityhansin",
      slot_start: "2026-11-28T01:00:00.000Z",
      day: "2026-11-28",
      party_size: 1,
      name: "시험고객",
      phone,
      status,
      active_key: status === "cancelled" ? null : `${phone}|2026-11-28`,
      token_hash: randomUUID(),
      dedupe_key: randomUUID(),
      source_path: null,
      privacy_consent: 1,
      marketing_consent: 0,
      consent_version: "2026-11-22",
      consented_at: "2026-11-20T01:00:00.000Z",
      cancelled_at: null,
      arrived_at: null,
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
}

/** A staff account (Better Auth's user row) with the phone of its profile. */
export async function insertStaff(database: TestDatabase, id: string, role: string, phone: string | null) {
  const now = new Date().toISOString();
  await database.db
    .insertInto("user")
    .values({
      id,
      name: `직원${id}`,
      email: `${id}@pentacity-hansin.example`,
      emailVerified: database.dialect === "postgres" ? true : 1,
      image: null,
      createdAt: now,
      updatedAt: now,
      role,
    } as never)
    .execute();
  await database.db
    .insertInto("staff_profiles")
    .values({ user_id: id, phone, created_by: null, created_at: now, updated_at: now })
    .execute();
}
