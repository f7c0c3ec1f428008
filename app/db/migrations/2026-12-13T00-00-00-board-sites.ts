import { type Kysely, sql } from "kysely";

// Migrations are frozen history: they use Kysely<any> and never import app code.
// The first complex's id as the server names it (DEFAULT_SITE_ID; the designed complex's by default).
const FIRST_SITE = process.env.DEFAULT_SITE_ID || "pentacityhansin";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Press and notices become a complex's own rows. Their site_id used to be any path namespace the
  // writer typed (`/{site}/press`); an article under a namespace that is no complex was shown on the
  // first complex's host, so it becomes the first complex's (its old address redirects to the new one).
  for (const table of ["press", "notices"]) {
    await sql`update ${sql.table(table)} set site_id = ${FIRST_SITE}
      where site_id not in (select id from sites)`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(_db: Kysely<any>): Promise<void> {
  // The namespaces the rows had are not kept: nothing to undo.
}
