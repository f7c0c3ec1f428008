import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import { claimDueMessages, markMessageFailed, markMessageNotSent, markMessageSent } from "./outbox.server.ts";
import type { MessageProvider } from "./provider.server.ts";

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
};

export function messageRetryDelayMs(attempt: number, baseDelayMs: number, maxDelayMs: number, random: () => number) {
  const exponential = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

export async function relayDueMessages({
  db,
  provider,
  now = () => new Date(),
  random = Math.random,
  maxAttempts = 6,
  baseDelayMs = 30_000,
  maxDelayMs = 3_600_000,
  beforeRound,
}: MessageRelayOptions) {
  await beforeRound?.(now());
  const counts = { sent: 0, notSent: 0, retried: 0, dead: 0 };
  for (const message of await claimDueMessages(db, { now: now() })) {
    const outcome = await provider.send(message);
    const log = { messageId: message.id, kind: message.kind, provider: provider.name };
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
    const retryAt =
      outcome.permanent || attempt >= maxAttempts
        ? null
        : new Date(now().getTime() + messageRetryDelayMs(attempt, baseDelayMs, maxDelayMs, random));
    await markMessageFailed(db, message.id, { error: outcome.error, retryAt, now: now() });
    if (retryAt) counts.retried++;
    else counts.dead++;
    logger[retryAt ? "warn" : "error"](
      { ...log, attempt, error: outcome.error, retryAt: retryAt?.toISOString() },
      retryAt ? "message.retry" : "message.dead",
    );
  }
  return counts;
}

export type MessageRelay = {
  start(options: MessageRelayOptions & { intervalMs?: number }): void;
  kick(): void;
  stop(): Promise<void>;
};

let relay: MessageRelay | undefined;

/** The process's message relay (one per instance; messages are claimed, so instances do not collide). */
export function getMessageRelay(): MessageRelay {
  relay ??= createMessageRelay();
  return relay;
}

function createMessageRelay(): MessageRelay {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let options: MessageRelayOptions | undefined;
  const run = () => {
    if (!options) return;
    if (running) {
      again = true;
      return;
    }
    running = relayDueMessages(options)
      .catch((error) => logger.error({ err: error }, "message.relay.failed"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return {
    start({ intervalMs = 10_000, ...relayOptions }) {
      options = relayOptions;
      timer = setInterval(run, intervalMs);
      timer.unref();
      run();
    },
    kick: run,
    async stop() {
      clearInterval(timer);
      options = undefined;
      await running;
    },
  };
}
