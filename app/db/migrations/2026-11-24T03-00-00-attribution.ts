import type { ColumnDataType, Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Which ad or page brought a lead or a booking: the first page of the visitor's visit.
  // channel: utm_source, or what the referrer or Naver's ad parameters tell (naver, google, kakao,
  // instagram, …, or "direct"); medium: utm_medium or derived (cpc, organic, social, referral, none).
  const columns: Array<[string, ColumnDataType]> = [
    ["channel", "varchar(40)"],
    ["medium", "varchar(40)"],
    ["campaign", "varchar(100)"],
    ["term", "varchar(100)"],
    ["content", "varchar(100)"],
    ["referrer_host", "varchar(100)"],
    ["landing_path", "varchar(200)"],
    // JSON of Naver search-ad parameters (n_media, n_query, n_ad_group, n_keyword, …).
    ["ad_params", "text"],
  ];
  // One column per statement: SQLite takes one per ALTER TABLE.
  for (const table of ["leads", "bookings"])
    for (const [column, type] of columns) await db.schema.alterTable(table).addColumn(column, type).execute();
  // The lead's Korea date (YYYY-MM-DD), so the dashboard counts per day in the database.
  await db.schema.alterTable("leads").addColumn("day", "varchar(10)").execute();
  await backfillLeadDays(db);
  await db.schema.createIndex("leads_day_idx").on("leads").columns(["day", "channel", "campaign"]).execute();
  await db.schema.createIndex("leads_channel_idx").on("leads").columns(["channel", "created_at"]).execute();

  // Page views as daily aggregates only: no address, no identifier, no cookie.
  // visits counts the first page of a visit (a landing), views every page.
  await db.schema
    .createTable("page_views_daily")
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("path", "varchar(200)", (col) => col.notNull())
    .addColumn("channel", "varchar(40)", (col) => col.notNull())
    .addColumn("campaign", "varchar(100)", (col) => col.notNull())
    .addColumn("views", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("visits", "integer", (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("page_views_daily_pk", ["day", "path", "channel", "campaign"])
    .execute();
  await db.schema
    .createIndex("page_views_daily_channel_idx")
    .on("page_views_daily")
    .columns(["day", "channel", "campaign"])
    .execute();
}

/** Korea date (UTC+9, no daylight saving) of existing leads, one update per day in their range. */
// biome-ignore lint/suspicious/noExplicitAny: see above
async function backfillLeadDays(db: Kysely<any>): Promise<void> {
  const range = await db
    .selectFrom("leads")
    .select((eb) => [eb.fn.min("created_at").as("first"), eb.fn.max("created_at").as("last")])
    .executeTakeFirst();
  if (!range?.first || !range.last) return;
  const DAY_MS = 86_400_000;
  const KST_MS = 9 * 3_600_000;
  const firstDay = new Date(new Date(range.first).getTime() + KST_MS).toISOString().slice(0, 10);
  const lastDay = new Date(new Date(range.last).getTime() + KST_MS).toISOString().slice(0, 10);
  for (let day = firstDay; day <= lastDay; ) {
    const start = new Date(new Date(`${day}T00:00:00+09:00`).getTime()).toISOString();
    const next = new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);
    const end = new Date(`${next}T00:00:00+09:00`).toISOString();
    await db.updateTable("leads").set({ day }).where("created_at", ">=", start).where("created_at", "<", end).execute();
    day = next;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("page_views_daily").execute();
  await db.schema.dropIndex("leads_day_idx").execute();
  await db.schema.dropIndex("leads_channel_idx").execute();
  for (const table of ["leads", "bookings"])
    for (const column of [
      "channel",
      "medium",
      "campaign",
      "term",
      "content",
      "referrer_host",
      "landing_path",
      "ad_params",
    ])
      await db.schema.alterTable(table).dropColumn(column).execute();
  await db.schema.alterTable("leads").dropColumn("day").execute();
}
