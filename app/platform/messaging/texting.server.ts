import { getEnv } from "#app/lib/env.server.ts";

/**
 * Whether texts really go out (a provider is set up): without, they are stored as 미발송 and no
 * page may say one was sent.
 */
export function textingEnabled(): boolean {
  return getEnv().SMS_PROVIDER === "solapi";
}
