import type { Kysely } from "kysely";
import { href } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { formatDay, seoulTime } from "#app/lib/korea-time.ts";
import { LOOKUP_PATH } from "#app/modules/bookings/lookup-copy.ts";
import { messageTexts } from "#app/modules/messages/copy.ts";
import { enqueueMessage } from "#app/modules/messages/outbox.server.ts";
import { enqueueStaffAlerts } from "#app/modules/messages/staff.server.ts";
import type { MessageRow } from "#app/modules/messages/tables.ts";
import { siteFactsOf } from "#app/modules/site-facts/facts.server.ts";
import type { BookingHooks } from "./booking.server.ts";
import { renderLookupCode } from "./lookup.server.ts";
import { knownBookingToken } from "./token.server.ts";

/** The change link of a booking, as its text messages carry it. */
export function manageLink(siteUrl: string, token: string): string {
  return `${siteUrl}${href("/Promotion/Visit/:token", { token })}`;
}

/**
 * Where a booking text's change link goes in the stored body: the relay puts the link in right
 * before sending (`renderBookingText`), so the token is never written to the outbox.
 */
export const BOOKING_LINK = "{{bookingLink}}";

/**
 * The text as it is sent: the booking's change link in place of `BOOKING_LINK` (or "예약 확인",
 * where a lost link is found by phone, when the booking is gone or older than derived links: its
 * token was random, only its hash is kept), and a lookup's code in place of `LOOKUP_CODE` (null
 * once the code has expired: a late code would only confuse).
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

/**
 * What happens inside a booking's transaction besides the booking itself: the visitor's text
 * messages (confirmation, change, cancellation) and the sales team's alert are queued in the
 * messages outbox, so a booking and its messages commit together or not at all. The change link
 * is stored as a placeholder; a caller's token (visit-manage passes it) is no longer needed.
 */
export function bookingHooks(_options: { token?: string } = {}): BookingHooks {
  const { SITE_URL, STAFF_ALERT_PHONES } = getEnv();
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
