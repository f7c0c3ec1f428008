import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { type RepeatingJob, repeatingJob } from "#app/lib/background-job.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { quietHoursEnd } from "#app/lib/quiet-hours.ts";
import { channelFor } from "./channel.ts";
import { nextAttemptAt, type RetryPolicy } from "./outbox.server.ts";
import type { LookupOutcome, MessageProvider, Sending, SendOutcome } from "./provider.server.ts";
import type { MessageRow } from "./tables.ts";
import {
  claimDueMessages,
  holdMessage,
  markMessageFailed,
  markMessageNotSent,
  markMessageSent,
  markSendStarting,
  releaseMessages,
} from "./text-outbox.server.ts";

/**
 * Sends the `messages` outbox a claimed batch per request; failures are retried with backoff, then
 * dead. Logs carry ids, kinds and statuses, never a number or a name.
 */
export type MessageRelayOptions = {
  db: Kysely<Database>;
  provider: MessageProvider;
  now?: () => Date;
  random?: () => number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  batchSize?: number;
  /** How long a round holds what it claimed; it sends nothing once half of it is gone. */
  leaseMs?: number;
  pace?: () => Promise<void>;
  beforeRound?: (now: Date) => Promise<void>;
  /** The text as sent (links put in, never stored); null: its moment has passed, not sent. */
  render?: (message: MessageRow, now: Date) => Promise<string | null>;
  /** Kinds held from 21:00 to 08:00 Korea time, like advertising. */
  daytimeKinds?: ReadonlySet<string>;
  /** The complex's sender number and Kakao channel; without it, the provider's own. */
  sendingOf?: (siteId: string) => Promise<Sending>;
};

const EXPIRED = "보낼 시간이 지나 보내지 않았습니다.";
/** A provider that answered for some messages of a request and not this one: it may have it. */
const NO_OUTCOME: SendOutcome = {
  status: "failed",
  permanent: false,
  error: "발송 결과 없음(발송 여부 확인 필요)",
  unknown: true,
};

type Counts = { sent: number; notSent: number; retried: number; dead: number; held: number; released: number };

/** One round: one batch claimed, one request to the provider. `more`: the batch was full, go on. */
export async function relayDueMessages({
  db,
  provider,
  now = () => new Date(),
  random = Math.random,
  maxAttempts = 6,
  baseDelayMs = 30_000,
  maxDelayMs = 3_600_000,
  batchSize = 200,
  leaseMs = 120_000,
  pace,
  beforeRound,
  render,
  daytimeKinds,
  sendingOf,
}: MessageRelayOptions): Promise<Counts & { requests: number; more: boolean }> {
  await beforeRound?.(now());
  const counts: Counts = { sent: 0, notSent: 0, retried: 0, dead: 0, held: 0, released: 0 };
  const claimedAt = now();
  const claimed = await claimDueMessages(db, { now: claimedAt, limit: batchSize, leaseMs });
  const policy = { now, random, maxAttempts, baseDelayMs, maxDelayMs, provider, counts };
  const outgoing: MessageRow[] = [];
  for (const message of claimed) {
    // Advertising (정보통신망법 art. 50(3)) and the consent notices never leave in the quiet hours,
    // a retry included: they wait for 08:00 Korea time, no attempt counted.
    const quietUntil = message.purpose === "ad" || daytimeKinds?.has(message.kind) ? quietHoursEnd(now()) : null;
    if (quietUntil) {
      await holdMessage(db, message.id, quietUntil, now());
      counts.held++;
      logger.info({ messageId: message.id, kind: message.kind, until: quietUntil.toISOString() }, "message.held");
      continue;
    }
    const body = render ? await render(message, now()) : message.body;
    if (body === null) {
      await markMessageFailed(db, message.id, { error: EXPIRED, retryAt: null, now: now() });
      counts.dead++;
      logger.warn({ messageId: message.id, kind: message.kind, provider: provider.name }, "message.expired");
      continue;
    }
    const ready = body === message.body ? message : { ...message, body, channel: channelFor(body) };
    const lookup = await lookUpUnknownSend(provider, ready);
    if (lookup?.status === "found") {
      const { providerMessageId, channel } = lookup;
      const found: SendOutcome = { status: "sent", providerMessageId, channel };
      await settleMessage(db, ready, found, { ...policy, foundAtProvider: true });
    } else if (lookup?.status === "failed") {
      const failed: SendOutcome = { status: "failed", permanent: false, error: lookup.error, unknown: true };
      await settleMessage(db, ready, failed, policy);
    } else {
      outgoing.push(ready);
    }
  }
  let requests = 0;
  if (outgoing.length > 0 && now().getTime() - claimedAt.getTime() > leaseMs / 2) {
    // The lookups took long: too little of the lease is left to be sure no other relay takes these.
    await releaseMessages(
      db,
      outgoing.map((message) => message.id),
      now(),
    );
    counts.released += outgoing.length;
  } else if (outgoing.length > 0) {
    // Only a provider that can look a message up is told first: a crash after its answer then
    // leaves messages that are looked up, not sent again.
    if (provider.findSent) {
      await markSendStarting(
        db,
        outgoing.map((message) => message.id),
        now(),
      );
    }
    const sent = await sendAll(provider, outgoing, { sendingOf, pace });
    requests += sent.requests;
    const outcomes = sent.outcomes;
    await db.transaction().execute(async (trx) => {
      for (const message of outgoing) {
        await settleMessage(trx, message, outcomes.get(message.id) ?? NO_OUTCOME, policy);
      }
    });
  }
  return { ...counts, requests, more: claimed.length >= batchSize };
}

