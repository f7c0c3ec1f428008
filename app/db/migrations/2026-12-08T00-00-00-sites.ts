import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The complexes one deployment serves, and the host names each answers on. The first complex is
  // written by the server at start-up (its id and name come from the environment and the content).
  await db.schema
    .createTable("sites")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("builder", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("status", "varchar(20)", (col) => col.notNull().defaultTo("preparing"))
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("site_hosts")
    .addColumn("host", "varchar(253)", (col) => col.primaryKey())
    .addColumn("site_id", "varchar(40)", (col) => col.notNull().references("sites.id"))
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("site_hosts_site_idx").on("site_hosts").column("site_id").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_hosts").execute();
  await db.schema.dropTable("sites").execute();
}
