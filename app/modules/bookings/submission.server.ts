import type { Kysely } from "kysely";
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { formatDay, seoulTime } from "#app/lib/korea-time.ts";
import { logger } from "#app/lib/logger.server.ts";
import { attributionFromForm, ownHostsOf } from "#app/modules/attribution/attribution.server.ts";
import type { BookingRow } from "#app/modules/bookings/tables.ts";
import { privacy } from "#app/modules/leads/copy.ts";
import { HONEYPOT_FIELD } from "#app/modules/leads/lead-fields.ts";
import { sharedRateLimiter } from "#app/platform/access/rate-limit.server.ts";
import { getMessageRelay } from "#app/platform/messaging/relay.server.ts";
import { type BookingHooks, createBooking, getSchedule, nearestFreeSlots } from "./booking.server.ts";
import { bookingHooks } from "./notifications.server.ts";
import type { BookingResult, BookingSummary } from "./result.ts";
import type { BookingSchedule } from "./schedule.ts";
import { type BookingValues, parseBooking, postedBookingValues } from "./schema.ts";

export type BookingResponse = { result: BookingResult; status: number; values: BookingValues | null };

export type BookingDeps = {
  db: Kysely<Database>;
  limiter: RateLimiterAbstract;
  /** The complex of the host the form was posted on: the booking is its, whatever other complex the form names. */
  siteId: string;
  hooks: BookingHooks;
  now?: () => Date;
  /** After a booking is committed: its messages are sent at once. */
  onBooked?: () => void;
  /** The site's address: a referrer on it is a move inside the site, not a channel. */
  siteUrl?: string;
};

/** The app's own: its rate limit, site, texts and relay. */
export function bookingDeps(db: Kysely<Database>, siteId: string): BookingDeps {
  const env = getEnv();
  return {
    db,
    // The same budget as the lead forms: a person books once or twice, a script hundreds of times.
    limiter: sharedRateLimiter({
      keyPrefix: "booking",
      points: env.LEAD_RATE_LIMIT,
      durationSeconds: env.LEAD_RATE_LIMIT_WINDOW_SECONDS,
    }),
    siteId,
    hooks: bookingHooks(),
    onBooked: () => getMessageRelay().kick(),
    siteUrl: env.SITE_URL,
  };
}

/** One booking post: honeypot → schema → rate limit → the booking transaction. Never logs the name or number. */
export async function handleBookingRequest(
  formData: FormData,
  clientAddress: string,
  deps: BookingDeps,
): Promise<BookingResponse> {
  const values = postedBookingValues(formData);
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.warn("booking.rejected.honeypot");
    // A bot gets a plain answer; claiming a booking would mislead a person whose browser filled the field.
    return { result: { status: "received" }, status: 200, values: null };
  }
  let schedule: BookingSchedule;
  try {
    schedule = await getSchedule(deps.db);
  } catch (error) {
    logger.error({ err: error }, "booking.store_failed");
    return { result: { status: "failed" }, status: 503, values };
  }
  const parsed = parseBooking(formData, schedule.partySizeMax);
  if (!parsed.success) {
    logger.info({ fields: Object.keys(parsed.fieldErrors) }, "booking.rejected.invalid");
    return { result: { status: "invalid", fieldErrors: parsed.fieldErrors }, status: 400, values };
  }
  const submission = parsed.data;
  try {
    await deps.limiter.consume(clientAddress);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      logger.warn("booking.rejected.rate_limited");
      return { result: { status: "rate-limited" }, status: 429, values };
    }
    logger.error({ err: error }, "booking.rate_limit.failed");
    return { result: { status: "failed" }, status: 503, values };
  }
  const now = deps.now?.() ?? new Date();
  try {
    const outcome = await createBooking(
      deps.db,
      schedule,
      {
        slotStart: submission.slot,
        partySize: submission.partySize,
        name: submission.name,
        phone: submission.phone,
        // The host's complex, whatever complex the form names (a visitor never chooses it).
        siteId: deps.siteId,
        sourcePath: submission.sourcePath ?? null,
        privacyConsent: submission.privacyConsent,
        marketingConsent: submission.marketingConsent,
        consentVersion: privacy.consentVersion,
        idempotencyKey: submission.idempotencyKey,
        attribution: attributionFromForm(formData, ownHostsOf(deps.siteUrl ?? "")),
      },
      { now, daysAhead: schedule.daysAhead, hooks: deps.hooks },
    );
    logger.info({ status: outcome.status, ...bookingLogFields(outcome) }, "booking.result");
    if (outcome.status === "booked") deps.onBooked?.();
    switch (outcome.status) {
      case "booked":
        return { result: { status: "booked", token: outcome.token }, status: 200, values: null };
      case "duplicate":
        // The same form again (back button, second tab): the booking as it stands now, perhaps cancelled.
        return {
          result: { status: "duplicate", booking: bookingSummaryOf(outcome.booking) },
          status: 200,
          values: null,
        };
      case "full": {
        const alternatives = await nearestFreeSlots(deps.db, schedule, submission.slot, {
          places: submission.partySize,
          now,
          daysAhead: schedule.daysAhead,
        });
        return { result: { status: "full", alternatives }, status: 409, values };
      }
      case "unavailable":
        return { result: { status: "unavailable" }, status: 409, values };
      case "phone-day-taken":
        return { result: { status: "phone-day-taken" }, status: 409, values };
    }
  } catch (error) {
    logger.error({ err: error }, "booking.store_failed");
    return { result: { status: "failed" }, status: 503, values };
  }
}

function bookingSummaryOf(booking: BookingRow): BookingSummary {
  return {
    day: formatDay(booking.day),
    time: seoulTime(booking.slot_start),
    partySize: booking.party_size,
    status: booking.status,
  };
}

function bookingLogFields(outcome: { status: string; booking?: BookingRow }) {
  return outcome.booking ? { bookingId: outcome.booking.id, slot: outcome.booking.slot_start } : {};
}
