import { createHash, createHmac } from "node:crypto";
import { resolveAuthSecret } from "#app/lib/auth-secret.server.ts";
import { getEnv } from "#app/lib/env.server.ts";

/**
 * The change link's token: HMAC-SHA256 of the booking's id (key from AUTH_SECRET). Only its hash is
 * stored and the relay derives it at send time, so neither the database nor the outbox can change a booking.
 */
export function bookingLinkToken(bookingId: string, key: Buffer = bookingLinkKey()): string {
  return createHmac("sha256", key).update(`booking-link:${bookingId}`).digest("base64url");
}

export function newBookingToken(bookingId: string, key?: Buffer): { token: string; hash: string } {
  const token = bookingLinkToken(bookingId, key);
  return { token, hash: hashBookingToken(token) };
}

/** The token of a booking whose stored hash it matches (bookings made before 2026-11-26 had random ones). */
export function knownBookingToken(booking: { id: string; token_hash: string }, key?: Buffer): string | null {
  const token = bookingLinkToken(booking.id, key);
  return hashBookingToken(token) === booking.token_hash ? token : null;
}

export function hashBookingToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

let key: Buffer | undefined;

/** A key of its own for the links (never the session secret itself), the same on every instance. */
export function bookingLinkKey(): Buffer {
  key ??= createHmac("sha256", resolveAuthSecret(getEnv())).update("pentacity:booking-link-key").digest();
  return key;
}

/** The shape of a token this server made; anything else is not looked up at all. */
export const BOOKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
