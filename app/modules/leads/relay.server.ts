import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { type RepeatingJob, repeatingJob } from "#app/lib/background-job.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { nextAttemptAt } from "#app/platform/messaging/outbox.server.ts";
import {
  claimDueDeliveries,
  type DueDelivery,
  markDeliveryDelivered,
  markDeliveryFailed,
} from "./deliveries.server.ts";

/**
 * Delivers the `lead_deliveries` outbox to `LEAD_WEBHOOK_URL`: each due row is claimed, sent
 * as JSON and marked delivered, or retried with exponential backoff and jitter, and after the
 * last attempt marked dead (it stays in the table for the operator).
 */
export type RelayOptions = {
  db: Kysely<Database>;
  fetch?: typeof fetch;
  now?: () => Date;
  random?: () => number;
  secret?: string;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  timeoutMs?: number;
};

export const RELAY_DEFAULTS = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 6 * 60 * 60_000,
  timeoutMs: 10_000,
} as const;

export function deliveryPayload(delivery: DueDelivery) {
  const { lead } = delivery;
  return {
    event: "lead.created",
    deliveryId: delivery.id,
    lead: {
      id: lead.id,
      createdAt: lead.createdAt,
      siteId: lead.siteId,
      form: lead.form,
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      visitDate: lead.visitDate,
      message: lead.message,
      sourcePath: lead.sourcePath,
      marketingConsent: lead.marketingConsent,
      consentVersion: lead.consentVersion,
    },
  };
}

export async function relayDueDeliveries(options: RelayOptions) {
  const {
    db,
    fetch: send = fetch,
    now = () => new Date(),
    random = Math.random,
    secret,
    maxAttempts = RELAY_DEFAULTS.maxAttempts,
    baseDelayMs = RELAY_DEFAULTS.baseDelayMs,
    maxDelayMs = RELAY_DEFAULTS.maxDelayMs,
    timeoutMs = RELAY_DEFAULTS.timeoutMs,
  } = options;
  const counts = { delivered: 0, retried: 0, dead: 0 };
  const due = await claimDueDeliveries(db, { now: now(), leaseMs: timeoutMs * 3 });
  for (const delivery of due) {
    const body = JSON.stringify(deliveryPayload(delivery));
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "idempotency-key": delivery.id,
      "x-lead-id": delivery.leadId,
    };
    if (secret) headers["x-lead-signature"] = `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

    let statusCode: number | null = null;
    let error: string;
    try {
      const response = await send(delivery.targetUrl, {
        method: "POST",
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      statusCode = response.status;
      await response.body?.cancel();
      if (response.ok) {
        await markDeliveryDelivered(db, delivery.id, { statusCode, now: now() });
        counts.delivered++;
        logger.info({ deliveryId: delivery.id, leadId: delivery.leadId, statusCode }, "lead.delivery.delivered");
        continue;
      }
      error = `HTTP ${response.status}`;
    } catch (cause) {
      error = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    }

    const attempt = delivery.attempts + 1;
    // The retry is scheduled from this moment; the log line carries it, so the backoff can be
    // checked from the line alone, however late the line is written.
    const failedAt = now();
    const retryAt = nextAttemptAt(attempt, { maxAttempts, baseDelayMs, maxDelayMs, random }, { now: () => failedAt });
    await markDeliveryFailed(db, delivery.id, { error, statusCode, retryAt, now: failedAt });
    if (retryAt) counts.retried++;
    else counts.dead++;
    logger[retryAt ? "warn" : "error"](
      {
        deliveryId: delivery.id,
        leadId: delivery.leadId,
        attempt,
        statusCode,
        error,
        failedAt: failedAt.toISOString(),
        retryAt: retryAt?.toISOString(),
      },
      retryAt ? "lead.delivery.retry" : "lead.delivery.dead",
    );
  }
  return counts;
}

export type LeadRelay = RepeatingJob<RelayOptions>;

/** The process's relay loop (one per instance; rows are claimed, so instances do not collide). */
let relay: LeadRelay | undefined;

export function getLeadRelay(): LeadRelay {
  relay ??= createLeadRelay();
  return relay;
}

function createLeadRelay(): LeadRelay {
  return repeatingJob(relayDueDeliveries, {
    defaultIntervalMs: 15_000,
    onError: (error) => logger.error({ err: error }, "lead.relay.failed"),
  });
}
