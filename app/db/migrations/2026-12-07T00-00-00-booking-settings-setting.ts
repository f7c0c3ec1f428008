import type { Kysely } from "kysely";

const KEY = "booking-settings";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The booking schedule becomes a setting: its row of `content_documents`, read like the others.
  const row = await db
    .selectFrom("booking_settings")
    .select(["schedule", "updated_at"])
    .where("id", "=", 1)
    .executeTakeFirst();
  if (row) {
    await db
      .insertInto("content_documents")
      .values({
        key: KEY,
        draft: row.schedule,
        published: row.schedule,
        revision: 0,
        published_at: row.updated_at,
        updated_at: row.updated_at,
      })
      .execute();
  }
  await db.schema.dropTable("booking_settings").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("booking_settings")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("schedule", "text", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
  const row = await db
    .selectFrom("content_documents")
    .select(["published", "updated_at"])
    .where("key", "=", KEY)
    .executeTakeFirst();
  if (row?.published) {
    await db
      .insertInto("booking_settings")
      .values({ id: 1, schedule: row.published, updated_at: row.updated_at })
      .execute();
  }
  await db.deleteFrom("content_documents").where("key", "=", KEY).execute();
}
