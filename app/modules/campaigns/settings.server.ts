import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import { siteFactsOf } from "#app/modules/site-facts/facts.server.ts";
import { readSiteSending } from "#app/platform/sites/sending.server.ts";
import { defaultSite } from "#app/platform/sites/sites.server.ts";
import type { CampaignSettings } from "./campaigns.server.ts";
import { optOutUrl } from "./opt-out.server.ts";

/**
 * The campaigns' settings: the contact printed in every advertising text is the sales phone the
 * team published (site facts, the same number the site shows; `SALES_PHONE` until the first
 * publish), read at each use, so a change reaches the next batch; the 080 number is the first
 * complex's (단지 관리 › 발송 설정, OPT_OUT_080_NUMBER until saved); the rest from the environment.
 */
export async function campaignSettings(db: Kysely<Database>, env: Env): Promise<CampaignSettings> {
  const facts = await siteFactsOf(db);
  return {
    contactPhone: facts.salesPhone,
    optOut080: (await readSiteSending(db, defaultSite().id)).optOut080 || null,
    approvalThreshold: env.CAMPAIGN_APPROVAL_THRESHOLD,
    optOutUrl,
  };
}
