import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt } from "better-auth/crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

const PERIOD_MS = 30_000;

type SecretKey = Parameters<typeof symmetricDecrypt>[0]["key"];

/** The authenticator secret as Better Auth's plugin reads it (an imported one is `base32:…`). */
async function secretOf(stored: string, key: SecretKey): Promise<string | Uint8Array> {
  const secret = await symmetricDecrypt({ key, data: stored });
  return secret.startsWith("base32:") ? base32.decode(secret.slice(7).toUpperCase()) : secret;
}

/**
 * After Better Auth accepted a sign-in code: records the code's time step for the account, once.
 * False when that step (or a later one) already signed in: the same code a second time, from
 * anywhere. One conditional update, so two instances cannot both claim it.
 */
export async function claimTotpStep(
  db: Kysely<Database>,
  { userId, code, key, now = Date.now() }: { userId: string; code: string; key: SecretKey; now?: number },
): Promise<boolean> {
  const row = await db.selectFrom("twoFactor").select("secret").where("userId", "=", userId).executeTakeFirst();
  if (!row) return false;
  const otp = createOTP((await secretOf(row.secret, key)) as never);
  const counter = Math.floor(now / PERIOD_MS);
  // The plugin allows one period either way; one more back covers a period ending in between.
  let step: number | undefined;
  for (const candidate of [counter + 1, counter, counter - 1, counter - 2]) {
    if ((await otp.hotp(candidate)) === code) {
      step = candidate;
      break;
    }
  }
  if (step === undefined) return false;
  const claimed = step;
  const result = await db
    .updateTable("twoFactor")
    .set({ lastUsedStep: claimed })
    .where("userId", "=", userId)
    .where((eb) => eb.or([eb("lastUsedStep", "is", null), eb("lastUsedStep", "<", claimed)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
