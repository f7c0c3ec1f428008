import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { type RepeatingJob, repeatingJob } from "#app/lib/background-job.server.ts";
import { getEnv } from "#app/lib/env.server.ts";
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
 * The two-year reminder (정보통신망법 시행령 62조의3): a number whose latest choice about a complex is
 * a consent, given (or last reminded) two years ago or more, gets one text from that complex saying
 * it consented, when, and how to withdraw. Every instance may run the round; a conditional update of the number's
 * `reminded_at` in the same transaction as the text (and the text's event key) makes it one text
 * per complex, number and period. The text waits for 08:00 Korea time when the round runs in quiet hours.
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
  const settingsOf = new Map<string, Promise<ConsentSettings>>();
  const settingsFor = (siteId: string) => {
    let settings = settingsOf.get(siteId);
    if (!settings) {
      settings = given?.siteId === siteId ? Promise.resolve(given) : consentSettings(db, siteId);
      settingsOf.set(siteId, settings);
    }
    return settings;
  };
  const cutoff = twoYearsBefore(now).toISOString();
  const due = await db
    .selectFrom("marketing_consent_numbers as n")
    .innerJoin(
      (eb) =>
        eb
          .selectFrom("marketing_consent_events")
          .select(["site_id", "phone", (e) => e.fn.max("created_at").as("given_at")])
          .where("action", "=", "given")
          .groupBy(["site_id", "phone"])
          .as("g"),
      (join) => join.onRef("g.site_id", "=", "n.site_id").onRef("g.phone", "=", "n.phone"),
    )
    .select(["n.site_id", "n.phone", "n.reminded_at", "g.given_at"])
    .where("g.given_at", "<=", cutoff)
    .where((eb) => eb.or([eb("n.reminded_at", "is", null), eb("n.reminded_at", "<=", cutoff)]))
    .execute();
  const allowed = new Set<string>();
  for (const siteId of new Set(due.map((row) => row.site_id))) {
    const phones = due.filter((row) => row.site_id === siteId).map((row) => row.phone);
    for (const phone of await marketingAllowed(db, siteId, phones)) allowed.add(`${siteId}|${phone}`);
  }
  let queued = 0;
  for (const row of due) {
    if (!allowed.has(`${row.site_id}|${row.phone}`)) continue;
    const settings = await settingsFor(row.site_id);
    // The clock restarts at the later of the latest consent and the last reminder (both ≤ cutoff here).
    const givenAt = String(row.given_at);
    const created = await db.transaction().execute(async (trx) => {
      let claim = trx
        .updateTable("marketing_consent_numbers")
        .set({ reminded_at: now.toISOString() })
        .where("site_id", "=", row.site_id)
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
          siteId: row.site_id,
          to: row.phone,
          text: consentTexts.reminder({
            date: koreanDate(givenAt),
            link: await issueOptOutLink(trx, settings, row.phone, now),
            optOut080: settings.optOut080,
          }),
          subject: consentTexts.lmsSubject,
          eventKey: `consent.reminder:${reminderSubject(row.site_id, row.phone)}:${givenAt}:${row.reminded_at ?? "first"}`,
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

/** The first complex's reminders keep the event key they had before there were several complexes. */
function reminderSubject(siteId: string, phone: string): string {
  return siteId === getEnv().DEFAULT_SITE_ID ? phone : `${siteId}:${phone}`;
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
