import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/** Rate-limit counters past their window (rate-limiter-flexible leaves them behind). */
export async function deleteExpiredRateLimits(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom("rate_limits").where("expire", "<", now.getTime()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
