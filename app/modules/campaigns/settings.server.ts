import type { Env } from "#app/lib/env.server.ts";
import type { CampaignSettings } from "./campaigns.server.ts";
import { optOutUrl } from "./opt-out.server.ts";

/** The campaigns' settings from the checked environment. */
export function campaignSettings(env: Env): CampaignSettings {
  return {
    contactPhone: env.SALES_PHONE,
    optOut080: env.OPT_OUT_080_NUMBER ?? null,
    approvalThreshold: env.CAMPAIGN_APPROVAL_THRESHOLD,
    optOutUrl,
  };
}
