import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The sales schedule (분양 일정) is one table edited and published as a whole: one row ("main")
  // with the draft's rows and the published rows, each a JSON array of {label, start, end, note}
  // (Korea dates), and the newest revision's number. No row: nothing published yet (the public
  // page shows what it showed before the schedule existed; docs/decisions/2026-11-26-sales-schedule.md).
  await db.schema
    .createTable("sales_schedule")
    .addColumn("id", "varchar(20)", (col) => col.primaryKey())
    .addColumn("draft_rows", "text", (col) => col.notNull())
    .addColumn("published_rows", "text")
    .addColumn("revision", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published_at", "varchar(30)")
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();

  // Every publish of the schedule, numbered; the newest 50 are kept.
  await db.schema
    .createTable("sales_schedule_revisions")
    .addColumn("number", "integer", (col) => col.primaryKey())
    .addColumn("rows", "text", (col) => col.notNull())
    .addColumn("author_email", "varchar(255)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sales_schedule_revisions").execute();
  await db.schema.dropTable("sales_schedule").execute();
}
