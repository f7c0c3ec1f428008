import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/**
 * Better Auth's own tables, seen only for housekeeping: it ignores expired sessions but does not
 * delete them. The ISO string compares as text in SQLite (where Better Auth writes ISO strings)
 * and is cast to timestamptz by PostgreSQL.
 */
export async function deleteExpiredSessions(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom("session").where("expiresAt", "<", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
