import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { Kysely } from "kysely";
import {
  createRequestHandler as createFetchHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { CACHE_CONTROL, METHOD_NOT_ALLOWED_MESSAGE, NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { loggablePath } from "#app/lib/log-path.ts";
import { logger } from "#app/lib/logger.server.ts";
import { CROSS_SITE_MESSAGE, isSameOriginRequest, type OriginPolicy, originPolicy } from "#app/lib/origin.server.ts";
import { type RequestInfo, requestInfoContext } from "#app/lib/request-context.ts";
import { FEATURES } from "#app/modules/index.server.ts";
import { worksForComplex } from "#app/platform/access/session.server.ts";
import { databaseContext } from "#app/platform/database.server.ts";
import type { SiteResolver } from "#app/platform/sites/resolver.server.ts";
import { siteScoped } from "#app/platform/sites/scope.server.ts";
import {
  CLOSED_SITE_MESSAGE,
  PREPARING_SITE_MESSAGE,
  type Site,
  siteContext,
  UNKNOWN_HOST_MESSAGE,
} from "#app/platform/sites/site.ts";
import { defaultSite, isDesignedComplex } from "#app/platform/sites/sites.server.ts";
import { responseCompression } from "./compression-levels.ts";
import { checkHealth, type HealthCheck } from "./health.ts";
import { type CachedPage, createPageCache } from "./page-cache.ts";
import { requestLimits } from "./request-limits.ts";
import { contentSecurityPolicy, createNonce, securityHeaders } from "./security-headers.ts";
import { holdStaffPreviewHeaders } from "./staff-preview.ts";
import { loadStaticFiles, serveStaticFiles } from "./static-files.ts";

export type AppOptions = {
  build: ServerBuild;
  clientDir: string;
  /** Express's `trust proxy`: a count of proxies in front, or their addresses (TRUST_PROXY). */
  trustProxy: number | string[];
  /** HTTPS-only headers (HSTS); the production server sits behind TLS. */
  production?: boolean;
  healthChecks?: HealthCheck[];
  database?: Kysely<Database> | null;
  /** 0 turns the page cache off. */
  pageCacheSeconds?: number;
  /** Host → complex; without one (unit tests) every host is the default complex. */
  sites?: SiteResolver | null;
  /** Whether the request's session is of the complex's staff (the owners too): the session and membership. */
  staffOf?: (request: Request, site: Site) => Promise<boolean>;
};

export type StaffCheck = NonNullable<AppOptions["staffOf"]>;

const PAGE_CACHE_ENTRIES = 300;

export const CACHED_PAGES: readonly CachedPage[] = FEATURES.flatMap((feature) => feature.cachedPages ?? []);

const ALLOWED_METHODS = "GET, HEAD, POST";

/** A request refused before the renderer: uncached, a short Korean message (JSON under `/api/`). */
function refuse(req: express.Request, res: express.Response, status: number, message: string) {
  res.status(status).set(NOT_CACHED_OR_INDEXED);
  if (req.path.startsWith("/api/")) res.json({ status: "failed", message });
  else res.type("text/plain; charset=utf-8").send(message);
}

/** OPTIONS gets 204 with the list and no CORS grant; other methods but GET, HEAD, POST a Korean 405. */
function allowedMethods(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "POST") return next();
  res.setHeader("Allow", ALLOWED_METHODS);
  if (req.method === "OPTIONS") {
    res.status(204).set(NOT_CACHED_OR_INDEXED).end();
    return;
  }
  refuse(req, res, 405, METHOD_NOT_ALLOWED_MESSAGE);
}

export function requestContext(
  info: RequestInfo,
  database: Kysely<Database> | null,
  site: Site,
): RouterContextProvider {
  return new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [requestInfoContext, info],
      // The host's complex: what a request reads and writes of the complex-owned tables is its own.
      [databaseContext, database && siteScoped(database, site.id)],
      [siteContext, site],
    ]),
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The notice's look in style attributes (the policy allows no style element, and the site's
 * stylesheets belong to a complex): the system's Korean face, words kept whole (keep-all), a
 * readable measure on a phone and a desktop.
 */
