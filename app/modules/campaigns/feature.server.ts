import { repeatingJob } from "#app/lib/background-job.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { getMessageRelay } from "#app/platform/messaging/relay.server.ts";
import type { FeatureServer } from "../feature-server.ts";
import { campaignsPersonData, deleteExpiredRecipients } from "./person-data.server.ts";
import { type CampaignRoundOptions, runCampaignRound } from "./sending.server.ts";
import { campaignSettings } from "./settings.server.ts";

/** Campaigns: the job that starts, batches, pauses and finishes them (every instance runs it). */
export const campaignsServer: FeatureServer = {
  name: "campaigns",
  jobs: [
    ({ db, env }) => {
      // Each campaign's complex's settings, read each round: a change of its 080 number or of the
      // published sales phone reaches the next batch.
      const round = (options: Omit<CampaignRoundOptions, "settings">) =>
        runCampaignRound({ ...options, settings: (siteId) => campaignSettings(db, env, siteId) });
      const job = repeatingJob<Omit<CampaignRoundOptions, "settings">>(round, {
        defaultIntervalMs: env.CAMPAIGN_POLL_SECONDS * 1000,
        onError: (error) => logger.error({ err: error }, "campaign.round.failed"),
      });
      job.start({
        db,
        batchSize: env.CAMPAIGN_BATCH_SIZE,
        onQueued: () => getMessageRelay().kick(),
      });
      return () => job.stop();
    },
  ],
  purge: async (db, { env }) => ({
    deletedCampaignRecipients: await deleteExpiredRecipients(db, { retentionDays: env.LEAD_RETENTION_DAYS }),
  }),
  personData: campaignsPersonData,
};
