import type { IncomingMessage, ServerResponse } from "node:http";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { isPrefetchRequest } from "#app/lib/prefetch.ts";
import type { Site } from "#app/platform/sites/site.ts";
import type { CompressionKind } from "./compression-levels.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";
import { prepareFile, type StaticFile, sendFile } from "./static-files.ts";

/**
 * Rendered pages kept in memory for signed-out visitors, compressed once, with an ETag. The render
 * has no nonce (its inline scripts are allowed by hash), so no nonce is ever sent twice.
 * Bypassed: methods but GET/HEAD, a query, a Cookie or Authorization header (maybe staff), a
 * prefetch (not a view). `invalidate()` also refuses a render begun before it.
 */
export type CachedPage = {
  pattern: RegExp;
  /** Per visitor, for each GET answered from memory: the press view. */
  onServe?: (match: RegExpExecArray) => void;
  /** A page whose every change bumps a polled content version may be kept longer than `ttlMs`. */
  ttlMs?: number;
  compression?: CompressionKind;
};

export type PageCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  pages: readonly CachedPage[];
  /** The page for this request's complex (resolved from the host in front of the cache). */
  render: (request: Request, site: Site) => Promise<Response>;
  now?: () => number;
};

type Entry = { file: StaticFile | null; expires: number };
type Next = (error?: unknown) => void;
/** `host`: Express's, which honours X-Forwarded-Host behind a trusted proxy; `site`: the host's complex. */
type CacheRequest = IncomingMessage & { protocol?: string; host?: string };
type CacheResponse = ServerResponse & { locals?: { site?: Site; staffPreview?: boolean } };

export type PageCache = {
  middleware: (req: CacheRequest, res: CacheResponse, next: Next) => void;
  invalidate(): void;
  readonly size: number;
};

export function createPageCache({ ttlMs, maxEntries, pages, render, now = Date.now }: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Promise<StaticFile | null>>();
  let generation = 0;

  async function fill(req: CacheRequest, site: Site, key: string, page: CachedPage): Promise<StaticFile | null> {
    const started = generation;
    const file = await renderToFile(req, site, render, page.compression ?? "cache");
    // A change committed while this was rendering may not be in it: not kept.
    if (started === generation) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { file, expires: now() + (page.ttlMs ?? ttlMs) });
    }
    return file;
  }

  function middleware(req: CacheRequest, res: CacheResponse, next: Next) {
    const site = res.locals?.site;
    // A staff preview is one person's (it has their cookie too): never kept, never served from here.
    if (ttlMs <= 0 || !site || res.locals?.staffPreview || (req.method !== "GET" && req.method !== "HEAD")) {
      return next();
    }
    const url = req.url ?? "/";
    if (url.includes("?") || req.headers.cookie !== undefined || req.headers.authorization !== undefined) {
      return next();
    }
    if (isPrefetchRequest({ headers: { get: (name) => headerOf(req, name) } })) return next();
    let page: CachedPage | undefined;
    let matched: RegExpExecArray | null = null;
    for (const candidate of pages) {
      matched = candidate.pattern.exec(url);
      if (matched) {
        page = candidate;
        break;
      }
    }
    if (!page || !matched) return next();
    const onServe = page.onServe;
    const match = matched;

    // One complex's page is never another's: the key is the complex and the host it was asked on.
    const key = `${site.id} ${hostOf(req)}${url}`;
    const serve = (file: StaticFile | null) => {
      if (!file) return next();
      if (req.method === "GET") onServe?.(match);
      sendFile(req, res, file);
    };
    const entry = entries.get(key);
    if (entry && entry.expires > now()) return serve(entry.file);
    if (req.method === "HEAD") return next();
    let pending = filling.get(key);
    if (!pending) {
      const started = fill(req, site, key, page);
      pending = started;
      filling.set(key, started);
      const forget = () => {
        if (filling.get(key) === started) filling.delete(key);
      };
      started.then(forget, forget);
    }
    pending.then(serve, () => next());
  }

  return {
    middleware,
    invalidate() {
      generation++;
      entries.clear();
      // A render under way may predate the change: later requests start their own.
      filling.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** Null when the page must not be shared (not a 200, or a cookie set). */
async function renderToFile(
  req: CacheRequest,
  site: Site,
  render: PageCacheOptions["render"],
  compression: CompressionKind,
): Promise<StaticFile | null> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || CONDITIONAL.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const url = `${req.protocol ?? "http"}://${hostOf(req)}${req.url ?? "/"}`;
  const response = await render(new Request(url, { method: "GET", headers }), site);
  const contentType = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || response.headers.has("set-cookie") || !/^text\/html/i.test(contentType)) {
    await response.body?.cancel();
    return null;
  }
  const html = await response.text();
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value) kept[name] = value;
  }
  return prepareFile(Buffer.from(html, "utf8"), {
    contentType: "text/html; charset=utf-8",
    cacheControl: response.headers.get("cache-control") ?? CACHE_CONTROL.dynamic,
    compress: true,
    compression,
    rendersWithQuery: false,
    contentSecurityPolicy: contentSecurityPolicy({ hashes: inlineScriptHashes(html) }),
    headers: kept,
  });
}

const CONDITIONAL = new Set(["if-none-match", "if-modified-since", "if-match", "if-unmodified-since", "range"]);
const KEPT_HEADERS = ["Vary", "X-Robots-Tag", "Link"];

function hostOf(req: CacheRequest): string {
  return req.host ?? req.headers.host ?? "localhost";
}

function headerOf(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
}
