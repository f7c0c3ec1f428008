import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The dashboard's stages per counsellor and per channel read a range of days from this index
  // alone, as its other lead figures read leads_day_cover_idx (bench/dashboard.ts).
  await db.schema
    .createIndex("leads_day_stage_cover_idx")
    .on("leads")
    .columns(["day", "assigned_to", "channel", "status"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("leads_day_stage_cover_idx").execute();
}
