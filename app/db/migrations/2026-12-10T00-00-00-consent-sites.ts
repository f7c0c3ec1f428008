import { type Kysely, sql } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// The first complex's id as the server names it (DEFAULT_SITE_ID; the designed complex's by default).
const FIRST_SITE = process.env.DEFAULT_SITE_ID || "pentacityhansin";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Marketing consent belongs to the advertiser, the complex (정보통신망법 art. 50): every choice so
  // far was made on the one complex there was, the first.
  await db.schema
    .alterTable("marketing_consent_events")
    .addColumn("site_id", "varchar(40)", (col) => col.notNull().defaultTo(FIRST_SITE))
    .execute();
  // The number first: it is what every lookup narrows by (a complex holds most rows).
  await db.schema
    .createIndex("marketing_consent_events_phone_site_idx")
    .on("marketing_consent_events")
    .columns(["phone", "site_id", "created_at"])
    .execute();

  // One row per complex and number (its link's token, its two-year reminder): rebuilt with the
  // complex in its key, as SQLite cannot change a primary key.
  await db.schema
    .createTable("marketing_consent_numbers_next")
    .addColumn("site_id", "varchar(40)", (col) => col.notNull().defaultTo(FIRST_SITE))
    .addColumn("phone", "varchar(20)", (col) => col.notNull())
    .addColumn("token_hash", "varchar(64)", (col) => col.unique())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("reminded_at", "varchar(30)")
    .addPrimaryKeyConstraint("marketing_consent_numbers_site_phone_pk", ["site_id", "phone"])
    .execute();
  await sql`insert into marketing_consent_numbers_next (site_id, phone, token_hash, created_at, reminded_at)
    select ${FIRST_SITE}, phone, token_hash, created_at, reminded_at from marketing_consent_numbers`.execute(db);
  await db.schema.dropTable("marketing_consent_numbers").execute();
  await db.schema.alterTable("marketing_consent_numbers_next").renameTo("marketing_consent_numbers").execute();

  // A campaign advertises one complex, to that complex's consenting numbers.
  for (const table of ["campaigns", "campaign_recipients"]) {
    await db.schema
      .alterTable(table)
      .addColumn("site_id", "varchar(40)", (col) => col.notNull().defaultTo(FIRST_SITE))
      .execute();
  }
  await db.schema.createIndex("campaigns_site_idx").on("campaigns").columns(["site_id", "created_at"]).execute();
  // A number's leads within its complex (a campaign's audience, its newest lead), number first.
  await db.schema.createIndex("leads_phone_site_idx").on("leads").columns(["phone", "site_id", "created_at"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("leads_phone_site_idx").execute();
  await db.schema.dropIndex("campaigns_site_idx").execute();
  for (const table of ["campaign_recipients", "campaigns"]) {
    await db.schema.alterTable(table).dropColumn("site_id").execute();
  }
  await db.schema
    .createTable("marketing_consent_numbers_before")
    .addColumn("phone", "varchar(20)", (col) => col.primaryKey())
    .addColumn("token_hash", "varchar(64)", (col) => col.unique())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("reminded_at", "varchar(30)")
    .execute();
  await sql`insert into marketing_consent_numbers_before (phone, token_hash, created_at, reminded_at)
    select phone, token_hash, created_at, reminded_at from marketing_consent_numbers
    where site_id = ${FIRST_SITE}`.execute(db);
  await db.schema.dropTable("marketing_consent_numbers").execute();
  await db.schema.alterTable("marketing_consent_numbers_before").renameTo("marketing_consent_numbers").execute();
  await db.schema.dropIndex("marketing_consent_events_phone_site_idx").execute();
  await db.schema.alterTable("marketing_consent_events").dropColumn("site_id").execute();
}
