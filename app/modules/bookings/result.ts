import { bookingCopy } from "#app/content/bookings.ts";
import type { BookingFieldErrors } from "./schema.ts";

/** What a booking post came to: the page shows it (or follows the redirect to the booking). */
export type BookingResult =
  | { status: "booked"; token: string }
  | { status: "duplicate" }
  | { status: "invalid"; fieldErrors: BookingFieldErrors }
  | { status: "full"; alternatives: string[] }
  | { status: "unavailable" }
  | { status: "phone-day-taken" }
  | { status: "rate-limited" }
  | { status: "failed" };

/** The Korean sentence for a refused booking (the page shows it above the form). */
export function bookingMessage(result: BookingResult): string | null {
  switch (result.status) {
    case "full":
      return bookingCopy.full;
    case "unavailable":
      return bookingCopy.unavailable;
    case "phone-day-taken":
      return bookingCopy.duplicate;
    case "rate-limited":
      return bookingCopy.rateLimited;
    case "failed":
      return bookingCopy.failed;
    default:
      return null;
  }
}
