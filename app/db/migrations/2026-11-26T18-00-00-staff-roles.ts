import type { Kysely } from "kysely";

// Staff roles on Better Auth's user table, in the columns its admin plugin reads
// (role, banned, banReason, banExpires; session.impersonatedBy). Every account made before
// roles existed was an all-powerful administrator: it becomes the owner (총괄 관리자).
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("user")
    .addColumn("role", "text", (col) => col.notNull().defaultTo("counsellor"))
    .execute();
  await db.schema.alterTable("user").addColumn("banned", "boolean").execute();
  await db.schema.alterTable("user").addColumn("banReason", "text").execute();
  await db.schema.alterTable("user").addColumn("banExpires", "timestamptz").execute();
  await db.schema.alterTable("session").addColumn("impersonatedBy", "text").execute();
  await db.updateTable("user").set({ role: "owner" }).execute();
}
