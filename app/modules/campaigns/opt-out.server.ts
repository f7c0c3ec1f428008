import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { issueOptOutLink, optOutLink } from "#app/modules/consent/consent.server.ts";

/**
 * The one-tap opt-out address printed in each advertising text: the one wire between campaigns and
 * the consent module, which serves `/unsubscribe/:token` (an HMAC of the complex and the normalised
 * number; the number's row holds the token's hash). `ensureOptOutLink` runs in the transaction that
 * queues a text, so a number whose row has no token yet (back-filled from older leads) gets one and
 * its link opens.
 */
export type OptOutUrl = (phone: string) => string;

/** Where the complex's links point: its id (the token's) and its address. */
export type OptOutSite = { siteId: string; siteUrl: string };

export function optOutUrlOf(site: OptOutSite): OptOutUrl {
  return (phone) => optOutLink(site, phone);
}

export async function ensureOptOutLink(
  db: Kysely<Database> | Transaction<Database>,
  site: OptOutSite,
  phone: string,
): Promise<void> {
  await issueOptOutLink(db, site, phone);
}

/** An address of the same length as every real one: the composer's preview and byte count. */
export function sampleOptOutUrl(siteUrl: string): string {
  return `${siteUrl}/unsubscribe/${"x".repeat(43)}`;
}
