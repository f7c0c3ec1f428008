import { getEnv } from "#app/lib/env.server.ts";

/** Whether booking texts really go out: with SMS_PROVIDER=log they are stored, not sent, and no page may promise one. */
export function textingEnabled(): boolean {
  return getEnv().SMS_PROVIDER !== "log";
}
