import type { FeatureServer } from "../feature-server.ts";
import { deliverySourceFromEnv } from "./config.server.ts";
import { getDeliveryReportJob } from "./delivery-reports.server.ts";
import { deleteExpiredMessages } from "./outbox.server.ts";
import { messagesPersonData } from "./person-data.server.ts";
import { getMessageRelay } from "./relay.server.ts";

/**
 * Text messages: the delivery reports fetched from SOLAPI, and their retention (the relay is
 * started by bookings, whose texts it renders).
 */
export const messagesServer: FeatureServer = {
  name: "messages",
  jobs: [
    ({ db, env }) => {
      const source = deliverySourceFromEnv(env);
      if (!source) return async () => {};
      const reports = getDeliveryReportJob();
      reports.start({
        db,
        source,
        intervalMs: env.DELIVERY_POLL_SECONDS * 1000,
        // A message still pending is asked about again the next round.
        recheckMs: env.DELIVERY_POLL_SECONDS * 1000,
        // Our SMS in place of an undelivered 알림톡 goes out with the relay's next round: now.
        onFallbackQueued: () => getMessageRelay().kick(),
      });
      return () => reports.stop();
    },
  ],
  purge: async (db, { env }) => ({
    deletedMessages: await deleteExpiredMessages(db, { retentionDays: env.LEAD_RETENTION_DAYS }),
  }),
  personData: messagesPersonData,
};
