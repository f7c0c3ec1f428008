import { createHash, randomBytes } from "node:crypto";

/**
 * The change link's token: 32 random bytes (256 bits) in base64url, given to the visitor once (the
 * confirmation page, the text message) and stored only as its SHA-256, so a copy of the database
 * cannot be used to change anyone's booking.
 */
export function newBookingToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashBookingToken(token) };
}

export function hashBookingToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** The shape of a token this server made; anything else is not looked up at all. */
export const BOOKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
