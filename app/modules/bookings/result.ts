import { bookingCopy } from "#app/modules/bookings/copy.ts";
import { type BookingStatus, bookingStatusLabels } from "#app/modules/bookings/statuses.ts";
import type { BookingFieldErrors } from "./schema.ts";

/** A booking as a resubmitted form finds it (day already in Korean words). */
export type BookingSummary = {
  day: string;
  time: string;
  partySize: number;
  status: BookingStatus;
};

/** What a booking post came to: the page shows it (or follows the redirect to the booking). */
export type BookingResult =
  | { status: "booked"; token: string }
  | { status: "duplicate"; booking: BookingSummary }
  /** A filled honeypot: an answer that claims nothing. */
  | { status: "received" }
  | { status: "invalid"; fieldErrors: BookingFieldErrors }
  | { status: "full"; alternatives: string[] }
  | { status: "unavailable" }
  | { status: "phone-day-taken" }
  | { status: "rate-limited" }
  | { status: "failed" };

/** The sentence for a post that opened no new booking; `texting: false` (SMS_PROVIDER=log) promises no text. */
export function bookingMessage(result: BookingResult, { texting = true }: { texting?: boolean } = {}): string | null {
  switch (result.status) {
    case "received":
      return bookingCopy.received;
    case "duplicate": {
      const { day, time, partySize, status } = result.booking;
      return status === "cancelled"
        ? bookingCopy.resubmittedCancelled(day, time)
        : bookingCopy.resubmitted(day, time, partySize, bookingStatusLabels[status] ?? status);
    }
    case "full":
      return bookingCopy.full;
    case "unavailable":
      return bookingCopy.unavailable;
    case "phone-day-taken":
      return texting ? bookingCopy.duplicate : bookingCopy.duplicateNoText;
    case "rate-limited":
      return bookingCopy.rateLimited;
    case "failed":
      return bookingCopy.failed;
    default:
      return null;
  }
}

/** Whether the sentence reports something done (success styling) rather than a refusal. */
export function isGoodNews(result: BookingResult): boolean {
  return result.status === "received" || (result.status === "duplicate" && result.booking.status !== "cancelled");
}
