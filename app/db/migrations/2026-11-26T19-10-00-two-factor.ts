import type { Kysely } from "kysely";

// Two-factor sign-in in the layout Better Auth's twoFactor plugin reads
// (node_modules/better-auth/dist/plugins/two-factor/schema.mjs): user.twoFactorEnabled and the
// twoFactor table (the encrypted authenticator secret and backup codes, one row per account),
// with the portable types of the auth migration ("boolean" and "timestamptz").
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("user")
    .addColumn("twoFactorEnabled", "boolean", (col) => col.defaultTo(false))
    .execute();
  await db.schema
    .createTable("twoFactor")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("secret", "text", (col) => col.notNull())
    .addColumn("backupCodes", "text", (col) => col.notNull())
    .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("verified", "boolean", (col) => col.defaultTo(true))
    .addColumn("failedVerificationCount", "integer", (col) => col.defaultTo(0))
    .addColumn("lockedUntil", "timestamptz")
    .execute();
  await db.schema.createIndex("twoFactor_userId_idx").on("twoFactor").column("userId").execute();
  await db.schema.createIndex("twoFactor_secret_idx").on("twoFactor").column("secret").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("twoFactor").execute();
  await db.schema.alterTable("user").dropColumn("twoFactorEnabled").execute();
}
