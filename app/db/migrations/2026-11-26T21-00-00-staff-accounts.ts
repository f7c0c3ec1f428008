import type { Kysely } from "kysely";

// Staff accounts: the phone number an invitation is texted to (Better Auth's user table
// keeps only what it reads), and the one-time invitation links, kept as the SHA-256 of the token.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("staff_profiles")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("phone", "varchar(20)")
    .addColumn("created_by", "text")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("staff_invites")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("created_by", "text")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(30)", (col) => col.notNull())
    .addColumn("used_at", "varchar(30)")
    .addColumn("revoked_at", "varchar(30)")
    .execute();
  await db.schema
    .createIndex("staff_invites_user_idx")
    .on("staff_invites")
    .columns(["user_id", "created_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("staff_invites").execute();
  await db.schema.dropTable("staff_profiles").execute();
}
