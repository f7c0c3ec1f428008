import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The outbox of every text message: written in the transaction of the event it tells about,
  // sent by a relay, kept (sent, dead or not sent) for the sales team.
  await db.schema
    .createTable("messages")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    // booking.confirmation | booking.change | booking.cancel | booking.reminder | staff.booking | staff.lead
    .addColumn("kind", "varchar(40)", (col) => col.notNull())
    // service (confirmations, reminders, alerts) | ad (only with marketing consent)
    .addColumn("purpose", "varchar(10)", (col) => col.notNull())
    // One message per event, whichever instance writes it first.
    .addColumn("event_key", "varchar(120)", (col) => col.notNull().unique())
    .addColumn("recipient", "varchar(20)", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    // sms | lms | alimtalk
    .addColumn("channel", "varchar(10)", (col) => col.notNull())
    .addColumn("subject", "varchar(60)")
    .addColumn("booking_id", "varchar(36)")
    .addColumn("lead_id", "varchar(36)")
    // pending | sent | dead | not_sent
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(30)", (col) => col.notNull())
    .addColumn("locked_until", "varchar(30)")
    .addColumn("last_error", "text")
    .addColumn("provider_message_id", "varchar(80)")
    .addColumn("sent_at", "varchar(30)")
    .execute();
  await db.schema.createIndex("messages_due_idx").on("messages").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("messages_booking_idx").on("messages").column("booking_id").execute();
  await db.schema.createIndex("messages_lead_idx").on("messages").column("lead_id").execute();
  await db.schema.createIndex("messages_created_idx").on("messages").columns(["created_at", "id"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("messages").execute();
}
