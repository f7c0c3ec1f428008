import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { formatDay, seoulTime } from "#app/lib/korea-time.ts";
import { messageTexts } from "#app/modules/messages/copy.ts";
import type { MessageRow } from "#app/platform/messaging/tables.ts";
import { enqueueMessage } from "#app/platform/messaging/text-outbox.server.ts";
import { bookingLinkKey, bookingLinkToken, hashBookingToken, knownBookingToken } from "./token.server.ts";

/**
 * "예약 확인": a 6-digit code texted to the phone, then its upcoming bookings' change links. The code is
 * an HMAC of the request's id, put in by the relay at send time, so no table holds it. Ten minutes, five tries.
 */
export const LOOKUP_CODE = "{{lookupCode}}";
export const LOOKUP_TTL_MS = 10 * 60_000;
export const LOOKUP_MAX_ATTEMPTS = 5;
const EVENT_PREFIX = "booking.lookup:";

export function lookupCode(lookupId: string, key: Buffer = bookingLinkKey()): string {
  const digest = createHmac("sha256", key).update(`lookup-code:${lookupId}`).digest();
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, "0");
}

/** The phone as the lookups keep it (and the per-phone rate limit counts it): a keyed hash. */
export function lookupPhoneKey(phone: string, key: Buffer = bookingLinkKey()): string {
  return createHmac("sha256", key).update(`lookup-phone:${phone}`).digest("hex");
}

/** The code in place of `LOOKUP_CODE`; null once it expired before the text could go. */
export function renderLookupCode(
  message: Pick<MessageRow, "body" | "event_key" | "created_at">,
  now = new Date(),
): string | null {
  if (!message.body.includes(LOOKUP_CODE) || !message.event_key.startsWith(EVENT_PREFIX)) return message.body;
  if (now.getTime() >= new Date(message.created_at).getTime() + LOOKUP_TTL_MS) return null;
  return message.body.replaceAll(LOOKUP_CODE, lookupCode(message.event_key.slice(EVENT_PREFIX.length)));
}

async function upcomingBookings(db: Kysely<Database> | Transaction<Database>, phone: string, now: Date) {
  return db
    .selectFrom("bookings")
    .select(["id", "site_id", "token_hash", "day", "slot_start", "party_size"])
    .where("phone", "=", phone)
    .where("status", "=", "confirmed")
    .where("slot_start", ">", now.toISOString())
    .orderBy("slot_start")
    .execute();
}

/** A lookup row either way (the answer must not tell whether the phone has bookings); a text only when it has. */
export async function requestLookupCode(
  db: Kysely<Database>,
  phone: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ texted: boolean }> {
  const iso = now.toISOString();
  const id = randomUUID();
  return db.transaction().execute(async (trx) => {
    // Old rows go as new ones come: nothing about a phone is kept past a day.
    await trx
      .deleteFrom("booking_lookups")
      .where("created_at", "<", new Date(now.getTime() - 86_400_000).toISOString())
      .execute();
    await trx
      .insertInto("booking_lookups")
      .values({
        id,
        phone_hash: lookupPhoneKey(phone),
        created_at: iso,
        expires_at: new Date(now.getTime() + LOOKUP_TTL_MS).toISOString(),
        attempts: 0,
        used_at: null,
      })
      .execute();
    const bookings = await upcomingBookings(trx, phone, now);
    if (bookings.length === 0) return { texted: false };
    await enqueueMessage(
      trx,
      {
        kind: "booking.lookup",
        siteId: bookings[0]?.site_id,
        to: phone,
        text: messageTexts.bookingLookupCode(LOOKUP_CODE),
        eventKey: `${EVENT_PREFIX}${id}`,
      },
      now,
    );
    return { texted: true };
  });
}

export type FoundBooking = { token: string; day: string; time: string; partySize: number };

export type LookupResult =
  | { status: "found"; bookings: FoundBooking[] }
  | { status: "wrong"; remaining: number }
  | { status: "expired" }
  | { status: "locked" };

/**
 * Each try is counted by a conditional update before the comparison, so parallel guesses cannot pass
 * five. A right code is spent; a booking from before derived links gets one now (only its hash was kept).
 */
export async function verifyLookupCode(
  db: Kysely<Database>,
  phone: string,
  code: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<LookupResult> {
  const iso = now.toISOString();
  const lookup = await db
    .selectFrom("booking_lookups")
    .select(["id", "expires_at", "attempts", "used_at"])
    .where("phone_hash", "=", lookupPhoneKey(phone))
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!lookup || lookup.used_at || lookup.expires_at <= iso) return { status: "expired" };
  const counted = await db
    .updateTable("booking_lookups")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", lookup.id)
    .where("attempts", "<", LOOKUP_MAX_ATTEMPTS)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) return { status: "locked" };
  const expected = Buffer.from(lookupCode(lookup.id));
  const given = Buffer.from(code);
  if (given.length !== expected.length || !timingSafeEqual(expected, given)) {
    // Read again: parallel tries of the same lookup each counted one.
    const after = await db
      .selectFrom("booking_lookups")
      .select("attempts")
      .where("id", "=", lookup.id)
      .executeTakeFirst();
    const remaining = LOOKUP_MAX_ATTEMPTS - Number(after?.attempts ?? LOOKUP_MAX_ATTEMPTS);
    return remaining > 0 ? { status: "wrong", remaining } : { status: "locked" };
  }
  const spent = await db
    .updateTable("booking_lookups")
    .set({ used_at: iso })
    .where("id", "=", lookup.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return { status: "expired" };
  const found: FoundBooking[] = [];
  for (const booking of await upcomingBookings(db, phone, now)) {
    let token = knownBookingToken(booking);
    if (!token) {
      token = bookingLinkToken(booking.id);
      await db
        .updateTable("bookings")
        .set({ token_hash: hashBookingToken(token) })
        .where("id", "=", booking.id)
        .execute();
    }
    found.push({
      token,
      day: formatDay(booking.day),
      time: seoulTime(booking.slot_start),
      partySize: booking.party_size,
    });
  }
  return { status: "found", bookings: found };
}
