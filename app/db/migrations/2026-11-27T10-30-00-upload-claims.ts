import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // When an editor last chose a stored file (the same bytes uploaded again, a kept picture): the
  // unused-file purge counts its grace period from the later of this and created_at.
  await db.schema.alterTable("uploaded_files").addColumn("claimed_at", "varchar(30)").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("uploaded_files").dropColumn("claimed_at").execute();
}
