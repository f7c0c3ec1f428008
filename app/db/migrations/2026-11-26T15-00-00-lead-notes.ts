import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The sales team's notes on a lead, kept as a history instead of one memo written over.
  await db.schema
    .createTable("lead_notes")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("lead_id", "varchar(36)", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    // The administrator's id and name as they were when writing (null for memos from before the history).
    .addColumn("author_id", "varchar(64)")
    .addColumn("author_name", "varchar(100)")
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_notes_lead_idx").on("lead_notes").columns(["lead_id", "created_at"]).execute();

  // Each existing memo becomes the first note, dated at the lead's last change (when it was written at the latest).
  const memos = await db
    .selectFrom("leads")
    .select(["id", "note", "updated_at"])
    .where("note", "is not", null)
    .execute();
  for (const memo of memos) {
    if (String(memo.note).trim() === "") continue;
    await db
      .insertInto("lead_notes")
      .values({
        id: randomUUID(),
        lead_id: memo.id,
        author_id: null,
        author_name: null,
        body: memo.note,
        created_at: memo.updated_at,
      })
      .execute();
  }
  await db.schema.alterTable("leads").dropColumn("note").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("note", "text").execute();
  // Back to one memo per lead: the newest note.
  const notes = await db
    .selectFrom("lead_notes")
    .select(["lead_id", "body"])
    .orderBy("lead_id")
    .orderBy("created_at", "desc")
    .execute();
  const newest = new Map<string, string>();
  for (const note of notes) if (!newest.has(note.lead_id)) newest.set(note.lead_id, note.body);
  for (const [leadId, body] of newest) {
    await db.updateTable("leads").set({ note: body }).where("id", "=", leadId).execute();
  }
  await db.schema.dropTable("lead_notes").execute();
}
