import type { Kysely } from "kysely";
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { attributionFromForm, ownHostsOf } from "#app/modules/attribution/attribution.server.ts";
import { interestMessages, privacy, rateLimitedMessage } from "#app/modules/leads/copy.ts";
import { createLead } from "#app/modules/leads/lead.server.ts";
import { HONEYPOT_FIELD, type LeadResult, parseLead } from "#app/modules/leads/schema.ts";
import { sharedRateLimiter } from "#app/platform/access/rate-limit.server.ts";
import { getMessageRelay } from "#app/platform/messaging/relay.server.ts";
import { getLeadRelay } from "./relay.server.ts";

/** SPEC §8: the failure the forms show on a server or database failure. */
const UNAVAILABLE = interestMessages.failure;

export type LeadRequestDeps = {
  db: Kysely<Database>;
  limiter: RateLimiterAbstract;
  /** The complex of the host the form was posted on: the lead is its, whatever other complex the form names. */
  siteId: string;
  webhookUrl?: string;
  staffAlert?: { phones?: readonly string[]; siteUrl: string };
  onStored?: () => void;
  /** The site's address: a referrer on it is a move inside the site, not a channel. */
  siteUrl?: string;
};

export type LeadResponse = { result: LeadResult; status: number; headers?: Record<string, string> };

export function defaultDeps(db: Kysely<Database>, siteId: string): LeadRequestDeps {
  const env = getEnv();
  return {
    db,
    limiter: sharedRateLimiter({
      keyPrefix: "lead",
      points: env.LEAD_RATE_LIMIT,
      durationSeconds: env.LEAD_RATE_LIMIT_WINDOW_SECONDS,
    }),
    siteId,
    webhookUrl: env.LEAD_WEBHOOK_URL,
    // The complex's own numbers (단지 관리 › 발송 설정; the first complex starts from STAFF_ALERT_PHONES).
    staffAlert: { siteUrl: env.SITE_URL },
    onStored: () => {
      getLeadRelay().kick();
      getMessageRelay().kick();
    },
    siteUrl: env.SITE_URL,
  };
}

/**
 * One lead submission, from any form, with or without JavaScript:
 * honeypot → schema (400 with Korean field errors) → rate limit per client address (429) → one
 * transaction (lead + outbox row) → 200 only after the commit. A database failure answers 503,
 * which the forms show as SPEC §8's failure message.
 *
 * Method and origin are checked once, in front of every route (server/app.ts: a Korean 405 or
 * 403 before any action runs); React Router's `allowedActionOrigins` is its own second check.
 * `fallbackLanding` is the landing a form that carried none is classified by (a page action's
 * refererLandingOf, app/modules/attribution/attribution.server.ts).
 */
export async function handleLeadRequest(
  request: Request,
  clientAddress: string,
  deps: LeadRequestDeps,
  { fallbackLanding = null }: { fallbackLanding?: string | null } = {},
): Promise<LeadResponse> {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return { result: { status: "invalid", fieldErrors: { form: ["잘못된 요청입니다."] } }, status: 400 };
  }

  // A filled honeypot is a bot: it hears success and nothing is stored.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.warn({ form: formData.get("form") }, "lead.rejected.honeypot");
    return { result: { status: "success" }, status: 200 };
  }

  const parsed = parseLead(formData);
  if (!parsed.success) {
    logger.info({ fields: Object.keys(parsed.fieldErrors) }, "lead.rejected.invalid");
    return { result: { status: "invalid", fieldErrors: parsed.fieldErrors }, status: 400 };
  }
  const submission = parsed.data;

  try {
    await deps.limiter.consume(clientAddress);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      logger.warn({ form: submission.form }, "lead.rejected.rate_limited");
      return {
        result: { status: "rate-limited", message: rateLimitedMessage },
        status: 429,
        headers: { "Retry-After": String(Math.ceil(error.msBeforeNext / 1000)) },
      };
    }
    logger.error({ err: error }, "lead.rate_limit.failed");
    return { result: { status: "failed", message: UNAVAILABLE }, status: 503 };
  }

  try {
    const { id, duplicate } = await createLead(deps.db, {
      submission,
      // The host's complex, whatever complex the form names (a visitor never chooses it).
      siteId: deps.siteId,
      attribution: attributionFromForm(formData, ownHostsOf(deps.siteUrl ?? "", request.url), fallbackLanding),
      consentVersion: privacy.consentVersion,
      webhookUrl: deps.webhookUrl,
      staffAlert: deps.staffAlert,
    });
    logger.info({ leadId: id, form: submission.form, duplicate }, duplicate ? "lead.duplicate" : "lead.stored");
    if (!duplicate && (deps.webhookUrl || deps.staffAlert)) deps.onStored?.();
    return { result: { status: "success" }, status: 200 };
  } catch (error) {
    logger.error({ err: error, form: submission.form }, "lead.store_failed");
    return { result: { status: "failed", message: UNAVAILABLE }, status: 503 };
  }
}
