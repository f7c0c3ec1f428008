import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// The first complex's id as the server names it (DEFAULT_SITE_ID; the designed complex's by default).
const FIRST_SITE = process.env.DEFAULT_SITE_ID || "pentacityhansin";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Every access-log entry names the complex it was made on; the entries so far were the first's.
  await db.schema
    .alterTable("audit_log")
    .addColumn("site_id", "varchar(40)", (col) => col.notNull().defaultTo(FIRST_SITE))
    .execute();
  await db.schema.createIndex("audit_log_site_idx").on("audit_log").columns(["site_id", "created_at"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("audit_log_site_idx").execute();
  await db.schema.alterTable("audit_log").dropColumn("site_id").execute();
}