const NOTICE_STYLE = {
  body: "margin:0;min-height:100vh;background:#f6f4ef;color:#1f2a37;font-family:system-ui,-apple-system,'Apple SD Gothic Neo','Malgun Gothic','Noto Sans KR','Noto Sans CJK KR',sans-serif;word-break:keep-all;overflow-wrap:anywhere",
  main: "box-sizing:border-box;max-width:36rem;margin:0 auto;padding:22vh 1.5rem 3rem",
  h1: "margin:0 0 1rem;font-size:1.5rem;line-height:1.4;font-weight:700",
  p: "margin:0;font-size:1rem;line-height:1.75;color:#4b5563",
} as const;

/**
 * A visitor's notice about the complex itself (unknown host, closed, not open yet): a page of its
 * own, no script, readable on a phone; JSON under `/api/` as every refusal there.
 */
function notice(req: express.Request, res: express.Response, status: number, title: string, message: string) {
  if (req.path.startsWith("/api/")) return refuse(req, res, status, message);
  res
    .status(status)
    .set(NOT_CACHED_OR_INDEXED)
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="${NOTICE_STYLE.body}"><main style="${NOTICE_STYLE.main}"><h1 style="${NOTICE_STYLE.h1}">${escapeHtml(title)}</h1><p style="${NOTICE_STYLE.p}">${escapeHtml(message)}</p></main></body></html>`,
    );
}

/** Paths a closed complex still answers: the staff's admin (the data stays) and the health check. */
const CLOSED_SITE_OPEN = /^\/(admin|healthz)(\/|$)/;
const PREPARING_RETRY_SECONDS = "3600";
/** Paths a complex being prepared answers: its staff's admin (to fill the template) and the files it uploads. */
const PREPARING_SITE_OPEN = /^\/(admin|files)(\/|$)/;

/**
 * A signed-in staff member of a complex being prepared sees its pages (GET and HEAD; its forms stay
 * shut): only a request with a cookie asks for the session, and a failed check is no preview.
 */
async function isStaffPreview(req: express.Request, site: Site, staffOf: StaffCheck): Promise<boolean> {
  const cookie = req.get("cookie");
  if ((req.method !== "GET" && req.method !== "HEAD") || !cookie) return false;
  try {
    return await staffOf(new Request(`${req.protocol}://${req.host}/`, { headers: { cookie } }), site);
  } catch (error) {
    logger.warn({ err: error }, "site.preview.check_failed");
    return false;
  }
}

/**
 * The request's complex from its host (X-Forwarded-Host behind a trusted proxy), once, before the
 * page cache: an unknown host is a plain 404, never the first complex's pages; a closed complex
 * answers its public paths with the closing notice; a template complex still being prepared, a notice
 * (its own staff, signed in on its host, a preview that no cache keeps).
 */
function siteFromHost(sites: SiteResolver | null, staffOf: StaffCheck) {
  const fallback = defaultSite();
  return async (req: express.Request, res: express.Response, next: express.NextFunction) => {
    // The health check (GET or HEAD, answered below) belongs to no complex; any other request does.
    if (req.path === "/healthz" && (req.method === "GET" || req.method === "HEAD")) return next();
    let site: Site | null;
    try {
      site = sites ? await sites.resolve(req.host) : fallback;
    } catch (error) {
      return next(error);
    }
    if (!site) return notice(req, res, 404, "페이지를 찾을 수 없습니다", UNKNOWN_HOST_MESSAGE);
    if (site.status === "closed" && !CLOSED_SITE_OPEN.test(req.path)) {
      return notice(req, res, 410, site.name, CLOSED_SITE_MESSAGE(site.name));
    }
    if (site.status === "preparing" && !isDesignedComplex(site) && !PREPARING_SITE_OPEN.test(req.path)) {
      if (await isStaffPreview(req, site, staffOf)) {
        res.locals.staffPreview = true;
        holdStaffPreviewHeaders(res);
      } else {
        // A template complex opens when its team sets it live; until then its visitors get the notice.
        res.setHeader("Retry-After", PREPARING_RETRY_SECONDS);
        return notice(req, res, 503, site.name, PREPARING_SITE_MESSAGE(site.name));
      }
    }
    res.locals.site = site;
    next();
  };
}

/**
 * React Router refuses an action whose Origin host is not in `allowedActionOrigins`, which the build
 * fixes; behind a load balancer Host is the instance's. Listing this process's SITE_URL and
 * ALLOWED_ORIGINS ties no build to one address.
 */
export function withActionOrigins(build: ServerBuild, policy: OriginPolicy): ServerBuild {
  const hosts = [policy.siteUrl, ...policy.aliases].map((origin) => new URL(origin).host);
  return { ...build, allowedActionOrigins: [...new Set(hosts)] };
}

