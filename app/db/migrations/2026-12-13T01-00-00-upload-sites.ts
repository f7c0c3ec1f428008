import { type Kysely, sql } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// The first complex's id as the server names it (DEFAULT_SITE_ID; the designed complex's by default).
const FIRST_SITE = process.env.DEFAULT_SITE_ID || "pentacityhansin";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Each complex's library of uploaded files: the editors' picker lists its own, and a file is kept by its id only
  // by a complex that has it. The bytes stay one row per file (the same bytes uploaded by two complexes are one
  // file in both libraries) and are served at the same address on every host.
  await db.schema
    .createTable("uploaded_file_sites")
    .addColumn("file_id", "varchar(36)", (col) => col.notNull().references("uploaded_files.id").onDelete("cascade"))
    .addColumn("site_id", "varchar(40)", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addPrimaryKeyConstraint("uploaded_file_sites_pk", ["file_id", "site_id"])
    .execute();
  await db.schema
    .createIndex("uploaded_file_sites_site_idx")
    .on("uploaded_file_sites")
    .columns(["site_id", "created_at"])
    .execute();
  // The files so far were the first complex's (the only one with an editor until the template).
  await sql`insert into uploaded_file_sites (file_id, site_id, created_at)
    select id, ${FIRST_SITE}, created_at from uploaded_files`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("uploaded_file_sites").execute();
}
