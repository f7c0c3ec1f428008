import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";

/** True when the limiter lets this one through, false when it refuses; a limiter failure is thrown. */
export async function tryConsume(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  return (await consumeOrWait(limiter, key)) === undefined;
}

/** Undefined when the limiter lets this one through, else the seconds to wait (at least 1). */
export async function consumeOrWait(limiter: RateLimiterAbstract, key: string): Promise<number | undefined> {
  try {
    await limiter.consume(key);
    return undefined;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw error;
  }
}
