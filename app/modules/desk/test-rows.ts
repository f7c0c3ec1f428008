import { randomUUID } from "node:crypto";
import type { TestDatabase } from "#app/db/test-databases.ts";
import type { LeadStage } from "#app/modules/leads/kinds.ts";

/** For tests: a lead written straight into its table, with what the desk reads. */
export async function insertLead(
  database: TestDatabase,
  fields: {
    name?: string;
    phone: string;
    status?: LeadStage;
    assignedTo?: string | null;
    assignedAt?: string | null;
    nextContactAt?: string | null;
    createdAt?: string;
    channel?: string | null;
    day?: string;
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
      day: fields.day ?? createdAt.slice(0, 10),
      site_id: "pentacityhansin",
      form: "interest",
      name: fields.name ?? "시험고객",
      phone: fields.phone,
      privacy_consent: 1,
      marketing_consent: 0,
      consent_version: "2026-11-22",
      consented_at: createdAt,
      dedupe_key: randomUUID(),
      status: fields.status ?? "new",
      assigned_to: fields.assignedTo ?? null,
      assigned_at: fields.assignedAt ?? (fields.assignedTo ? createdAt : null),
      next_contact_at: fields.nextContactAt ?? null,
      channel: fields.channel ?? null,
    })
    .execute();
  return id;
}

/** For tests: a booking of one phone number at a slot (UTC ISO) on its Korea day. */
export async function insertBooking(
  database: TestDatabase,
  fields: { phone: string; slotStart: string; day: string; status?: "confirmed" | "arrived" | "cancelled" | "no_show" },
): Promise<string> {
  const id = randomUUID();
  const status = fields.status ?? "confirmed";
  await database.db
    .insertInto("bookings")
    .values({
      id,
      created_at: "2026-11-20T01:00:00.000Z",
      updated_at: "2026-11-20T01:00:00.000Z",
      site_id: "pentacityhansin",
      slot_start: fields.slotStart,
      day: fields.day,
      party_size: 2,
      name: "예약고객",
      phone: fields.phone,
      status,
      active_key: status === "cancelled" ? null : `${fields.phone}|${fields.day}`,
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
  await database.db
    .insertInto("booking_slots")
    .values({ slot_start: fields.slotStart, booked: 2, capacity: null })
    .onConflict((oc) => oc.column("slot_start").doNothing())
    .execute();
  return id;
}
