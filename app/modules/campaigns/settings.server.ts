import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import { siteFactsOf } from "#app/modules/site-facts/facts.server.ts";
import { complexHandle } from "#app/platform/sites/scope.server.ts";
import { readSiteSending } from "#app/platform/sites/sending.server.ts";
import { complexOf, complexUrl, defaultSite, readComplexes } from "#app/platform/sites/sites.server.ts";
import type { CampaignSettings } from "./campaigns.server.ts";
import { optOutUrlOf } from "./opt-out.server.ts";

/**
 * A complex's campaign settings, read at each use so a change reaches the next batch: the advertiser
 * named in every text is the complex, with its 080 number and its address for the opt-out link
 * (단지 관리 › 발송 설정; OPT_OUT_080_NUMBER and SITE_URL for the first complex until saved); the
 * contact is the sales phone the team published (site facts, `SALES_PHONE` until the first publish);
 * the approval threshold comes from the environment. Without a complex named, the request's.
 */
export async function campaignSettings(
  db: Kysely<Database>,
  env: Env,
  siteId = complexOf(db),
): Promise<CampaignSettings> {
  const [facts, sending, siteUrl, complexes] = await Promise.all([
    // The complex's own facts: the job's handle is the process's (the first complex's).
    siteFactsOf(complexHandle(db, siteId)),
    readSiteSending(db, siteId),
    complexUrl(db, siteId),
    readComplexes(db),
  ]);
  const first = defaultSite();
  const senderName = siteId === first.id ? first.name : (complexes.byId.get(siteId)?.name ?? first.name);
  return {
    siteId,
    senderName,
    siteUrl,
    contactPhone: facts.salesPhone,
    optOut080: sending.optOut080 || null,
    approvalThreshold: env.CAMPAIGN_APPROVAL_THRESHOLD,
    optOutUrl: optOutUrlOf({ siteId, siteUrl }),
  };
}
