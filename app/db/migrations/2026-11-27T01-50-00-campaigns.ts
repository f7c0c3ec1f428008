import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Advertising campaigns (정보통신망법 art. 50): the text, the audience's filters, who wrote and
  // who approved, the schedule in UTC, and counts kept as they go.
  await db.schema
    .createTable("campaigns")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("name", "varchar(80)", (col) => col.notNull())
    // The body only: "(광고)", the sender, the contact and the opt-out are added when sending.
    .addColumn("body", "text", (col) => col.notNull())
    // JSON of CampaignFilters (app/modules/campaigns/rules.ts)
    .addColumn("filters", "text", (col) => col.notNull())
    // draft | scheduled | approval_needed | sending | paused | done | cancelled
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("scheduled_at", "varchar(30)")
    .addColumn("created_by", "varchar(64)", (col) => col.notNull())
    .addColumn("approved_by", "varchar(64)")
    .addColumn("approved_at", "varchar(30)")
    // The last test send (required before the real one; reset when the text changes).
    .addColumn("tested_at", "varchar(30)")
    .addColumn("tested_body_hash", "varchar(64)")
    .addColumn("audience_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("recipient_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("estimated_cost", "integer", (col) => col.notNull().defaultTo(0))
    // A running campaign paused by quiet hours goes on at this time (UTC).
    .addColumn("resume_at", "varchar(30)")
    .addColumn("started_at", "varchar(30)")
    .addColumn("finished_at", "varchar(30)")
    // The lease of the instance preparing the recipient list.
    .addColumn("locked_until", "varchar(30)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("campaigns_status_idx").on("campaigns").columns(["status", "scheduled_at"]).execute();
  await db.schema.createIndex("campaigns_created_idx").on("campaigns").columns(["created_at", "id"]).execute();

  // One row per number and campaign (the unique key: each recipient exactly once), written when the
  // campaign starts; queued → enqueued (접수) → sent/failed, or skipped with its reason.
  await db.schema
    .createTable("campaign_recipients")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("campaign_id", "varchar(36)", (col) => col.notNull())
    .addColumn("phone", "varchar(20)", (col) => col.notNull())
    .addColumn("lead_id", "varchar(36)")
    // queued | enqueued | sent | failed | skipped
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("reason", "text")
    .addColumn("message_id", "varchar(36)")
    // The claiming round's lease: its end (UTC ISO) and the round's own id after "#".
    .addColumn("locked_until", "varchar(80)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .addUniqueConstraint("campaign_recipients_once", ["campaign_id", "phone"])
    .execute();
  await db.schema
    .createIndex("campaign_recipients_status_idx")
    .on("campaign_recipients")
    .columns(["campaign_id", "status"])
    .execute();
  await db.schema.createIndex("campaign_recipients_phone_idx").on("campaign_recipients").column("phone").execute();
  await db.schema.createIndex("leads_phone_consent_idx").on("leads").columns(["phone", "marketing_consent"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("leads_phone_consent_idx").execute();
  await db.schema.dropTable("campaign_recipients").execute();
  await db.schema.dropTable("campaigns").execute();
}
