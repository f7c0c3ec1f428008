import type { Kysely } from "kysely";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { getDatabase } from "#app/db/db.server.ts";
import type { Database } from "#app/db/schema.ts";

const limiters = new Map<string, RateLimiterAbstract>();

/**
 * The limiter for `keyPrefix`, made once per process on the process's database (its counters in
 * `rate_limits` are shared by every instance); the first caller's points and window hold.
 */
export function rateLimiter(options: { keyPrefix: string; points: number; durationSeconds: number }) {
  let limiter = limiters.get(options.keyPrefix);
  if (!limiter) {
    limiter = getDatabase().createRateLimiter(options);
    limiters.set(options.keyPrefix, limiter);
  }
  return limiter;
}

/** Rate-limit counters past their window (rate-limiter-flexible leaves them behind). */
export async function deleteExpiredRateLimits(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom("rate_limits").where("expire", "<", now.getTime()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
