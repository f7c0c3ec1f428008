import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import { readSiteSending } from "#app/platform/sites/sending.server.ts";
import { readComplexes } from "#app/platform/sites/sites.server.ts";
import { deliverySourceFromEnv, providerFromEnv } from "./config.server.ts";
import { getDeliveryReportJob } from "./delivery-reports.server.ts";
import type { Alimtalk, Sending } from "./provider.server.ts";
import { getMessageRelay, requestPacer } from "./relay.server.ts";
import type { MessageRow } from "./tables.ts";

type MessagingContext = { db: Kysely<Database>; env: Env };

/** What a feature adds to the text relay, declared in its feature.server.ts (`messaging`). */
export type MessagingHooks = {
  /** Runs before each relay round: texts that fall due by the clock are queued here. */
  beforeRound?: (context: MessagingContext, now: Date) => Promise<unknown>;
  /**
   * The text as it is sent, from the stored body (links and codes put in right before sending,
   * never stored); null when its moment has passed: then it is not sent at all.
   */
  render?: (context: MessagingContext, message: MessageRow, now: Date) => Promise<string | null>;
  /** Kinds held from 21:00 to 08:00 Korea time, like advertising. */
  daytimeKinds?: readonly string[];
  /** The feature's 알림톡 templates, when the settings name a channel and template ids. */
  alimtalk?: (env: Env) => Alimtalk | undefined;
};

/**
 * Starts the text relay and, with SOLAPI, the delivery reports, wired with what the features
 * declare (in list order). Always relayed: with no provider the texts are marked not sent.
 */
export function startMessaging({
  db,
  env,
  features,
}: MessagingContext & { features: readonly { messaging?: MessagingHooks }[] }): () => Promise<void> {
  const hooks = features.flatMap((feature) => (feature.messaging ? [feature.messaging] : []));
  const context = { db, env };
  const renderers = hooks.flatMap((hook) => (hook.render ? [hook.render] : []));
  const relay = getMessageRelay();
  relay.start({
    db,
    provider: providerFromEnv(env, alimtalkOf(hooks, env)),
    maxAttempts: env.MESSAGE_MAX_ATTEMPTS,
    baseDelayMs: env.MESSAGE_RETRY_BASE_SECONDS * 1000,
    maxDelayMs: env.MESSAGE_RETRY_MAX_SECONDS * 1000,
    intervalMs: env.MESSAGE_POLL_SECONDS * 1000,
    batchSize: env.MESSAGE_BATCH_SIZE,
    pace: requestPacer(env.MESSAGE_REQUEST_INTERVAL_SECONDS * 1000),
    beforeRound: async (now) => {
      for (const hook of hooks) await hook.beforeRound?.(context, now);
    },
    render:
      renderers.length === 0
        ? undefined
        : async (message, now) => {
            let body: string | null = message.body;
            for (const render of renderers) {
              body = await render(context, { ...message, body }, now);
              if (body === null) return null;
            }
            return body;
          },
    daytimeKinds: new Set(hooks.flatMap((hook) => hook.daytimeKinds ?? [])),
    sendingOf: (siteId) => sendingOfComplex(db, siteId),
  });
  const source = deliverySourceFromEnv(env);
  const reports = getDeliveryReportJob();
  if (source)
    reports.start({
      db,
      source,
      intervalMs: env.DELIVERY_POLL_SECONDS * 1000,
      // A message still pending is asked about again the next round.
      recheckMs: env.DELIVERY_POLL_SECONDS * 1000,
      // Our SMS in place of an undelivered 알림톡 goes out with the relay's next round: now.
      onFallbackQueued: () => relay.kick(),
    });
  return async () => {
    if (source) await reports.stop();
    await relay.stop();
  };
}

/** A complex's texts go with its own sender number and Kakao channel (단지 관리 › 발송 설정), named in the LMS subject. */
async function sendingOfComplex(db: Kysely<Database>, siteId: string): Promise<Sending> {
  const [sending, complexes] = await Promise.all([readSiteSending(db, siteId), readComplexes(db)]);
  const hasKakao = sending.kakaoPfId !== "" && Object.keys(sending.kakaoTemplates).length > 0;
  return {
    sender: sending.sender,
    kakao: hasKakao ? { pfId: sending.kakaoPfId, templates: sending.kakaoTemplates } : null,
    subject: complexes.byId.get(siteId)?.name,
  };
}

function alimtalkOf(hooks: readonly MessagingHooks[], env: Env): Alimtalk | undefined {
  const declared = hooks.flatMap((hook) => hook.alimtalk?.(env) ?? []);
  const [first] = declared;
  if (!first) return undefined;
  return {
    pfId: first.pfId,
    templates: Object.assign({}, ...declared.map((one) => one.templates)),
    texts: Object.assign({}, ...declared.map((one) => one.texts)),
  };
}
