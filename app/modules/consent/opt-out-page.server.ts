import type { Kysely } from "kysely";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { data, redirect } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { logger } from "#app/lib/logger.server.ts";
import { maskPhone } from "#app/lib/mask.ts";
import { consumeOrWait } from "#app/lib/rate-limit.server.ts";
import { sharedRateLimiter } from "#app/platform/access/rate-limit.server.ts";
import { getMessageRelay } from "#app/platform/messaging/relay.server.ts";
import { type ConsentSettings, consentStateOf, numberOfOptOutToken, withdrawByOptOutToken } from "./consent.server.ts";
import { optOutCopy as copy } from "./copy.ts";

/**
 * The one-tap opt-out page's server side (`/unsubscribe/:token`, no sign-in). The token is the only
 * key: a wrong one answers 404, and an address that tries many wrong ones (20 in 10 minutes) is
 * refused a while (429). A right token always opens (many people share a carrier's address); only
 * misses count. Posts count per address (10 in 10 minutes) as the other public forms do. The page
 * shows the number masked and nothing else of the person. Never logs the number. A token is one
 * complex's: through the host's scoped handle, another complex's token answers 404.
 */
export type OptOutDeps = {
  db: Kysely<Database>;
  limits: { misses: RateLimiterAbstract; posts: RateLimiterAbstract };
  settings?: ConsentSettings;
  onQueued?: () => void;
};

function depsOf(db: Kysely<Database>): OptOutDeps {
  const limits = {
    misses: sharedRateLimiter({ keyPrefix: "opt-out-token", points: 20, durationSeconds: 600 }),
    posts: sharedRateLimiter({ keyPrefix: "opt-out-post", points: 10, durationSeconds: 600 }),
  };
  return { db, limits, onQueued: () => getMessageRelay().kick() };
}

export type OptOutLimited = { status: "rate-limited"; retryAfterSeconds: number };

async function numberFor(
  deps: OptOutDeps,
  token: string,
  clientAddress: string,
): Promise<{ siteId: string; phone: string } | OptOutLimited | undefined> {
  const number = await numberOfOptOutToken(deps.db, token);
  if (number) return number;
  const retryAfterSeconds = await consumeOrWait(deps.limits.misses, clientAddress);
  if (retryAfterSeconds === undefined) return undefined;
  logger.warn("consent.token.rate_limited");
  return { status: "rate-limited", retryAfterSeconds };
}

export type OptOutView = { masked: string; withdrawn: boolean };

/** What the page shows for a token: the masked number and whether it is withdrawn; undefined → 404. */
export async function optOutPageOf(
  token: string,
  clientAddress: string,
  deps: OptOutDeps,
): Promise<OptOutView | OptOutLimited | undefined> {
  const number = await numberFor(deps, token, clientAddress);
  if (!number || "status" in number) return number;
  const state = await consentStateOf(deps.db, number.siteId, number.phone);
  return { masked: maskPhone(number.phone), withdrawn: state === "withdrawn" };
}

export type OptOutResult = "withdrawn" | "already" | "not-found" | "failed" | OptOutLimited;

/** The page's post: the number's consent to the complex withdrawn at once (every lead of it there), in one request. */
export async function optOutByToken(
  token: string,
  clientAddress: string,
  { now = new Date(), deps }: { now?: Date; deps: OptOutDeps },
): Promise<OptOutResult> {
  const number = await numberFor(deps, token, clientAddress);
  if (number === undefined) return "not-found";
  if ("status" in number) return number;
  const retryAfterSeconds = await consumeOrWait(deps.limits.posts, clientAddress);
  if (retryAfterSeconds !== undefined) return { status: "rate-limited", retryAfterSeconds };
  try {
    const result = await withdrawByOptOutToken(deps.db, token, { now, settings: deps.settings });
    if (!result) return "not-found";
    logger.info({ result }, "consent.opt_out");
    if (result === "withdrawn") deps.onQueued?.();
    return result;
  } catch (error) {
    logger.error({ err: error }, "consent.opt_out.failed");
    return "failed";
  }
}

function notFound(): never {
  throw data(null, { status: 404, headers: NOT_CACHED_OR_INDEXED });
}

function tooMany(retryAfterSeconds: number) {
  return { status: 429, headers: { ...NOT_CACHED_OR_INDEXED, "Retry-After": String(retryAfterSeconds) } };
}

/** The page: 404 for an unknown token, 429 with a wait for an address guessing too many. */
export async function unsubscribePage(db: Kysely<Database>, clientAddress: string, token: string, url: URL) {
  const view = (await optOutPageOf(token, clientAddress, depsOf(db))) ?? notFound();
  if ("status" in view) throw data({ message: copy.rateLimited }, tooMany(view.retryAfterSeconds));
  const justDone = url.searchParams.get("done") === "1";
  return data({ masked: view.masked, state: view.withdrawn ? (justDone ? "done" : "already") : "ask" } as const, {
    headers: NOT_CACHED_OR_INDEXED,
  });
}

/** The post, then back to the page (post → redirect → get, so a reload does not post again). */
export async function unsubscribeAction(db: Kysely<Database>, clientAddress: string, token: string, request: Request) {
  await readFormData(request);
  const result = await optOutByToken(token, clientAddress, { deps: depsOf(db) });
  if (result === "not-found") notFound();
  if (result === "withdrawn" || result === "already") {
    const query = result === "withdrawn" ? "?done=1" : "";
    return redirect(`/unsubscribe/${token}${query}`, { status: 303, headers: NOT_CACHED_OR_INDEXED });
  }
  if (result !== "failed") return data({ message: copy.rateLimited }, tooMany(result.retryAfterSeconds));
  return data({ message: copy.failed }, { status: 503, headers: NOT_CACHED_OR_INDEXED });
}
