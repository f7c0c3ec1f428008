import { isbot } from "isbot";
import type { Kysely } from "kysely";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { findPageByPath } from "#app/content/pages/index.ts";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { seoulDay } from "#app/lib/korea-time.ts";
import { logger } from "#app/lib/logger.server.ts";
import { pathPattern } from "#app/lib/path-pattern.ts";
import { SITE_ID_PATTERN } from "#app/lib/site-id.ts";
import { pageViewMessages } from "#app/modules/attribution/copy.ts";
import { ownHostsOf } from "./attribution.server.ts";
import { attributionOf, OTHER_KEY } from "./attribution.ts";
import { PAGE_VIEW_BODY_MAX, PageViewSchema } from "./page-view-schema.ts";

/** Pages outside the content list, and any address that is not a page (a 404), share one row. */
export const OTHER_PATH = "/*";

type Shape = [RegExp, string];

/** Compiled once per list: matched on the lower-cased path, any param one segment. */
const compiled = new WeakMap<readonly string[], readonly Shape[]>();

function patternsOf(shapes: readonly string[]): readonly Shape[] {
  let patterns = compiled.get(shapes);
  if (!patterns) {
    patterns = shapes.map((shape) => [pathPattern(shape.toLowerCase()), shape]);
    compiled.set(shapes, patterns);
  }
  return patterns;
}

/**
 * A page's row in the daily counts: the canonical path of a content page, the route shape of a
 * feature's page (`shapes`: each feature's `pageViewShapes`, app/modules/index.server.ts; a
 * booking's token or an article id never becomes a row), `/*` for anything else; null for the
 * admin area, which is never counted.
 */
export function pageViewPath(pathname: string, shapes: readonly string[]): string | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  const lower = path.toLowerCase();
  if (lower === "/admin" || lower.startsWith("/admin/")) return null;
  const page = findPageByPath(path);
  if (page) return page.path;
  for (const [pattern, shape] of patternsOf(shapes)) {
    const match = pattern.exec(lower);
    const site = match?.groups?.site;
    if (match && (site === undefined || SITE_ID_PATTERN.test(site))) return shape;
  }
  return OTHER_PATH;
}

export type PageView = { day: string; path: string; channel: string; campaign: string; visit: boolean };

/**
 * Distinct channels, and campaigns per channel, a day keeps: they come from the visitor's address,
 * so unbounded every made-up value would be a row. Two instances may each pass it by one.
 */
export type PageViewBounds = { channels: number; campaigns: number };
export const PAGE_VIEW_BOUNDS: PageViewBounds = { channels: 30, campaigns: 20 };

/** Values already admitted per database and day: a known value costs no extra query. */
const admitted = new WeakMap<Kysely<Database>, { day: string; keys: Set<string> }>();

function admittedKeys(db: Kysely<Database>, day: string): Set<string> {
  let entry = admitted.get(db);
  if (entry?.day !== day) {
    entry = { day, keys: new Set() };
    admitted.set(db, entry);
  }
  return entry.keys;
}

/**
 * The channel and campaign a view is counted under: its own while the day has them or has room for
 * them, else OTHER_KEY ("기타"; a channel past the bound keeps no campaign). No view is dropped.
 */
export async function boundedKey(
  db: Kysely<Database>,
  view: Pick<PageView, "day" | "channel" | "campaign">,
  bounds: PageViewBounds = PAGE_VIEW_BOUNDS,
): Promise<{ channel: string; campaign: string }> {
  const keys = admittedKeys(db, view.day);
  const pair = JSON.stringify([view.channel, view.campaign]);
  if (keys.has(pair)) return { channel: view.channel, campaign: view.campaign };
  const channelKey = JSON.stringify([view.channel]);
  if (!keys.has(channelKey) && view.channel !== OTHER_KEY) {
    const channels = await db
      .selectFrom("page_views_daily")
      .select("channel")
      .distinct()
      .where("day", "=", view.day)
      .where("channel", "<>", OTHER_KEY)
      .execute();
    const known = channels.some((row) => row.channel === view.channel);
    if (!known && channels.length >= bounds.channels) return { channel: OTHER_KEY, campaign: "" };
  }
  keys.add(channelKey);
  if (view.campaign !== "" && view.campaign !== OTHER_KEY) {
    const campaigns = await db
      .selectFrom("page_views_daily")
      .select("campaign")
      .distinct()
      .where("day", "=", view.day)
      .where("channel", "=", view.channel)
      .where("campaign", "not in", ["", OTHER_KEY])
      .execute();
    const known = campaigns.some((row) => row.campaign === view.campaign);
    if (!known && campaigns.length >= bounds.campaigns) return { channel: view.channel, campaign: OTHER_KEY };
  }
  keys.add(pair);
  return { channel: view.channel, campaign: view.campaign };
}

