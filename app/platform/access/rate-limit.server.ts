import type { Kysely } from "kysely";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { type DatabaseHandle, getDatabase } from "#app/db/db.server.ts";
import type { Database } from "#app/db/schema.ts";

/** Rate-limit counters past their window (rate-limiter-flexible leaves them behind). */
export async function deleteExpiredRateLimits(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom("rate_limits").where("expire", "<", now.getTime()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const limiters = new WeakMap<DatabaseHandle, Map<string, RateLimiterAbstract>>();

/**
 * A limiter counting in the database's `rate_limits` table, so every instance shares the budget;
 * one per key prefix and database.
 */
export function sharedRateLimiter(options: {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}): RateLimiterAbstract {
  const handle = getDatabase();
  const byPrefix = limiters.get(handle) ?? new Map<string, RateLimiterAbstract>();
  limiters.set(handle, byPrefix);
  const made = byPrefix.get(options.keyPrefix) ?? handle.createRateLimiter(options);
  byPrefix.set(options.keyPrefix, made);
  return made;
}
