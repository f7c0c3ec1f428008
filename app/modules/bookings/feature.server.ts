import { SITE_VISIT_PATH, VISIT_MANAGE_PATH, VISIT_PATH } from "#app/content/paths.ts";
import { providerFromEnv } from "#app/modules/messages/config.server.ts";
import { getMessageRelay, requestPacer } from "#app/modules/messages/relay.server.ts";
import type { FeatureServer } from "../feature-server.ts";
import { deleteExpiredBookings } from "./booking.server.ts";
import { bookingsLeadAction, bookingsPanelOf } from "./lead-bookings.server.ts";
import { renderBookingText } from "./notifications.server.ts";
import { bookingsPersonData } from "./person-data.server.ts";
import { enqueueDueReminders } from "./reminders.server.ts";

/**
 * The text relay starts here because its rounds queue the reminders and render the booking links
 * (messages must not import bookings); also the bookings' retention and page-view shapes.
 */
export const bookingsServer: FeatureServer = {
  name: "bookings",
  jobs: [
    ({ db, env }) => {
      // Always relayed (with no provider the texts are marked not sent).
      const messages = getMessageRelay();
      messages.start({
        db,
        provider: providerFromEnv(env),
        maxAttempts: env.MESSAGE_MAX_ATTEMPTS,
        baseDelayMs: env.MESSAGE_RETRY_BASE_SECONDS * 1000,
        maxDelayMs: env.MESSAGE_RETRY_MAX_SECONDS * 1000,
        intervalMs: env.MESSAGE_POLL_SECONDS * 1000,
        batchSize: env.MESSAGE_BATCH_SIZE,
        pace: requestPacer(env.MESSAGE_REQUEST_INTERVAL_SECONDS * 1000),
        beforeRound: async (now) => {
          await enqueueDueReminders(db, { now, reminderTime: env.BOOKING_REMINDER_TIME });
        },
        // The change links are put in right before sending, never stored.
        render: (message, now) => renderBookingText(db, message, env.SITE_URL, now),
      });
      return () => messages.stop();
    },
  ],
  // Bookings hold names and numbers too: the same retention, counted from the visit's slot.
  purge: async (db, { env }) => ({
    deletedBookings: await deleteExpiredBookings(db, { retentionDays: env.LEAD_RETENTION_DAYS }),
  }),
  pageViewShapes: [VISIT_PATH, VISIT_MANAGE_PATH, SITE_VISIT_PATH],
  leadPanel: (lead, viewer, db) => bookingsPanelOf(db, lead, viewer),
  leadPanelAction: (input, viewer, clientAddress, db) => bookingsLeadAction(db, input, viewer, clientAddress),
  personData: bookingsPersonData,
};
