import { messageTexts } from "#app/content/messages.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { enqueueMessage } from "#app/modules/messages/outbox.server.ts";
import { enqueueStaffAlerts } from "#app/modules/messages/staff.server.ts";
import type { BookingHooks } from "./booking.server.ts";
import { formatDay, seoulTime } from "./schedule.ts";

/** The change link of a booking, as its text messages carry it. */
export function manageLink(siteUrl: string, token: string): string {
  return `${siteUrl}/Promotion/Visit/${token}`;
}

/**
 * What happens inside a booking's transaction besides the booking itself: the visitor's text
 * messages (confirmation, change, cancellation) and the sales team's alert are queued in the
 * messages outbox, so a booking and its messages commit together or not at all. `token` is the
 * change link's token when the caller has it (a new booking; a change made through the link).
 */
export function bookingHooks({ token }: { token?: string } = {}): BookingHooks {
  const { SITE_URL, STAFF_ALERT_PHONES } = getEnv();
  return {
    async onChange(trx, booking, event, newToken) {
      const known = newToken ?? token;
      const details = {
        day: formatDay(booking.day),
        time: seoulTime(booking.slot_start),
        partySize: booking.party_size,
        link: known ? manageLink(SITE_URL, known) : `${SITE_URL}/Promotion/Visit`,
      };
      const text =
        event === "booked"
          ? messageTexts.bookingConfirmation(details)
          : event === "moved"
            ? messageTexts.bookingChange(details)
            : messageTexts.bookingCancel(details);
      const kind =
        event === "booked" ? "booking.confirmation" : event === "moved" ? "booking.change" : "booking.cancel";
      await enqueueMessage(
        trx,
        {
          kind,
          to: booking.phone,
          text,
          subject: messageTexts.lmsSubject,
          // Each change is an event of its own (A→B→A→B, cancel → restore → cancel): the booking's
          // updated_at names it; the confirmation happens once per booking.
          eventKey: event === "booked" ? `${kind}:${booking.id}` : `${kind}:${booking.id}:${booking.updated_at}`,
          bookingId: booking.id,
        },
        // The change's own time (the same transaction), so the reminder can tell how fresh it is.
        new Date(booking.updated_at),
      );
      if (event === "booked") {
        await enqueueStaffAlerts(trx, {
          kind: "staff.booking",
          targetId: booking.id,
          phones: STAFF_ALERT_PHONES,
          siteUrl: SITE_URL,
          now: new Date(booking.updated_at),
        });
      }
    },
  };
}
