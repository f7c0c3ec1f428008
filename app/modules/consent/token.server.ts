import { createHash, createHmac } from "node:crypto";
import { resolveAuthSecret } from "#app/lib/auth-secret.server.ts";
import { getEnv } from "#app/lib/env.server.ts";

/**
 * The one-tap opt-out link's token: HMAC-SHA256 of the complex and the normalised number under a key
 * derived from AUTH_SECRET, in base64url (43 characters), the same on every instance and in every text
 * of that complex to that number. The first complex's tokens name the number alone, as they did
 * before there were several complexes, so links already sent keep working. The number's row stores
 * only the token's SHA-256 (it is found by that), so a copy of the database cannot make links. A new
 * AUTH_SECRET makes the old links answer 404 (the 080 number and the sales line still work).
 */
export function optOutToken(siteId: string, phone: string, key: Buffer = optOutKey()): string {
  const subject = siteId === getEnv().DEFAULT_SITE_ID ? phone : `${siteId}:${phone}`;
  return createHmac("sha256", key).update(`opt-out:${subject}`).digest("base64url");
}

export function hashOptOutToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

let key: Buffer | undefined;

/** A key of its own for the links (never the session secret itself). */
function optOutKey(): Buffer {
  key ??= createHmac("sha256", resolveAuthSecret(getEnv())).update("pentacity:opt-out-key").digest();
  return key;
}

/** The shape of a token this server made; anything else is not looked up at all. */
export const OPT_OUT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
