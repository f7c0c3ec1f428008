import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The carrier's delivery report of a sent text (app/modules/messages/delivery-reports.server.ts):
  // delivered or failed with the provider's code and reason, the channel that delivered it
  // (알림톡, or SMS/LMS in its place), whose fallback that was, and the polling's lease.
  await db.schema.alterTable("messages").addColumn("delivery_status", "varchar(20)").execute();
  await db.schema.alterTable("messages").addColumn("delivery_code", "varchar(20)").execute();
  await db.schema.alterTable("messages").addColumn("delivery_reason", "varchar(400)").execute();
  await db.schema.alterTable("messages").addColumn("delivered_channel", "varchar(20)").execute();
  await db.schema.alterTable("messages").addColumn("fallback", "varchar(20)").execute();
  // Our own SMS/LMS in place of an undelivered 알림톡: the 알림톡's row.
  await db.schema.alterTable("messages").addColumn("fallback_of", "varchar(64)").execute();
  await db.schema.alterTable("messages").addColumn("delivery_checked_at", "varchar(30)").execute();
  await db.schema.alterTable("messages").addColumn("delivery_locked_until", "varchar(30)").execute();
  await db.schema
    .createIndex("messages_delivery_idx")
    .on("messages")
    .columns(["status", "delivery_status", "sent_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("messages_delivery_idx").execute();
  for (const column of [
    "delivery_locked_until",
    "delivery_checked_at",
    "fallback_of",
    "fallback",
    "delivered_channel",
    "delivery_reason",
    "delivery_code",
    "delivery_status",
  ]) {
    await db.schema.alterTable("messages").dropColumn(column).execute();
  }
}