/**
 * One request per complex in the batch, each with its own sender number and Kakao channel; the
 * pacing (the provider's rate limit) holds for each request.
 */
async function sendAll(
  provider: MessageProvider,
  messages: MessageRow[],
  { sendingOf, pace }: Pick<MessageRelayOptions, "sendingOf" | "pace">,
): Promise<{ outcomes: Map<string, SendOutcome>; requests: number }> {
  const outcomes = new Map<string, SendOutcome>();
  let requests = 0;
  for (const [siteId, group] of Map.groupBy(messages, (message) => message.site_id)) {
    const sending = await sendingOf?.(siteId);
    await pace?.();
    requests++;
    if (provider.sendMany) {
      for (const [id, outcome] of await provider.sendMany(group, sending)) outcomes.set(id, outcome);
    } else for (const message of group) outcomes.set(message.id, await provider.send(message, sending));
  }
  return { outcomes, requests };
}

async function settleMessage(
  db: Kysely<Database>,
  message: MessageRow,
  outcome: SendOutcome,
  {
    now,
    random,
    maxAttempts,
    baseDelayMs,
    maxDelayMs,
    provider,
    counts,
    foundAtProvider,
  }: RetryPolicy & { now: () => Date; provider: MessageProvider; counts: Counts; foundAtProvider?: boolean },
) {
  const log = { messageId: message.id, kind: message.kind, provider: provider.name };
  if (outcome.status === "sent") {
    await markMessageSent(db, message.id, { ...outcome, now: now() });
    counts.sent++;
    logger.info({ ...log, channel: outcome.channel, ...(foundAtProvider ? { foundAtProvider } : {}) }, "message.sent");
    return;
  }
  if (outcome.status === "not-sent") {
    await markMessageNotSent(db, message.id, outcome.reason, now());
    counts.notSent++;
    logger.info(log, "message.not_sent");
    return;
  }
  const attempt = message.attempts + 1;
  const retryAt = nextAttemptAt(
    attempt,
    { maxAttempts, baseDelayMs, maxDelayMs, random },
    { now, permanent: outcome.permanent },
  );
  await markMessageFailed(db, message.id, {
    error: outcome.error,
    retryAt,
    unknown: outcome.unknown,
    // A clear refusal: back to what it was before markSendStarting.
    unknownSince: message.outcome_unknown_since,
    now: now(),
  });
  if (retryAt) counts.retried++;
  else counts.dead++;
  logger[retryAt ? "warn" : "error"](
    { ...log, attempt, error: outcome.error, retryAt: retryAt?.toISOString() },
    retryAt ? "message.retry" : "message.dead",
  );
}

/** The rate limit toward the provider, per instance: requests start at least `intervalMs` apart. */
export function requestPacer(
  intervalMs: number,
  {
    clock = () => performance.now(),
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  }: { clock?: () => number; sleep?: (ms: number) => Promise<void> } = {},
): () => Promise<void> {
  let nextAt = Number.NEGATIVE_INFINITY;
  return async () => {
    const wait = nextAt - clock();
    if (wait > 0) await sleep(wait);
    nextAt = Math.max(clock(), nextAt) + intervalMs;
  };
}

/** An unknown outcome is looked up first (a blind resend would text twice), a little before queuing: clocks differ. */
async function lookUpUnknownSend(provider: MessageProvider, message: MessageRow): Promise<LookupOutcome | null> {
  if (!message.outcome_unknown_since || !provider.findSent) return null;
  return provider.findSent(message, new Date(new Date(message.created_at).getTime() - 10 * 60_000));
}

export type MessageRelay = RepeatingJob<MessageRelayOptions>;

let relay: MessageRelay | undefined;

export function getMessageRelay(): MessageRelay {
  relay ??= createMessageRelay();
  return relay;
}

function createMessageRelay(): MessageRelay {
  const job: MessageRelay = repeatingJob(
    async (options: MessageRelayOptions) => {
      // A full batch: more may be due; the next round at once (after stop(), a kick does nothing).
      if ((await relayDueMessages(options)).more) job.kick();
    },
    {
      defaultIntervalMs: 10_000,
      onError: (error) => logger.error({ err: error }, "message.relay.failed"),
    },
  );
  return job;
}
