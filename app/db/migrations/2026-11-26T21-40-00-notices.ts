import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // One row per area of published content (notices today; the sales schedule, banners, documents and
  // site facts later): its version is bumped in every publish transaction, and every instance polls
  // the table to drop its cached pages when another instance published (models/content-versions.server.ts).
  await db.schema
    .createTable("content_versions")
    .addColumn("area", "varchar(40)", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();

  // A notice: the draft being edited (title, body, category, pinned) and, once published, the
  // published copy the public pages read (published_*), with its schedule (publish_at, hide_at, UTC).
  // state: draft (never published or taken down), scheduled (published, waiting for publish_at),
  // live, hidden (hide_at passed or taken down by hand).
  await db.schema
    .createTable("notices")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("site_id", "varchar(40)", (col) => col.notNull())
    .addColumn("title", "varchar(200)", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("category", "varchar(20)", (col) => col.notNull())
    .addColumn("pinned", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("state", "varchar(20)", (col) => col.notNull())
    .addColumn("published_title", "varchar(200)")
    .addColumn("published_body", "text")
    .addColumn("published_category", "varchar(20)")
    .addColumn("published_pinned", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("publish_at", "varchar(30)")
    .addColumn("hide_at", "varchar(30)")
    .addColumn("revision", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
  // The public list (a site's visible notices, pinned first, newest first) and the schedule job's claim.
  await db.schema
    .createIndex("notices_public_idx")
    .on("notices")
    .columns(["site_id", "state", "published_pinned", "publish_at"])
    .execute();
  await db.schema.createIndex("notices_schedule_idx").on("notices").columns(["state", "publish_at"]).execute();

  // Every publish of a notice, numbered per notice; the newest 50 are kept.
  await db.schema
    .createTable("notice_revisions")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("notice_id", "varchar(36)", (col) => col.notNull().references("notices.id").onDelete("cascade"))
    .addColumn("number", "integer", (col) => col.notNull())
    .addColumn("title", "varchar(200)", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("category", "varchar(20)", (col) => col.notNull())
    .addColumn("pinned", "integer", (col) => col.notNull())
    .addColumn("publish_at", "varchar(30)")
    .addColumn("hide_at", "varchar(30)")
    .addColumn("author_email", "varchar(255)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addUniqueConstraint("notice_revisions_number_unique", ["notice_id", "number"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("notice_revisions").execute();
  await db.schema.dropTable("notices").execute();
  await db.schema.dropTable("content_versions").execute();
}
