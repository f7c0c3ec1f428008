import { type Kysely, sql } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// The first complex's id as the server names it (DEFAULT_SITE_ID; the designed complex's by default).
const FIRST_SITE = process.env.DEFAULT_SITE_ID || "pentacityhansin";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Page views are counted per complex: the table is rebuilt with the complex first in its key (SQLite
  // cannot change a primary key); the counts so far are the first complex's.
  await db.schema
    .createTable("page_views_daily_next")
    .addColumn("site_id", "varchar(40)", (col) => col.notNull().defaultTo(FIRST_SITE))
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("path", "varchar(200)", (col) => col.notNull())
    .addColumn("channel", "varchar(40)", (col) => col.notNull())
    .addColumn("campaign", "varchar(100)", (col) => col.notNull())
    .addColumn("views", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("visits", "integer", (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("page_views_daily_site_pk", ["site_id", "day", "path", "channel", "campaign"])
    .execute();
  await sql`insert into page_views_daily_next (site_id, day, path, channel, campaign, views, visits)
    select ${FIRST_SITE}, day, path, channel, campaign, views, visits from page_views_daily`.execute(db);
  await db.schema.dropTable("page_views_daily").execute();
  await db.schema.alterTable("page_views_daily_next").renameTo("page_views_daily").execute();
  // The dashboard reads a complex's range of days from an index alone, as before (bench/dashboard.ts).
  await db.schema
    .createIndex("page_views_daily_site_day_cover_idx")
    .on("page_views_daily")
    .columns(["site_id", "day", "channel", "campaign", "visits", "views"])
    .execute();
  // The dashboard's lead figures likewise: the complex, the day range, and every column they read (the
  // merged flag included, which the one-record step added to their conditions).
  await db.schema.dropIndex("leads_day_cover_idx").execute();
  await db.schema
    .createIndex("leads_site_day_cover_idx")
    .on("leads")
    .columns(["site_id", "day", "merged_into", "channel", "campaign", "form", "status", "landing_path"])
    .execute();
  await db.schema.dropIndex("leads_day_stage_cover_idx").execute();
  await db.schema
    .createIndex("leads_site_day_stage_cover_idx")
    .on("leads")
    .columns(["site_id", "day", "merged_into", "assigned_to", "channel", "status"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("leads_site_day_stage_cover_idx").execute();
  await db.schema
    .createIndex("leads_day_stage_cover_idx")
    .on("leads")
    .columns(["day", "assigned_to", "channel", "status"])
    .execute();
  await db.schema.dropIndex("leads_site_day_cover_idx").execute();
  await db.schema
    .createIndex("leads_day_cover_idx")
    .on("leads")
    .columns(["day", "channel", "campaign", "form", "status", "landing_path"])
    .execute();
  await db.schema
    .createTable("page_views_daily_before")
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("path", "varchar(200)", (col) => col.notNull())
    .addColumn("channel", "varchar(40)", (col) => col.notNull())
    .addColumn("campaign", "varchar(100)", (col) => col.notNull())
    .addColumn("views", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("visits", "integer", (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("page_views_daily_pk", ["day", "path", "channel", "campaign"])
    .execute();
  await sql`insert into page_views_daily_before (day, path, channel, campaign, views, visits)
    select day, path, channel, campaign, sum(views), sum(visits) from page_views_daily
    group by day, path, channel, campaign`.execute(db);
  await db.schema.dropTable("page_views_daily").execute();
  await db.schema.alterTable("page_views_daily_before").renameTo("page_views_daily").execute();
  await db.schema
    .createIndex("page_views_daily_day_cover_idx")
    .on("page_views_daily")
    .columns(["day", "channel", "campaign", "visits", "views"])
    .execute();
}
