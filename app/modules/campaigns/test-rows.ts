import { randomUUID } from "node:crypto";
import type { TestDatabase } from "#app/db/test-databases.ts";
import { consentStateOf } from "#app/modules/consent/consent.server.ts";
import type { ConsentAction, ConsentChannel } from "#app/modules/consent/kinds.ts";
import { hashOptOutToken, optOutToken } from "#app/modules/consent/token.server.ts";
import { insertLead as insertLeadRow } from "#app/modules/leads/test-rows.ts";

/** The first complex (DEFAULT_SITE_ID in tests), whose consent and campaigns these are. */
const FIRST_SITE = "pentacityhansin";

/**
 * For tests: a lead written straight into its table (app/modules/leads/test-rows.ts, its form's
 * marketing box ticked by default), and the box written to the number's consent history as the lead
 * forms do (app/modules/leads/lead.server.ts): a consent when ticked, and when left empty the end of
 * a consent that stood. No result notice is queued.
 */
export async function insertLead(database: TestDatabase, fields: Parameters<typeof insertLeadRow>[1]): Promise<string> {
  const id = await insertLeadRow(database, fields);
  const createdAt = fields.createdAt ?? "2026-11-20T01:00:00.000Z";
  const ticked = fields.consent !== false;
  if (ticked || (await consentStateOf(database.db, FIRST_SITE, fields.phone)) === "given") {
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
  event: {
    phone: string;
    action: ConsentAction;
    createdAt: string;
    leadId?: string | null;
    channel?: ConsentChannel;
    /** The complex it is about; the first by default. */
    siteId?: string;
  },
): Promise<void> {
  const siteId = event.siteId ?? FIRST_SITE;
  await database.db
    .insertInto("marketing_consent_numbers")
    .values({
      site_id: siteId,
      phone: event.phone,
      token_hash: hashOptOutToken(optOutToken(siteId, event.phone)),
      created_at: event.createdAt,
      reminded_at: null,
    })
    .onConflict((oc) => oc.columns(["site_id", "phone"]).doNothing())
    .execute();
  await database.db
    .insertInto("marketing_consent_events")
    .values({
      id: randomUUID(),
      site_id: siteId,
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
