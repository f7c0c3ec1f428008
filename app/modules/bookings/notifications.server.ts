import type { Kysely } from "kysely";
import { href } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { formatDay, seoulTime } from "#app/lib/korea-time.ts";
import { LOOKUP_PATH } from "#app/modules/bookings/lookup-copy.ts";
import { messageTexts } from "#app/modules/messages/copy.ts";
import { enqueueStaffAlerts } from "#app/modules/messages/staff.server.ts";
import { siteFactsOf } from "#app/modules/site-facts/facts.server.ts";
import type { MessageRow } from "#app/platform/messaging/tables.ts";
import { enqueueMessage } from "#app/platform/messaging/text-outbox.server.ts";
import type { BookingHooks } from "./booking.server.ts";
import { renderLookupCode } from "./lookup.server.ts";
import { knownBookingToken } from "./token.server.ts";

/** The change link of a booking, as its text messages carry it. */
export function manageLink(siteUrl: string, token: string): string {
  return `${siteUrl}${href("/Promotion/Visit/:token", { token })}`;
}

/** The change link's placeholder: the relay puts the link in at send time, so the outbox never holds a token. */
export const BOOKING_LINK = "{{bookingLink}}";

/**
 * The text as sent: the change link (or "예약 확인" when the booking is gone or its token was random)
 * and a lookup's code (null once expired: a late code would only confuse).
 */
export async function renderBookingText(
  db: Kysely<Database>,
  message: Pick<MessageRow, "body" | "booking_id" | "event_key" | "created_at">,
  siteUrl: string,
  now = new Date(),
): Promise<string | null> {
  if (!message.body.includes(BOOKING_LINK)) return renderLookupCode(message, now);
  const booking = message.booking_id
    ? await db
        .selectFrom("bookings")
        .select(["id", "token_hash"])
        .where("id", "=", message.booking_id)
        .executeTakeFirst()
    : undefined;
  const token = booking ? knownBookingToken(booking) : null;
  return message.body.replaceAll(BOOKING_LINK, token ? manageLink(siteUrl, token) : `${siteUrl}${LOOKUP_PATH}`);
}

/** The booking's texts and the team's alert, queued in its transaction: a booking and its messages commit together. */
export function bookingHooks(_options: { token?: string } = {}): BookingHooks {
  const { SITE_URL } = getEnv();
  return {
    async onChange(trx, booking, event) {
      const details = {
        day: formatDay(booking.day),
        time: seoulTime(booking.slot_start),
        partySize: booking.party_size,
        link: BOOKING_LINK,
        // Read in the transaction (a second connection would wait on it with SQLite).
        address: event === "cancelled" ? "" : (await siteFactsOf(trx)).modelHouseAddress,
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
          siteId: booking.site_id,
          to: booking.phone,
          text,
          subject: messageTexts.lmsSubject,
          // updated_at makes each change its own event (A→B→A→B); the confirmation is once per booking.
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
          siteId: booking.site_id,
          siteUrl: SITE_URL,
          now: new Date(booking.updated_at),
        });
      }
    },
  };
}
