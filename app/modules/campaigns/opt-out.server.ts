import { createHmac } from "node:crypto";
import { resolveAuthSecret } from "#app/lib/auth-secret.server.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { normalizeKoreanPhone } from "#app/lib/phone.ts";

/**
 * The one-tap opt-out address printed in each advertising text: the one wire between campaigns and
 * the consent module (which serves `/unsubscribe/:token`). At merge this file points at the consent
 * module's own function; until then it builds the same shape: an HMAC-SHA256 (AUTH_SECRET) of the
 * normalised number, base64url, so the token is unguessable and needs no table.
 */
export type OptOutUrl = (phone: string) => string;

export function optOutToken(phone: string, secret: string): string {
  const number = normalizeKoreanPhone(phone) ?? phone;
  return createHmac("sha256", `unsubscribe:${secret}`).update(number).digest("base64url");
}

export function optOutUrl(phone: string): string {
  const env = getEnv();
  return `${env.SITE_URL}/unsubscribe/${optOutToken(phone, resolveAuthSecret(env))}`;
}

/** An address of the same length as every real one: the composer's preview and byte count. */
export function sampleOptOutUrl(): string {
  return `${getEnv().SITE_URL}/unsubscribe/${"x".repeat(43)}`;
}
