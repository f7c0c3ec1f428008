import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
const FUNNEL = ["new", "counselling", "booked", "visited", "applied", "contracted"];
const CHILD_TABLES = ["lead_notes", "counselling_entries", "lead_events"] as const;

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // One lead per complex and number: `site_id|phone`, unique; null on a lead merged into another.
  await db.schema.alterTable("leads").addColumn("person_key", "varchar(80)").execute();
  await db.schema.alterTable("leads").addColumn("merged_into", "varchar(36)").execute();
  await db.schema.alterTable("bookings").addColumn("lead_id", "varchar(36)").execute();

  // The duplicates of one number: the earliest stays the record; the others' history moves to it.
  const leads: {
    id: string;
    site_id: string;
    phone: string;
    status: string;
    assigned_to: string | null;
    assigned_at: string | null;
  }[] = await db
    .selectFrom("leads")
    .select(["id", "site_id", "phone", "status", "assigned_to", "assigned_at"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const groups = new Map<string, typeof leads>();
  for (const lead of leads) {
    const key = `${lead.site_id}|${lead.phone}`;
    groups.set(key, [...(groups.get(key) ?? []), lead]);
  }
  const now = new Date().toISOString();
  for (const [key, [survivor, ...others]] of groups) {
    if (!survivor) continue;
    let stage = survivor.status;
    let assignee = { to: survivor.assigned_to, at: survivor.assigned_at };
    for (const other of others) {
      for (const table of CHILD_TABLES) {
        await db.updateTable(table).set({ lead_id: survivor.id }).where("lead_id", "=", other.id).execute();
      }
      await db
        .updateTable("leads")
        .set({ person_key: null, merged_into: survivor.id, updated_at: now })
        .where("id", "=", other.id)
        .execute();
      await db
        .insertInto("lead_events")
        .values({
          id: randomUUID(),
          lead_id: survivor.id,
          kind: "merge",
          from_value: other.id,
          to_value: survivor.id,
          actor_id: null,
          actor_name: null,
          created_at: now,
        })
        .execute();
      // The furthest funnel stage and an assignment the record lacked come along.
      if (FUNNEL.includes(stage) && FUNNEL.indexOf(other.status) > FUNNEL.indexOf(stage)) stage = other.status;
      if (assignee.to === null && other.assigned_to) assignee = { to: other.assigned_to, at: other.assigned_at };
    }
    await db
      .updateTable("leads")
      .set({ person_key: key, status: stage, assigned_to: assignee.to, assigned_at: assignee.at })
      .where("id", "=", survivor.id)
      .execute();
  }
  await db.schema.createIndex("leads_person_key_idx").on("leads").column("person_key").unique().execute();
  await db.schema.createIndex("leads_merged_into_idx").on("leads").column("merged_into").execute();

  // Every booking gets its person's lead; a booking without one makes it (form "booking").
  const bookings: Record<string, string | number | null>[] = await db
    .selectFrom("bookings")
    .selectAll()
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  for (const booking of bookings) {
    const key = `${booking.site_id}|${booking.phone}`;
    let lead = await db.selectFrom("leads").select("id").where("person_key", "=", key).executeTakeFirst();
    if (!lead) {
      lead = { id: randomUUID() };
      const stage = booking.status === "arrived" ? "visited" : booking.status === "cancelled" ? "new" : "booked";
      await db
        .insertInto("leads")
        .values({
          id: lead.id,
          created_at: booking.created_at,
          updated_at: booking.created_at,
          site_id: booking.site_id,
          form: "booking",
          name: booking.name,
          phone: booking.phone,
          source_path: booking.source_path,
          privacy_consent: booking.privacy_consent,
          marketing_consent: booking.marketing_consent,
          consent_version: booking.consent_version,
          consented_at: booking.consented_at,
          status: stage,
          dedupe_key: `booking-${booking.id}`,
          day: String(booking.created_at).length >= 10 ? koreaDay(String(booking.created_at)) : null,
          person_key: key,
          channel: booking.channel,
          medium: booking.medium,
          campaign: booking.campaign,
          term: booking.term,
          content: booking.content,
          referrer_host: booking.referrer_host,
          landing_path: booking.landing_path,
          ad_params: booking.ad_params,
        })
        .execute();
    }
    await db.updateTable("bookings").set({ lead_id: lead.id }).where("id", "=", booking.id).execute();
  }
  await db.schema.createIndex("bookings_lead_idx").on("bookings").columns(["lead_id", "slot_start"]).execute();
}

function koreaDay(iso: string): string {
  return new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("bookings_lead_idx").execute();
  await db.schema.dropIndex("leads_merged_into_idx").execute();
  await db.schema.dropIndex("leads_person_key_idx").execute();
  await db.schema.alterTable("bookings").dropColumn("lead_id").execute();
  await db.schema.alterTable("leads").dropColumn("merged_into").execute();
  await db.schema.alterTable("leads").dropColumn("person_key").execute();
}