/**
 * The Express app: the build's public files and the page cache answer from memory (precompressed)
 * before anything else runs; the rest goes through compression, the disk fallbacks and the renderer.
 */
export async function createApp({
  build,
  clientDir,
  trustProxy,
  production = process.env.NODE_ENV === "production",
  healthChecks = [],
  pageCacheSeconds = getEnv().PAGE_CACHE_SECONDS,
  database = null,
  sites = null,
  staffOf = (request, site) => worksForComplex(request, site.id),
}: AppOptions): Promise<express.Express> {
  const origins = originPolicy();
  build = withActionOrigins(build, origins);
  const staticFiles = await loadStaticFiles(clientDir);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(securityHeaders({ production }));
  app.use(requestLimits());
  app.use(allowedMethods);
  // Hashed assets, images and fonts; a query string on a page goes to the renderer (the 2ABL/4ABL switch).
  app.use(serveStaticFiles(staticFiles));
  app.use(siteFromHost(sites, staffOf));
  const renderShared = createFetchHandler(build, process.env.NODE_ENV);
  const pageCache = createPageCache({
    ttlMs: pageCacheSeconds * 1000,
    maxEntries: PAGE_CACHE_ENTRIES,
    pages: CACHED_PAGES,
    render: (request, site) => {
      const info: RequestInfo = { clientAddress: "page-cache", nonce: undefined, sharedRender: true };
      return renderShared(request, requestContext(info, database, site));
    },
  });
  for (const feature of FEATURES) feature.onCachedPagesStale?.(() => pageCache.invalidate());
  app.use(pageCache.middleware);
  app.use(responseCompression());

  app.get("/healthz", async (_req, res) => {
    const result = await checkHealth(healthChecks);
    res
      .status(result.ok ? 200 : 503)
      .set("Cache-Control", CACHE_CONTROL.none)
      .json(result.body);
  });

  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      fallthrough: false,
    }),
  );

  // Files not held in memory (the PDF, fetched in ranges); `.data` with a query goes to the renderer.
  const publicFiles = express.static(clientDir, {
    index: false,
    redirect: false,
    setHeaders(res) {
      res.setHeader("Cache-Control", CACHE_CONTROL.file);
    },
  });
  app.use((req, res, next) => {
    if (req.path.endsWith(".data") && req.originalUrl.includes("?")) return next();
    return publicFiles(req, res, next);
  });

  // React Router's own check would answer a bare English 400 and log a stack trace: refuse cross-site
  // posts here with Korean words. A Host header alone proves nothing, but with a resolver every host
  // here is one a complex answers on (any other got the 404): a page of that host posts to itself.
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const headers = new Headers();
    for (const name of ["origin", "sec-fetch-site"]) {
      const value = req.get(name);
      if (value !== undefined) headers.set(name, value);
    }
    let sameOrigin = false;
    try {
      const url = `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`;
      sameOrigin = isSameOriginRequest(new Request(url, { headers }), origins);
    } catch {
      // A malformed Host header or URL: not a request from our pages.
    }
    if (!sameOrigin && sites && res.locals.site && req.get("origin") === `${req.protocol}://${req.host}`) {
      // Vetted here: the app's own checks (the staff's sign-in and forms) know SITE_URL and ALLOWED_ORIGINS
      // only, so they see a complex's page posting to its own host as a same-origin request without Origin.
      delete req.headers.origin;
      sameOrigin = true;
    }
    if (sameOrigin) return next();
    logger.warn({ origin: req.get("origin") ?? null, path: loggablePath(req.path) }, "request.rejected.cross_origin");
    refuse(req, res, 403, CROSS_SITE_MESSAGE);
  });

  const handler = createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    // The client's address (never a header the client sent) and this response's nonce.
    getLoadContext(req, res) {
      const info: RequestInfo = {
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        nonce: res.locals.cspNonce as string,
        ...(res.locals.staffPreview === true ? { staffPreview: true } : {}),
      };
      return requestContext(info, database, res.locals.site as Site);
    },
  });
  app.all("/{*splat}", (req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce }));
    // React Router flushes after every chunk, which would make gzip end a block every 2 KB (twice the
    // bytes); loaders resolve before the render, so the body is compressed as one.
    res.flush = () => {};
    return handler(req, res, next);
  });

  return app;
}
