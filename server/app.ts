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
import { databaseContext } from "#app/platform/database.server.ts";
import { responseCompression } from "./compression-levels.ts";
import { checkHealth, type HealthCheck } from "./health.ts";
import { type CachedPage, createPageCache } from "./page-cache.ts";
import { requestLimits } from "./request-limits.ts";
import { contentSecurityPolicy, createNonce, securityHeaders } from "./security-headers.ts";
import { loadStaticFiles, serveStaticFiles } from "./static-files.ts";

export type AppOptions = {
  build: ServerBuild;
  clientDir: string;
  /**
   * Express's `trust proxy`: how many proxies stand in front (their `X-Forwarded-For` entries are
   * believed, counted from the right), or their addresses (TRUST_PROXY, app/lib/env.server.ts).
   */
  trustProxy: number | string[];
  /** HTTPS-only headers (HSTS); the production server sits behind TLS. */
  production?: boolean;
  healthChecks?: HealthCheck[];
  /** The database every request's loaders and actions use (`databaseOf(context)`). */
  database?: Kysely<Database> | null;
  /** Rendered pages kept for signed-out visitors (page-cache.ts); 0 turns it off. Default: PAGE_CACHE_SECONDS. */
  pageCacheSeconds?: number;
};

const PAGE_CACHE_ENTRIES = 300;

/** Pages rendered per request that every signed-out visitor sees alike: each feature's (press, customer). */
export const CACHED_PAGES: readonly CachedPage[] = FEATURES.flatMap((feature) => feature.cachedPages ?? []);

const ALLOWED_METHODS = "GET, HEAD, POST";

/**
 * A request refused before the renderer: never cached or indexed, a short Korean message, as JSON
 * for the JSON endpoints (`/api/*`, the shape the lead forms read) and as plain text elsewhere.
 */
function refuse(req: express.Request, res: express.Response, status: number, message: string) {
  res.status(status).set(NOT_CACHED_OR_INDEXED);
  if (req.path.startsWith("/api/")) res.json({ status: "failed", message });
  else res.type("text/plain; charset=utf-8").send(message);
}

/**
 * The site answers GET, HEAD and POST. OPTIONS (a CORS preflight or a scanner) gets 204 with the
 * list and no CORS grant; any other method a short Korean 405, before the renderer sees it.
 */
function allowedMethods(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "POST") return next();
  res.setHeader("Allow", ALLOWED_METHODS);
  if (req.method === "OPTIONS") {
    res.status(204).set(NOT_CACHED_OR_INDEXED).end();
    return;
  }
  refuse(req, res, 405, METHOD_NOT_ALLOWED_MESSAGE);
}

/** The router context of one request: what the server knows of it and the database it uses. */
function requestContext(info: RequestInfo, database: Kysely<Database> | null): RouterContextProvider {
  return new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [requestInfoContext, info],
      [databaseContext, database],
    ]),
  );
}

/**
 * The build with this process's allowed origins. React Router refuses an action whose Origin is
 * not the request's own host unless it is listed in `allowedActionOrigins`, which the build fixes
 * (react-router.config.ts); behind a load balancer Host is the instance's address. Listing
 * SITE_URL and ALLOWED_ORIGINS as they are at start-up ties no build to one address, and React
 * Router's check accepts what the gate below accepts (hosts only: the gate checks the scheme).
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
}: AppOptions): Promise<express.Express> {
  const origins = originPolicy();
  build = withActionOrigins(build, origins);
  const staticFiles = await loadStaticFiles(clientDir);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(securityHeaders({ production }));
  // Body size limits, and unread bodies drained after any early answer (keep-alive stays usable).
  app.use(requestLimits());
  app.use(allowedMethods);
  // Hashed assets, images and fonts; a query string on a page goes to the renderer (the 2ABL/4ABL switch).
  app.use(serveStaticFiles(staticFiles));
  // Press pages and /{site}/customer for signed-out visitors, from memory (precompressed too).
  const renderShared = createFetchHandler(build, process.env.NODE_ENV);
  const pageCache = createPageCache({
    ttlMs: pageCacheSeconds * 1000,
    maxEntries: PAGE_CACHE_ENTRIES,
    pages: CACHED_PAGES,
    render: (request) => {
      const info: RequestInfo = { clientAddress: "page-cache", nonce: undefined, sharedRender: true };
      return renderShared(request, requestContext(info, database));
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

  // Hashed build output not held in memory: cache for a year; a missing asset is a 404, never a page.
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

  // Other public files not held in memory (the PDF, which viewers fetch in ranges). A `.data`
  // request with a query string asks for data that depends on it, so it goes to the renderer.
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

  // A post from another site is refused here, before any action runs (React Router's own check
  // would answer a bare English 400 and log a stack trace): 403 with Korean words, for every action.
  // Production accepts SITE_URL and ALLOWED_ORIGINS only: the Host header is the client's to choose.
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
    if (sameOrigin) return next();
    logger.warn({ origin: req.get("origin") ?? null, path: loggablePath(req.path) }, "request.rejected.cross_origin");
    refuse(req, res, 403, CROSS_SITE_MESSAGE);
  });

  const handler = createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    // The app reads these from its router context (app/lib/request-context.ts): the client's
    // address for rate limits (whatever a client sent in headers plays no part), and the nonce
    // that this response's policy allows.
    getLoadContext(req, res) {
      const info: RequestInfo = {
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        nonce: res.locals.cspNonce as string,
      };
      return requestContext(info, database);
    },
  });
  app.all("/{*splat}", (req, res, next) => {
    // A page rendered now allows its own inline scripts by a nonce made for this response only.
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce }));
    // React Router flushes after every chunk it writes; the compressor would then end a block
    // (gzip: a full flush, which also forgets its dictionary) every 2 KB or so: more CPU and,
    // for gzip, about twice the bytes. Our loaders resolve before the render (nothing streams
    // in later), so the body is compressed as one.
    res.flush = () => {};
    return handler(req, res, next);
  });

  return app;
}
