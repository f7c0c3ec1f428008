import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";

/** True when the limiter lets this one through, false when it refuses; a limiter failure is thrown. */
export async function tryConsume(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}
