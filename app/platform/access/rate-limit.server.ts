import type { Kysely } from "kysely";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { getDatabase } from "#app/db/db.server.ts";
import type { Database } from "#app/db/schema.ts";

/** Rate-limit counters past their window (rate-limiter-flexible leaves them behind). */
export async function deleteExpiredRateLimits(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom("rate_limits").where("expire", "<", now.getTime()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const limiters = new Map<string, RateLimiterAbstract>();

/**
 * A limiter whose counters live in the app's database, so every instance counts together; one per
 * key prefix for the process.
 */
export function storedRateLimiter(options: { keyPrefix: string; points: number; durationSeconds: number }) {
  let limiter = limiters.get(options.keyPrefix);
  if (!limiter) {
    limiter = getDatabase().createRateLimiter(options);
    limiters.set(options.keyPrefix, limiter);
  }
  return limiter;
}
