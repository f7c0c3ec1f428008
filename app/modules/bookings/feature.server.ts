import { SITE_VISIT_PATH, VISIT_MANAGE_PATH, VISIT_PATH } from "#app/content/paths.ts";
import type { FeatureServer } from "../feature-server.ts";
import { deleteExpiredBookings } from "./booking.server.ts";
import { bookingsLeadAction, bookingsPanelOf } from "./lead-bookings.server.ts";
import { renderBookingText } from "./notifications.server.ts";
import { bookingsPersonData } from "./person-data.server.ts";
import { enqueueDueReminders } from "./reminders.server.ts";

/** Bookings: the texts' reminders and change links, the bookings' retention, the visit pages' page-view rows. */
export const bookingsServer: FeatureServer = {
  name: "bookings",
  // The relay's rounds queue the day-before reminders; the change links are put in right before sending, never stored.
  messaging: {
    beforeRound: ({ db, env }, now) => enqueueDueReminders(db, { now, reminderTime: env.BOOKING_REMINDER_TIME }),
    render: ({ db, env }, message, now) => renderBookingText(db, message, env.SITE_URL, now),
  },
  // Bookings hold names and numbers too: the same retention, counted from the visit's slot.
  purge: async (db, { env }) => ({
    deletedBookings: await deleteExpiredBookings(db, { retentionDays: env.LEAD_RETENTION_DAYS }),
  }),
  pageViewShapes: [VISIT_PATH, VISIT_MANAGE_PATH, SITE_VISIT_PATH],
  leadPanel: (lead, viewer, db) => bookingsPanelOf(db, lead, viewer),
  leadPanelAction: (input, viewer, clientAddress, db) => bookingsLeadAction(db, input, viewer, clientAddress),
  personData: bookingsPersonData,
};
