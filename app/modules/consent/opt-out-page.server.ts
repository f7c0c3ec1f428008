import type { Kysely } from "kysely";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { getDatabase } from "#app/db/db.server.ts";
import type { Database } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import { maskPhone } from "#app/lib/mask.ts";
import { tryConsume } from "#app/lib/rate-limit.server.ts";
import { getMessageRelay } from "#app/modules/messages/relay.server.ts";
import { type ConsentSettings, consentStateOf, numberOfOptOutToken, withdrawByOptOutToken } from "./consent.server.ts";

/**
 * The one-tap opt-out page's server side (`/unsubscribe/:token`, no sign-in). The token is the only
 * key: a wrong one answers 404, and an address that tries many wrong ones (20 in 10 minutes) gets
 * 404 for every token a while; posts count per address (10 in 10 minutes) as the other public
 * forms do. The page shows the number masked and nothing else of the person. Never logs the number.
 */
export type OptOutDeps = {
  db: Kysely<Database>;
  limits: { misses: RateLimiterAbstract; posts: RateLimiterAbstract };
  settings?: ConsentSettings;
  onQueued?: () => void;
};

let limits: OptOutDeps["limits"] | undefined;
function defaultDeps(): OptOutDeps {
  const database = getDatabase();
  limits ??= {
    misses: database.createRateLimiter({ keyPrefix: "opt-out-token", points: 20, durationSeconds: 600 }),
    posts: database.createRateLimiter({ keyPrefix: "opt-out-post", points: 10, durationSeconds: 600 }),
  };
  return { db: database.db, limits, onQueued: () => getMessageRelay().kick() };
}

async function numberFor(deps: OptOutDeps, token: string, clientAddress: string): Promise<string | undefined> {
  const blocked = await deps.limits.misses.get(clientAddress);
  if (blocked && blocked.remainingPoints <= 0) return undefined;
  const phone = await numberOfOptOutToken(deps.db, token);
  if (!phone && !(await tryConsume(deps.limits.misses, clientAddress))) logger.warn("consent.token.rate_limited");
  return phone;
}

export type OptOutView = { masked: string; withdrawn: boolean };

/** What the page shows for a token: the masked number and whether it is withdrawn; undefined → 404. */
export async function optOutPageOf(
  token: string,
  clientAddress: string,
  deps: OptOutDeps = defaultDeps(),
): Promise<OptOutView | undefined> {
  const phone = await numberFor(deps, token, clientAddress);
  if (!phone) return undefined;
  return { masked: maskPhone(phone), withdrawn: (await consentStateOf(deps.db, phone)) === "withdrawn" };
}

export type OptOutResult = "withdrawn" | "already" | "not-found" | "rate-limited" | "failed";

/** The page's post: the number's consent withdrawn at once (every lead of it), in one request. */
export async function optOutByToken(
  token: string,
  clientAddress: string,
  { now = new Date(), deps = defaultDeps() }: { now?: Date; deps?: OptOutDeps } = {},
): Promise<OptOutResult> {
  if (!(await numberFor(deps, token, clientAddress))) return "not-found";
  if (!(await tryConsume(deps.limits.posts, clientAddress))) return "rate-limited";
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
