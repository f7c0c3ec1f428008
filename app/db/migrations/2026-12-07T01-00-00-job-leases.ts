import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // One row per periodic job that must run on one instance at a time (the unused-upload purge):
  // the instance holding it and until when, so a crashed holder's lease runs out by itself.
  await db.schema
    .createTable("job_leases")
    .addColumn("name", "varchar(100)", (col) => col.primaryKey())
    .addColumn("holder", "varchar(36)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(30)", (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("job_leases").execute();
}
