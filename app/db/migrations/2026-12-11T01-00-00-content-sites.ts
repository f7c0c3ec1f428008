import { type Kysely, sql } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
const FIRST_SITE = process.env.DEFAULT_SITE_ID || "pentacityhansin";

// The two settings that were already one per complex kept the complex in their key ("site-sending:<id>",
// "booking-settings:<id>"); they move to the complex's column with the plain key.
const SITE_OF_KEY = sql`case
  when key like 'site-sending:%' then substr(key, 14)
  when key like 'booking-settings:%' then substr(key, 18)
  else ${FIRST_SITE} end`;
const PLAIN_KEY = sql`case
  when key like 'site-sending:%' then 'site-sending'
  when key like 'booking-settings:%' then 'booking-settings'
  else key end`;

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Every setting and published document (facts, schedule, banners, documents, booking settings,
  // sending) is a complex's own: rebuilt with the complex in the key, as SQLite cannot change one.
  await db.schema
    .createTable("content_documents_next")
    .addColumn("site_id", "varchar(40)", (col) => col.notNull().defaultTo(FIRST_SITE))
    .addColumn("key", "varchar(60)", (col) => col.notNull())
    .addColumn("draft", "text", (col) => col.notNull())
    .addColumn("published", "text")
    .addColumn("revision", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published_at", "varchar(30)")
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .addPrimaryKeyConstraint("content_documents_site_key_pk", ["site_id", "key"])
    .execute();
  await sql`insert into content_documents_next (site_id, key, draft, published, revision, published_at, updated_at)
    select ${SITE_OF_KEY}, ${PLAIN_KEY}, draft, published, revision, published_at, updated_at
    from content_documents`.execute(db);
  await db.schema.dropTable("content_documents").execute();
  await db.schema.alterTable("content_documents_next").renameTo("content_documents").execute();

  await db.schema
    .createTable("content_document_revisions_next")
    .addColumn("site_id", "varchar(40)", (col) => col.notNull().defaultTo(FIRST_SITE))
    .addColumn("key", "varchar(60)", (col) => col.notNull())
    .addColumn("number", "integer", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("author_email", "varchar(255)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addPrimaryKeyConstraint("content_document_revisions_site_pk", ["site_id", "key", "number"])
    .execute();
  await sql`insert into content_document_revisions_next (site_id, key, number, body, author_email, created_at)
    select ${SITE_OF_KEY}, ${PLAIN_KEY}, number, body, author_email, created_at
    from content_document_revisions`.execute(db);
  await db.schema.dropTable("content_document_revisions").execute();
  await db.schema.alterTable("content_document_revisions_next").renameTo("content_document_revisions").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_documents_before")
    .addColumn("key", "varchar(60)", (col) => col.primaryKey())
    .addColumn("draft", "text", (col) => col.notNull())
    .addColumn("published", "text")
    .addColumn("revision", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published_at", "varchar(30)")
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await sql`insert into content_documents_before (key, draft, published, revision, published_at, updated_at)
    select case when site_id = ${FIRST_SITE} and key <> 'site-sending' then key else key || ':' || site_id end,
      draft, published, revision, published_at, updated_at from content_documents`.execute(db);
  await db.schema.dropTable("content_documents").execute();
  await db.schema.alterTable("content_documents_before").renameTo("content_documents").execute();
  await db.schema
    .createTable("content_document_revisions_before")
    .addColumn("key", "varchar(60)", (col) => col.notNull())
    .addColumn("number", "integer", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("author_email", "varchar(255)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addPrimaryKeyConstraint("content_document_revisions_pk", ["key", "number"])
    .execute();
  await sql`insert into content_document_revisions_before (key, number, body, author_email, created_at)
    select case when site_id = ${FIRST_SITE} and key <> 'site-sending' then key else key || ':' || site_id end,
      number, body, author_email, created_at from content_document_revisions`.execute(db);
  await db.schema.dropTable("content_document_revisions").execute();
  await db.schema.alterTable("content_document_revisions_before").renameTo("content_document_revisions").execute();
}
