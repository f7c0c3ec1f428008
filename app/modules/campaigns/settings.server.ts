import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import { siteFactsOf } from "#app/modules/site-facts/facts.server.ts";
import type { CampaignSettings } from "./campaigns.server.ts";
import { optOutUrl } from "./opt-out.server.ts";

/**
 * The campaigns' settings: the contact printed in every advertising text is the sales phone the
 * team published (site facts, the same number the site shows; `SALES_PHONE` until the first
 * publish), read at each use, so a change reaches the next batch; the rest from the environment.
 */
export async function campaignSettings(db: Kysely<Database>, env: Env): Promise<CampaignSettings> {
  const facts = await siteFactsOf(db);
  return {
    contactPhone: facts.salesPhone,
    optOut080: env.OPT_OUT_080_NUMBER ?? null,
    approvalThreshold: env.CAMPAIGN_APPROVAL_THRESHOLD,
    optOutUrl,
  };
}
