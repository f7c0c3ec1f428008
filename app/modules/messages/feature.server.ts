import { deleteExpiredMessages } from "#app/platform/messaging/text-outbox.server.ts";
import type { FeatureServer } from "../feature-server.ts";
import { bookingAlimtalk } from "./alimtalk.server.ts";
import { messagesPersonData } from "./person-data.server.ts";

/** Text messages: the booking texts' 알림톡 templates for the relay, the texts' retention and a person's texts. */
export const messagesServer: FeatureServer = {
  name: "messages",
  messaging: { alimtalk: bookingAlimtalk },
  purge: async (db, { env }) => ({
    deletedMessages: await deleteExpiredMessages(db, { retentionDays: env.LEAD_RETENTION_DAYS }),
  }),
  personData: messagesPersonData,
};
