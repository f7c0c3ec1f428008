import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { addDays, formatDay, seoulDay, seoulInstant, seoulTime } from "#app/lib/korea-time.ts";
import { messageTexts } from "#app/modules/messages/copy.ts";
import { siteFactsOf } from "#app/modules/site-facts/facts.server.ts";
import { enqueueMessage } from "#app/platform/messaging/text-outbox.server.ts";
import { complexHandle } from "#app/platform/sites/scope.server.ts";
import { BOOKING_LINK } from "./notifications.server.ts";

/** The day-before reminder from `reminderTime` on; the event key makes it one per booking whichever instance runs it. */
const FRESH_TEXT_MS = 12 * 3_600_000;

/** When each booking's latest confirmation or change text was queued. */
async function latestBookingTexts(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("messages")
    .select(["booking_id", (eb) => eb.fn.max("created_at").as("latest")])
    .where("booking_id", "in", ids)
    .where("kind", "in", ["booking.confirmation", "booking.change"])
    .groupBy("booking_id")
    .execute();
  return new Map(rows.flatMap((row) => (row.booking_id ? [[row.booking_id, String(row.latest)]] : [])));
}

export async function enqueueDueReminders(
  db: Kysely<Database>,
  { now = new Date(), reminderTime }: { now?: Date; reminderTime: string },
): Promise<number> {
  const today = seoulDay(now);
  if (now < seoulInstant(today, reminderTime)) return 0;
  const tomorrow = addDays(today, 1);
  const bookings = await db
    .selectFrom("bookings")
    .select(["id", "site_id", "day", "slot_start", "party_size", "phone"])
    .where("day", "=", tomorrow)
    .where("status", "=", "confirmed")
    .execute();
  const freshTexts = await latestBookingTexts(
    db,
    bookings.map((booking) => booking.id),
  );
  const roundStart = seoulInstant(today, reminderTime).getTime();
  // Each booking's own complex's model house (the job's handle is the process's, the first complex's).
  const addresses = new Map<string, string>();
  const addressOf = async (siteId: string) => {
    const known = addresses.get(siteId) ?? (await siteFactsOf(complexHandle(db, siteId))).modelHouseAddress;
    addresses.set(siteId, known);
    return known;
  };
  let queued = 0;
  for (const booking of bookings) {
    // The confirmation (or change) text went out after today's round began or within 12 hours of
    // the visit: it already says everything a reminder would, so the visitor gets no second text.
    const lastText = freshTexts.get(booking.id);
    const visit = new Date(booking.slot_start).getTime();
    if (lastText && new Date(lastText).getTime() >= Math.min(roundStart, visit - FRESH_TEXT_MS)) continue;
    const { created } = await enqueueMessage(
      db,
      {
        kind: "booking.reminder",
        siteId: booking.site_id,
        to: booking.phone,
        text: messageTexts.bookingReminder({
          day: formatDay(booking.day),
          time: seoulTime(booking.slot_start),
          partySize: booking.party_size,
          link: BOOKING_LINK,
          address: await addressOf(booking.site_id),
        }),
        subject: messageTexts.lmsSubject,
        eventKey: `booking.reminder:${booking.id}`,
        bookingId: booking.id,
      },
      now,
    );
    if (created) queued++;
  }
  return queued;
}
