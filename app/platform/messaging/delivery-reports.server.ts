import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { type RepeatingJob, repeatingJob } from "#app/lib/background-job.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { DeliveryReport, DeliverySource } from "./solapi-reports.server.ts";
import { enqueueMessage } from "./text-outbox.server.ts";

/**
 * Refreshes sent texts' delivery reports, a claimed batch per query. An 알림톡 that failed and that
 * SOLAPI did not replace goes again as our SMS/LMS, once. Carriers give up within three days: older
 * texts are not asked about.
 */
export type DeliveryReportOptions = {
  db: Kysely<Database>;
  source: DeliverySource;
  now?: () => Date;
  /** Sent within this long (default 3 days). */
  windowMs?: number;
  /** A message asked about is not asked again for this long (default 1 minute). */
  recheckMs?: number;
  batchSize?: number;
  maxBatches?: number;
  leaseMs?: number;
  /** Our own SMS/LMS was queued in place of an 알림톡: wake the relay. */
  onFallbackQueued?: () => void;
};

const DAY_MS = 86_400_000;

export async function refreshDeliveryReports({
  db,
  source,
  now = () => new Date(),
  windowMs = 3 * DAY_MS,
  recheckMs = 60_000,
  batchSize = 100,
  maxBatches = 20,
  leaseMs = 120_000,
  onFallbackQueued,
}: DeliveryReportOptions) {
  const counts = { asked: 0, delivered: 0, failed: 0, pending: 0, fallbacks: 0 };
  for (let batch = 0; batch < maxBatches; batch++) {
    const at = now();
    const claimed = await claimUnreported(db, { at, windowMs, recheckMs, batchSize, leaseMs });
    if (claimed.length === 0) break;
    counts.asked += claimed.length;
    let reports: Map<string, DeliveryReport>;
    try {
      reports = await source.lookUp(claimed.map((row) => row.provider_message_id));
    } catch (error) {
      // Asked again after `recheckMs`; the lease is let go now.
      await markChecked(
        db,
        claimed.map((row) => row.id),
        at,
      );
      logger.warn({ err: error, messages: claimed.length }, "message.delivery.lookup_failed");
      break;
    }
    const waiting: string[] = [];
    for (const row of claimed) {
      const report = reports.get(row.provider_message_id);
      if (!report || report.state === "pending") {
        waiting.push(row.id);
        continue;
      }
      const fallback = await recordReport(db, row, report, now());
      counts[report.state]++;
      if (fallback) counts.fallbacks++;
      logger.info(
        { messageId: row.id, kind: row.kind, delivery: report.state, code: report.code, channel: report.channel },
        "message.delivery",
      );
    }
    counts.pending += waiting.length;
    await markChecked(db, waiting, now());
    if (claimed.length < batchSize) break;
  }
  if (counts.fallbacks > 0) onFallbackQueued?.();
  return counts;
}

type Claimed = {
  id: string;
  provider_message_id: string;
  kind: Database["messages"]["kind"];
  purpose: Database["messages"]["purpose"];
  event_key: string;
  recipient: string;
  body: string;
  subject: string | null;
  booking_id: string | null;
  lead_id: string | null;
  channel: string;
  fallback_of: string | null;
};

async function claimUnreported(
  db: Kysely<Database>,
  {
    at,
    windowMs,
    recheckMs,
    batchSize,
    leaseMs,
  }: { at: Date; windowMs: number; recheckMs: number; batchSize: number; leaseMs: number },
): Promise<Claimed[]> {
  const iso = at.toISOString();
  const free = (eb: ExpressionBuilder<Database, "messages">) =>
    eb.or([eb("delivery_locked_until", "is", null), eb("delivery_locked_until", "<", iso)]);
  const due = await db
    .selectFrom("messages")
    .select("id")
    .where("status", "=", "sent")
    .where("delivery_status", "is", null)
    .where("provider_message_id", "is not", null)
    .where("sent_at", ">=", new Date(at.getTime() - windowMs).toISOString())
    .where((eb) =>
      eb.or([
        eb("delivery_checked_at", "is", null),
        eb("delivery_checked_at", "<=", new Date(at.getTime() - recheckMs).toISOString()),
      ]),
    )
    .where(free)
    // The longest unasked first: a new message before one asked a minute ago.
    .orderBy(sql`coalesce(delivery_checked_at, sent_at)`)
    .limit(batchSize)
    .execute();
  if (due.length === 0) return [];
  // One conditional update: rows another instance took meanwhile are not updated, so not returned.
  const rows = await db
    .updateTable("messages")
    .set({ delivery_locked_until: new Date(at.getTime() + leaseMs).toISOString() })
    .where(
      "id",
      "in",
      due.map((row) => row.id),
    )
    .where("delivery_status", "is", null)
    .where(free)
    .returning([
      "id",
      "provider_message_id",
      "kind",
      "purpose",
      "event_key",
      "recipient",
      "body",
      "subject",
      "booking_id",
      "lead_id",
      "channel",
      "fallback_of",
    ])
    .execute();
  return rows.filter((row): row is Claimed => row.provider_message_id !== null);
}

async function markChecked(db: Kysely<Database>, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await db
    .updateTable("messages")
    .set({ delivery_checked_at: at.toISOString(), delivery_locked_until: null })
    .where("id", "in", ids)
    .execute();
}

/**
 * A final report, and for an undelivered 알림톡 that SOLAPI did not replace, our SMS/LMS of the same
 * text in the same transaction (its body as stored: the relay fills in the change link again).
 * Returns whether that fallback was queued now.
 */
async function recordReport(
  db: Kysely<Database>,
  row: Claimed,
  report: Exclude<DeliveryReport, { state: "pending" }>,
  at: Date,
): Promise<boolean> {
  const iso = at.toISOString();
  const ours = report.state === "failed" && row.channel === "alimtalk" && !report.replaced && !row.fallback_of;
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("messages")
      .set({
        delivery_status: report.state,
        delivery_code: report.code,
        delivery_reason: report.reason,
        delivered_channel: report.state === "delivered" ? report.channel : null,
        fallback: report.replaced ? "provider" : ours ? "ours" : null,
        delivery_checked_at: iso,
        delivery_locked_until: null,
        updated_at: iso,
      })
      .where("id", "=", row.id)
      .execute();
    if (!ours) return false;
    const { created } = await enqueueMessage(
      trx,
      {
        kind: row.kind,
        to: row.recipient,
        text: row.body,
        subject: row.subject,
        eventKey: `${row.event_key}:sms-fallback`,
        bookingId: row.booking_id,
        leadId: row.lead_id,
        purpose: row.purpose,
        fallbackOf: row.id,
      },
      at,
    );
    return created;
  });
}

export type DeliveryReportJob = RepeatingJob<DeliveryReportOptions>;

let job: DeliveryReportJob | undefined;

export function getDeliveryReportJob(): DeliveryReportJob {
  job ??= repeatingJob(refreshDeliveryReports, {
    defaultIntervalMs: 60_000,
    onError: (error) => logger.error({ err: error }, "message.delivery.failed"),
  });
  return job;
}