/**
 * One view added to its day's row in a single statement: concurrent beacons and instances add up
 * exactly. The row is the complex's (a request's scoped handle writes its id; else the first's).
 */
export async function recordPageView(db: Kysely<Database>, view: PageView): Promise<void> {
  const visits = view.visit ? 1 : 0;
  await db
    .insertInto("page_views_daily")
    .values({ day: view.day, path: view.path, channel: view.channel, campaign: view.campaign, views: 1, visits })
    .onConflict((oc) =>
      oc.columns(["site_id", "day", "path", "channel", "campaign"]).doUpdateSet((eb) => ({
        views: eb("page_views_daily.views", "+", eb.ref("excluded.views")),
        visits: eb("page_views_daily.visits", "+", eb.ref("excluded.visits")),
      })),
    )
    .execute();
}

export type PageViewDeps = {
  db: Kysely<Database>;
  /** The features' page shapes (pageViewPath): this module knows no feature. */
  shapes: readonly string[];
  limiter: RateLimiterAbstract;
  siteUrl: string;
  now?: () => Date;
  bounds?: PageViewBounds;
};

let viewLimiter: RateLimiterAbstract | undefined;

/** The server's own: its database, an in-memory limiter, SITE_URL. */
export function pageViewDeps(db: Kysely<Database>, shapes: readonly string[]): PageViewDeps {
  const env = getEnv();
  // In memory: a beacon is worth less than a database write for its counter; each instance
  // limits its own share.
  viewLimiter ??= new RateLimiterMemory({
    keyPrefix: "view",
    points: env.VIEW_RATE_LIMIT,
    duration: env.VIEW_RATE_LIMIT_WINDOW_SECONDS,
  });
  return { db, shapes, limiter: viewLimiter, siteUrl: env.SITE_URL };
}

export type PageViewResponse = { status: number; message?: string; headers?: Record<string, string> };

const refused = (status: number, message: string, headers?: Record<string, string>): PageViewResponse => ({
  status,
  message,
  headers,
});

/**
 * One page-view beacon: form-encoded body → schema (400) → bots and the admin area ignored (204,
 * nothing stored) → rate limit per address (429) → the day's counter (204). Nothing about the
 * visitor is kept or logged: no address, no user agent, no identifier.
 */
export async function handlePageView(
  request: Request,
  clientAddress: string,
  deps: PageViewDeps,
): Promise<PageViewResponse> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "text/plain") {
    return refused(415, pageViewMessages.unsupportedType);
  }
  let body: string;
  try {
    body = await request.text();
  } catch {
    return refused(400, pageViewMessages.invalid);
  }
  if (body.length > PAGE_VIEW_BODY_MAX) return refused(413, pageViewMessages.invalid);
  const parsed = PageViewSchema.safeParse(Object.fromEntries(new URLSearchParams(body)));
  if (!parsed.success) return refused(400, pageViewMessages.invalid);

  const userAgent = request.headers.get("user-agent");
  if (userAgent && isbot(userAgent)) return { status: 204 };
  const path = pageViewPath(parsed.data.p, deps.shapes);
  if (path === null) return { status: 204 };

  try {
    await deps.limiter.consume(clientAddress);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return refused(429, pageViewMessages.rateLimited, {
        "Retry-After": String(Math.ceil(error.msBeforeNext / 1000)),
      });
    }
    logger.error({ err: error }, "page_view.rate_limit.failed");
    return refused(503, pageViewMessages.unavailable);
  }

  const attribution = attributionOf({
    landing: parsed.data.l,
    referrer: parsed.data.r,
    ownHosts: ownHostsOf(deps.siteUrl, request.url),
  });
  try {
    const day = seoulDay(deps.now?.() ?? new Date());
    const key = await boundedKey(
      deps.db,
      // A visit whose first page came from the site itself (a tab opened from another): unknown.
      { day, channel: attribution?.channel ?? "unknown", campaign: attribution?.campaign ?? "" },
      deps.bounds,
    );
    await recordPageView(deps.db, { day, path, ...key, visit: parsed.data.v === "1" });
    return { status: 204 };
  } catch (error) {
    logger.error({ err: error }, "page_view.store_failed");
    return refused(503, pageViewMessages.unavailable);
  }
}

/** POST /api/view's answer: 204 when counted or ignored, a Korean message with every refusal. */
export async function pageViewAnswer(
  db: Kysely<Database>,
  request: Request,
  clientAddress: string,
  shapes: readonly string[],
): Promise<Response> {
  const { status, message, headers } = await handlePageView(request, clientAddress, pageViewDeps(db, shapes));
  const common = { ...headers, "Cache-Control": CACHE_CONTROL.none };
  if (!message) return new Response(null, { status, headers: common });
  return Response.json({ status: "failed", message }, { status, headers: common });
}
