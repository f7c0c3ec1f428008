import { type Kysely, PostgresAdapter, sql } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  // One row per distinct upload (the SHA-256 of the bytes as sent is unique: the same file twice is one row).
  await db.schema
    .createTable("uploaded_files")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("sha256", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("kind", "varchar(10)", (col) => col.notNull())
    // The name as uploaded (a PDF is offered under it); shown to staff, never written to the audit log.
    .addColumn("filename", "varchar(200)", (col) => col.notNull())
    .addColumn("byte_size", "integer", (col) => col.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("created_by", "varchar(64)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();
  // The bytes served: a PDF as uploaded, an image as its re-encoded AVIF and WebP widths.
  await db.schema
    .createTable("uploaded_file_variants")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("file_id", "varchar(36)", (col) => col.notNull().references("uploaded_files.id").onDelete("cascade"))
    // The first 16 hex digits of the SHA-256 of `bytes`: the served name, /files/<key>.<ext>.
    .addColumn("key", "varchar(16)", (col) => col.notNull())
    .addColumn("format", "varchar(10)", (col) => col.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("byte_size", "integer", (col) => col.notNull())
    .addColumn("bytes", bytes, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("uploaded_file_variants_key_idx").on("uploaded_file_variants").column("key").execute();
  await db.schema
    .createIndex("uploaded_file_variants_file_idx")
    .on("uploaded_file_variants")
    .column("file_id")
    .execute();
  await db.schema.createIndex("uploaded_files_created_idx").on("uploaded_files").column("created_at").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("uploaded_file_variants").execute();
  await db.schema.dropTable("uploaded_files").execute();
}
