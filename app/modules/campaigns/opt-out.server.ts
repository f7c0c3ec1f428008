import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { issueOptOutLink, optOutLink } from "#app/modules/consent/consent.server.ts";

/**
 * The one-tap opt-out address printed in each advertising text: the one wire between campaigns and
 * the consent module, which serves `/unsubscribe/:token` (an HMAC of the normalised number; the
 * number's row holds the token's hash). `ensureOptOutLink` runs in the transaction that queues a
 * text, so a number whose row has no token yet (back-filled from older leads) gets one and its
 * link opens.
 */
export type OptOutUrl = (phone: string) => string;

export function optOutUrl(phone: string): string {
  return optOutLink(getEnv().SITE_URL, phone);
}

export async function ensureOptOutLink(db: Kysely<Database> | Transaction<Database>, phone: string): Promise<void> {
  await issueOptOutLink(db, getEnv().SITE_URL, phone);
}

/** An address of the same length as every real one: the composer's preview and byte count. */
export function sampleOptOutUrl(): string {
  return `${getEnv().SITE_URL}/unsubscribe/${"x".repeat(43)}`;
}
