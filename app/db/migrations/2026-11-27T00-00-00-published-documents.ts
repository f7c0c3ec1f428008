import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Content the sales team edits and publishes as a whole (the sales schedule's table, the site's
  // facts, the banners, a document's current file): one row per document key with the draft and the
  // published value as JSON, and the newest revision's number. No row: never edited (the pages show
  // the install's first values). app/models/published-documents.server.ts.
  await db.schema
    .createTable("content_documents")
    .addColumn("key", "varchar(60)", (col) => col.primaryKey())
    .addColumn("draft", "text", (col) => col.notNull())
    .addColumn("published", "text")
    .addColumn("revision", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published_at", "varchar(30)")
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();

  // Every publish of a document, numbered per key; the newest 50 of each are kept.
  await db.schema
    .createTable("content_document_revisions")
    .addColumn("key", "varchar(60)", (col) => col.notNull())
    .addColumn("number", "integer", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("author_email", "varchar(255)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addPrimaryKeyConstraint("content_document_revisions_pk", ["key", "number"])
    .execute();

  // The sales schedule moves onto them (its two tables were the first copy of this mechanism).
  const schedule = await db.selectFrom("sales_schedule").selectAll().execute();
  for (const row of schedule) {
    await db
      .insertInto("content_documents")
      .values({
        key: "sales-schedule",
        draft: row.draft_rows,
        published: row.published_rows,
        revision: row.revision,
        published_at: row.published_at,
        updated_at: row.updated_at,
      })
      .execute();
  }
  const revisions = await db.selectFrom("sales_schedule_revisions").selectAll().execute();
  for (const row of revisions) {
    await db
      .insertInto("content_document_revisions")
      .values({
        key: "sales-schedule",
        number: row.number,
        body: row.rows,
        author_email: row.author_email,
        created_at: row.created_at,
      })
      .execute();
  }
  await db.schema.dropTable("sales_schedule_revisions").execute();
  await db.schema.dropTable("sales_schedule").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sales_schedule")
    .addColumn("id", "varchar(20)", (col) => col.primaryKey())
    .addColumn("draft_rows", "text", (col) => col.notNull())
    .addColumn("published_rows", "text")
    .addColumn("revision", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published_at", "varchar(30)")
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("sales_schedule_revisions")
    .addColumn("number", "integer", (col) => col.primaryKey())
    .addColumn("rows", "text", (col) => col.notNull())
    .addColumn("author_email", "varchar(255)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();
  const row = await db
    .selectFrom("content_documents")
    .selectAll()
    .where("key", "=", "sales-schedule")
    .executeTakeFirst();
  if (row) {
    await db
      .insertInto("sales_schedule")
      .values({
        id: "main",
        draft_rows: row.draft,
        published_rows: row.published,
        revision: row.revision,
        published_at: row.published_at,
        updated_at: row.updated_at,
      })
      .execute();
  }
  const revisions = await db
    .selectFrom("content_document_revisions")
    .selectAll()
    .where("key", "=", "sales-schedule")
    .execute();
  for (const revision of revisions) {
    await db
      .insertInto("sales_schedule_revisions")
      .values({
        number: revision.number,
        rows: revision.body,
        author_email: revision.author_email,
        created_at: revision.created_at,
      })
      .execute();
  }
  await db.schema.dropTable("content_document_revisions").execute();
  await db.schema.dropTable("content_documents").execute();
}
