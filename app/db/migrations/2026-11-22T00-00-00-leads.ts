import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("leads")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .addColumn("site_id", "varchar(40)", (col) => col.notNull())
    .addColumn("form", "varchar(20)", (col) => col.notNull())
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("phone", "varchar(20)", (col) => col.notNull())
    .addColumn("email", "varchar(254)")
    .addColumn("visit_date", "varchar(40)")
    .addColumn("message", "text")
    .addColumn("source_path", "varchar(200)")
    .addColumn("privacy_consent", "integer", (col) => col.notNull())
    .addColumn("marketing_consent", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("consent_version", "varchar(20)", (col) => col.notNull())
    .addColumn("consented_at", "varchar(30)", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull().defaultTo("new"))
    .addColumn("note", "text")
    .addColumn("dedupe_key", "varchar(64)", (col) => col.notNull().unique())
    .execute();
  await db.schema.createIndex("leads_created_at_idx").on("leads").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("leads_site_created_at_idx").on("leads").columns(["site_id", "created_at"]).execute();

  await db.schema
    .createTable("lead_deliveries")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("lead_id", "varchar(36)", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("target_url", "text", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(30)", (col) => col.notNull())
    .addColumn("locked_until", "varchar(30)")
    .addColumn("last_error", "text")
    .addColumn("last_status_code", "integer")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .addColumn("delivered_at", "varchar(30)")
    .execute();
  await db.schema
    .createIndex("lead_deliveries_due_idx")
    .on("lead_deliveries")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("lead_deliveries_lead_idx").on("lead_deliveries").column("lead_id").execute();

  // The layout rate-limiter-flexible expects for both its SQLite and PostgreSQL stores.
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "varchar(255)", (col) => col.primaryKey())
    .addColumn("points", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("expire", "bigint")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
  await db.schema.dropTable("lead_deliveries").execute();
  await db.schema.dropTable("leads").execute();
}
