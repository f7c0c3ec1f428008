import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // A staff member's new phone number waiting for the code texted to it (one per person).
  await db.schema
    .createTable("staff_phone_verifications")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().unique().references("user.id").onDelete("cascade"))
    .addColumn("phone", "varchar(20)", (col) => col.notNull())
    .addColumn("code_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(30)", (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("staff_phone_verifications").execute();
}
