import type { Kysely } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // A notice's attachments: a JSON list of { fileId, alt } (uploaded_files ids, in order) on the draft,
  // on the published copy and on each revision, so a publish copies them in its one transaction and
  // a restore brings back exactly the revision's files.
  for (const [table, column] of [
    ["notices", "attachments"],
    ["notices", "published_attachments"],
    ["notice_revisions", "attachments"],
  ] as const) {
    await db.schema
      .alterTable(table)
      .addColumn(column, "text", (col) => col.notNull().defaultTo("[]"))
      .execute();
  }
}
