import type { FeatureServer } from "../feature-server.ts";
import { deleteExpiredMessages } from "./outbox.server.ts";
import { messagesPersonData } from "./person-data.server.ts";

/** Text messages: their retention (the relay is started by bookings, whose texts it renders). */
export const messagesServer: FeatureServer = {
  name: "messages",
  purge: async (db, { env }) => ({
    deletedMessages: await deleteExpiredMessages(db, { retentionDays: env.LEAD_RETENTION_DAYS }),
  }),
  personData: messagesPersonData,
};
