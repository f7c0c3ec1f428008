import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The time step (Unix time / 30 s) of the last authenticator code that signed the account in:
  // a code of that step or an earlier one is refused (a code is used once).
  await db.schema.alterTable("twoFactor").addColumn("lastUsedStep", "bigint").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("twoFactor").dropColumn("lastUsedStep").execute();
}
