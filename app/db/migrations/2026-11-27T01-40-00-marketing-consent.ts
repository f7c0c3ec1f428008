import { type Kysely, sql } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Marketing consent over time (app/modules/consent): one row per choice, by normalised number;
  // a number's state is its latest row.
  await db.schema
    .createTable("marketing_consent_events")
    .addColumn("id", "varchar(64)", (col) => col.primaryKey())
    .addColumn("phone", "varchar(20)", (col) => col.notNull())
    .addColumn("action", "varchar(20)", (col) => col.notNull())
    .addColumn("channel", "varchar(20)", (col) => col.notNull())
    .addColumn("lead_id", "varchar(64)")
    .addColumn("actor_id", "varchar(64)")
    .addColumn("actor_name", "varchar(100)")
    .addColumn("reason", "varchar(400)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("marketing_consent_events_phone_idx")
    .on("marketing_consent_events")
    .columns(["phone", "created_at"])
    .execute();

  // One row per number: the opt-out token's hash (filled when a link is first made) and the last
  // two-year reminder.
  await db.schema
    .createTable("marketing_consent_numbers")
    .addColumn("phone", "varchar(20)", (col) => col.primaryKey())
    .addColumn("token_hash", "varchar(64)", (col) => col.unique())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("reminded_at", "varchar(30)")
    .execute();

  // Back-fill: every lead stored with marketing consent gave it on its form, when it was stored.
  await db
    .insertInto("marketing_consent_events")
    .columns(["id", "phone", "action", "channel", "lead_id", "created_at"])
    .expression(
      db
        .selectFrom("leads")
        .select([
          sql<string>`'lead-' || id`.as("id"),
          "phone",
          sql<string>`'given'`.as("action"),
          sql<string>`'form'`.as("channel"),
          "id as lead_id",
          "consented_at as created_at",
        ])
        .where("marketing_consent", "=", 1),
    )
    .execute();
  await db
    .insertInto("marketing_consent_numbers")
    .columns(["phone", "created_at"])
    .expression(
      db
        .selectFrom("marketing_consent_events")
        .select(["phone", (eb) => eb.fn.min("created_at").as("created_at")])
        .groupBy("phone"),
    )
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("marketing_consent_numbers").execute();
  await db.schema.dropTable("marketing_consent_events").execute();
}
