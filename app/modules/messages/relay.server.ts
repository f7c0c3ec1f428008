import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { type RepeatingJob, repeatingJob } from "#app/lib/background-job.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { nextAttemptAt } from "#app/lib/outbox.server.ts";
import { quietHoursEnd } from "#app/lib/quiet-hours.ts";
import { DAYTIME_KINDS } from "#app/modules/messages/kinds.ts";
import type { MessageRow } from "#app/modules/messages/tables.ts";
import { channelFor } from "./channel.ts";
import {
  claimDueMessages,
  holdMessage,
  markMessageFailed,
  markMessageNotSent,
  markMessageSent,
} from "./outbox.server.ts";
import type { LookupOutcome, MessageProvider, SendOutcome } from "./provider.server.ts";

/**
 * Sends the `messages` outbox: each due message is claimed (so two instances never send one
 * twice), handed to the provider and marked sent; a failure is retried with exponential backoff and
 * jitter, and after the last attempt marked dead (kept and shown in the admin). With no provider
 * the message is marked not sent. Logs carry ids, kinds and statuses, never a number or a name.
 */
export type MessageRelayOptions = {
  db: Kysely<Database>;
  provider: MessageProvider;
  now?: () => Date;
  random?: () => number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Runs before each round: the day-before reminders are queued here. */
  beforeRound?: (now: Date) => Promise<void>;
  /**
   * The text as it is sent (the bookings' change links are put in here, never stored); null when
   * its moment has passed (an expired code): then it is not sent at all.
   */
  render?: (message: MessageRow, now: Date) => Promise<string | null>;
};

const EXPIRED = "보낼 시간이 지나 보내지 않았습니다.";

export async function relayDueMessages({
  db,
  provider,
  now = () => new Date(),
  random = Math.random,
  maxAttempts = 6,
  baseDelayMs = 30_000,
  maxDelayMs = 3_600_000,
  beforeRound,
  render,
}: MessageRelayOptions) {
  await beforeRound?.(now());
  const counts = { sent: 0, notSent: 0, retried: 0, dead: 0, held: 0 };
  for (const message of await claimDueMessages(db, { now: now() })) {
    // Advertising (정보통신망법 art. 50(3)) and the consent notices never leave in the quiet hours,
    // a retry included: they wait for 08:00 Korea time, no attempt counted.
    const quietUntil = message.purpose === "ad" || DAYTIME_KINDS.has(message.kind) ? quietHoursEnd(now()) : null;
    if (quietUntil) {
      await holdMessage(db, message.id, quietUntil, now());
      counts.held++;
      logger.info({ messageId: message.id, kind: message.kind, until: quietUntil.toISOString() }, "message.held");
      continue;
    }
    const body = render ? await render(message, now()) : message.body;
    const log = { messageId: message.id, kind: message.kind, provider: provider.name };
    if (body === null) {
      await markMessageFailed(db, message.id, { error: EXPIRED, retryAt: null, now: now() });
      counts.dead++;
      logger.warn(log, "message.expired");
      continue;
    }
    const outgoing = body === message.body ? message : { ...message, body, channel: channelFor(body) };
    const lookup = await lookUpUnknownSend(provider, outgoing);
    if (lookup?.status === "found") {
      await markMessageSent(db, message.id, { ...lookup, now: now() });
      counts.sent++;
      logger.info({ ...log, channel: lookup.channel, foundAtProvider: true }, "message.sent");
      continue;
    }
    const outcome: SendOutcome =
      lookup?.status === "failed"
        ? { status: "failed", permanent: false, error: lookup.error, unknown: true }
        : await provider.send(outgoing);
    if (outcome.status === "sent") {
      await markMessageSent(db, message.id, { ...outcome, now: now() });
      counts.sent++;
      logger.info({ ...log, channel: outcome.channel }, "message.sent");
      continue;
    }
    if (outcome.status === "not-sent") {
      await markMessageNotSent(db, message.id, outcome.reason, now());
      counts.notSent++;
      logger.info(log, "message.not_sent");
      continue;
    }
    const attempt = message.attempts + 1;
    const retryAt = nextAttemptAt(
      attempt,
      { maxAttempts, baseDelayMs, maxDelayMs, random },
      { now, permanent: outcome.permanent },
    );
    await markMessageFailed(db, message.id, { error: outcome.error, retryAt, unknown: outcome.unknown, now: now() });
    if (retryAt) counts.retried++;
    else counts.dead++;
    logger[retryAt ? "warn" : "error"](
      { ...log, attempt, error: outcome.error, retryAt: retryAt?.toISOString() },
      retryAt ? "message.retry" : "message.dead",
    );
  }
  return counts;
}

/**
 * A message whose last send had an unknown outcome (a timeout; an answer that was not the
 * provider's) is looked up first: sending it again blindly would text the visitor twice. The
 * lookup starts a little before the message was queued (the two clocks may differ).
 */
async function lookUpUnknownSend(provider: MessageProvider, message: MessageRow): Promise<LookupOutcome | null> {
  if (!message.outcome_unknown_since || !provider.findSent) return null;
  return provider.findSent(message, new Date(new Date(message.created_at).getTime() - 10 * 60_000));
}

export type MessageRelay = RepeatingJob<MessageRelayOptions>;

let relay: MessageRelay | undefined;

/** The process's message relay (one per instance; messages are claimed, so instances do not collide). */
export function getMessageRelay(): MessageRelay {
  relay ??= createMessageRelay();
  return relay;
}

function createMessageRelay(): MessageRelay {
  return repeatingJob(relayDueMessages, {
    defaultIntervalMs: 10_000,
    onError: (error) => logger.error({ err: error }, "message.relay.failed"),
  });
}
