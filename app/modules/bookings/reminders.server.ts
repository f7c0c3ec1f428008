import type { Kysely } from "kysely";
import { messageTexts } from "#app/content/messages.ts";
import type { Database } from "#app/db/schema.ts";
import { enqueueMessage } from "#app/modules/messages/outbox.server.ts";
import { addDays, formatDay, seoulDay, seoulInstant, seoulTime } from "./schedule.ts";

/**
 * The day-before reminder: from `reminderTime` (Korea time) on, every confirmed booking of
 * tomorrow gets one. Every instance may run this each round; the event key makes it one message
 * per booking. (The change link's token is not stored, so the reminder points to the booking page
 * and the confirmation text's link.)
 */
export async function enqueueDueReminders(
  db: Kysely<Database>,
  { now = new Date(), reminderTime, siteUrl }: { now?: Date; reminderTime: string; siteUrl: string },
): Promise<number> {
  const today = seoulDay(now);
  if (now < seoulInstant(today, reminderTime)) return 0;
  const tomorrow = addDays(today, 1);
  const bookings = await db
    .selectFrom("bookings")
    .select(["id", "day", "slot_start", "party_size", "phone"])
    .where("day", "=", tomorrow)
    .where("status", "=", "confirmed")
    .execute();
  let queued = 0;
  for (const booking of bookings) {
    const { created } = await enqueueMessage(
      db,
      {
        kind: "booking.reminder",
        to: booking.phone,
        text: messageTexts.bookingReminder({
          day: formatDay(booking.day),
          time: seoulTime(booking.slot_start),
          partySize: booking.party_size,
          link: `${siteUrl}/Promotion/Visit`,
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
