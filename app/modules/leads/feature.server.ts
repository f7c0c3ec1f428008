import { SITE_CUSTOMER_PATH } from "#app/content/paths.ts";
import { pathPattern } from "#app/lib/path-pattern.ts";
import { SITE_ID_PATTERN } from "#app/lib/site-id.ts";
import type { FeatureServer } from "../feature-server.ts";
import { deleteExpiredLeads } from "./lead.server.ts";
import { mergedLeadsPanelOf, mergeLeadAction } from "./merge.server.ts";
import { leadsPersonData } from "./person-data.server.ts";
import { getLeadRelay } from "./relay.server.ts";

/** Leads: the webhook relay (only with LEAD_WEBHOOK_URL), their retention, the customer page. */
export const leadsServer: FeatureServer = {
  name: "leads",
  jobs: [
    ({ db, env }) => {
      const relay = getLeadRelay();
      if (env.LEAD_WEBHOOK_URL) {
        relay.start({
          db,
          secret: env.LEAD_WEBHOOK_SECRET,
          maxAttempts: env.LEAD_WEBHOOK_MAX_ATTEMPTS,
          baseDelayMs: env.LEAD_WEBHOOK_RETRY_BASE_SECONDS * 1000,
          maxDelayMs: env.LEAD_WEBHOOK_RETRY_MAX_SECONDS * 1000,
          timeoutMs: env.LEAD_WEBHOOK_TIMEOUT_SECONDS * 1000,
          intervalMs: env.LEAD_WEBHOOK_POLL_SECONDS * 1000,
        });
      }
      return () => relay.stop();
    },
  ],
  purge: async (db, { env }) => ({
    deletedLeads: await deleteExpiredLeads(db, { retentionDays: env.LEAD_RETENTION_DAYS }),
  }),
  cachedPages: [{ pattern: pathPattern(SITE_CUSTOMER_PATH, { site: SITE_ID_PATTERN }) }],
  pageViewShapes: [SITE_CUSTOMER_PATH],
  personData: leadsPersonData,
  leadPanel: (lead, viewer, db) => mergedLeadsPanelOf(db, lead, viewer),
  leadPanelAction: mergeLeadAction,
};
