import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // A send whose outcome is unknown (timed out, or an answer that was not SOLAPI's): before it is
  // sent again the provider's message list is asked whether it arrived.
  await db.schema.alterTable("messages").addColumn("outcome_unknown_since", "varchar(30)").execute();

  // "예약 확인": a visitor who lost the change link asks for a code by text. The phone is kept only
  // as a keyed hash and the code not at all (it is derived from the row's id when the text is sent
  // and when it is checked); rows live minutes.
  await db.schema
    .createTable("booking_lookups")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("phone_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(30)", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("used_at", "varchar(30)")
    .execute();
  await db.schema
    .createIndex("booking_lookups_phone_idx")
    .on("booking_lookups")
    .columns(["phone_hash", "created_at"])
    .execute();

  // Texts stored before 2026-11-26 hold the change link's token in plain text, although the
  // booking keeps only its hash: the link is cut back to the booking page, so a copy of the
  // database cannot change a booking. Done row by row: SQLite has no regular-expression replace.
  const token = /\/Promotion\/Visit\/[A-Za-z0-9_-]{43}/g;
  const rows = (await db
    .selectFrom("messages")
    .select(["id", "body"])
    .where("body", "like", "%/Promotion/Visit/%")
    .execute()) as Array<{ id: string; body: string }>;
  for (const row of rows) {
    const body = row.body.replace(token, "/Promotion/Visit");
    if (body !== row.body) await db.updateTable("messages").set({ body }).where("id", "=", row.id).execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("booking_lookups").execute();
  await db.schema.alterTable("messages").dropColumn("outcome_unknown_since").execute();
}
