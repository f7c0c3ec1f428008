import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { type RepeatingJob, repeatingJob } from "#app/lib/background-job.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { nextSendingTime } from "#app/lib/quiet-hours.ts";
import { enqueueMessage } from "#app/platform/messaging/text-outbox.server.ts";
import {
  type ConsentSettings,
  consentSettings,
  issueOptOutLink,
  koreanDate,
  marketingAllowed,
} from "./consent.server.ts";
import { consentTexts } from "./texts.ts";

/**
 * The two-year reminder (정보통신망법 시행령 62조의3): a number whose latest choice is a consent,
 * given (or last reminded) two years ago or more, gets one text saying it consented, when, and how
 * to withdraw. Every instance may run the round; a conditional update of the number's
 * `reminded_at` in the same transaction as the text (and the text's event key) makes it one text
 * per number and period. The text waits for 08:00 Korea time when the round runs in quiet hours.
 */
export function twoYearsBefore(now: Date): Date {
  const then = new Date(now);
  then.setUTCFullYear(then.getUTCFullYear() - 2);
  return then;
}

export async function enqueueConsentReminders(
  db: Kysely<Database>,
  { now = new Date(), settings: given }: { now?: Date; settings?: ConsentSettings } = {},
): Promise<number> {
  const settings = given ?? (await consentSettings(db));
  const cutoff = twoYearsBefore(now).toISOString();
  const due = await db
    .selectFrom("marketing_consent_numbers as n")
    .innerJoin(
      (eb) =>
        eb
          .selectFrom("marketing_consent_events")
          .select(["phone", (e) => e.fn.max("created_at").as("given_at")])
          .where("action", "=", "given")
          .groupBy("phone")
          .as("g"),
      (join) => join.onRef("g.phone", "=", "n.phone"),
    )
    .select(["n.phone", "n.reminded_at", "g.given_at"])
    .where("g.given_at", "<=", cutoff)
    .where((eb) => eb.or([eb("n.reminded_at", "is", null), eb("n.reminded_at", "<=", cutoff)]))
    .execute();
  const allowed = await marketingAllowed(
    db,
    due.map((row) => row.phone),
  );
  let queued = 0;
  for (const row of due) {
    if (!allowed.has(row.phone)) continue;
    // The clock restarts at the later of the latest consent and the last reminder (both ≤ cutoff here).
    const givenAt = String(row.given_at);
    const created = await db.transaction().execute(async (trx) => {
      let claim = trx
        .updateTable("marketing_consent_numbers")
        .set({ reminded_at: now.toISOString() })
        .where("phone", "=", row.phone);
      claim = row.reminded_at
        ? claim.where("reminded_at", "=", row.reminded_at)
        : claim.where("reminded_at", "is", null);
      const claimed = await claim.executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      const { created } = await enqueueMessage(
        trx,
        {
          kind: "consent.reminder",
          to: row.phone,
          text: consentTexts.reminder({
            date: koreanDate(givenAt),
            link: await issueOptOutLink(trx, settings.siteUrl, row.phone, now),
            optOut080: settings.optOut080,
          }),
          subject: consentTexts.lmsSubject,
          eventKey: `consent.reminder:${row.phone}:${givenAt}:${row.reminded_at ?? "first"}`,
          notBefore: nextSendingTime(now),
        },
        now,
      );
      return created;
    });
    if (created) queued++;
  }
  if (queued) logger.info({ queued }, "consent.reminders.queued");
  return queued;
}

/** Once an hour on each instance (the query is cheap; a number is reminded once a period anyway). */
export const CONSENT_REMINDER_INTERVAL_MS = 3_600_000;

export type ConsentReminderJob = RepeatingJob<{ db: Kysely<Database>; now?: () => Date; settings?: ConsentSettings }>;

export function consentReminderJob(): ConsentReminderJob {
  return repeatingJob(
    ({ db, now, settings }) => enqueueConsentReminders(db, { now: now?.() ?? new Date(), settings }),
    {
      defaultIntervalMs: CONSENT_REMINDER_INTERVAL_MS,
      onError: (error) => logger.error({ err: error }, "consent.reminders.failed"),
    },
  );
}
