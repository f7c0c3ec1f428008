import type { FeatureServer } from "../feature-server.ts";
import { deleteExpiredConsent } from "./consent.server.ts";
import { CONSENT_TEXT_KINDS } from "./kinds.ts";
import { consentPersonData } from "./person-data.server.ts";
import { consentReminderJob } from "./reminders.server.ts";

/**
 * Consent: the two-year reminders (each instance runs the round; a number is reminded once), the
 * history's retention (as the leads'), a person's history in a data-subject request. The opt-out
 * page answers per token and is never cached or listed in the sitemap.
 */
export const consentServer: FeatureServer = {
  name: "consent",
  // The notices speak of advertising: never sent from 21:00 to 08:00, like the ads themselves.
  messaging: { daytimeKinds: CONSENT_TEXT_KINDS },
  jobs: [
    ({ db }) => {
      const job = consentReminderJob();
      job.start({ db });
      return () => job.stop();
    },
  ],
  purge: async (db, { env }) => ({
    deletedConsentEvents: await deleteExpiredConsent(db, { retentionDays: env.LEAD_RETENTION_DAYS }),
  }),
  personData: consentPersonData,
};
