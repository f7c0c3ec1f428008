import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { brotliOptions, type CompressionKind, gzipOptions } from "./compression-levels.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

/**
 * The build's public files held in memory with brotli and gzip variants made once; other types (the
 * PDF, fetched in ranges) and large files stay on disk for `express.static`.
 */
export type StaticFile = {
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
  etags: ReadonlySet<string>;
  /** HTML and route data may depend on the query string: with one, the renderer answers. */
  rendersWithQuery: boolean;
};

type Representation = { body: Buffer; etag: string; headers: Readonly<Record<string, string>> };

export type StaticFiles = ReadonlyMap<string, StaticFile>;

type Next = (error?: unknown) => void;

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  // React Router's label for route data (turbo-stream).
  ".data": "text/x-script",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".data", ".json", ".webmanifest", ".svg", ".txt", ".xml"]);
/** Below this a compressed body saves less than its headers cost. */
const COMPRESS_MIN_BYTES = 1024;
const MAX_IN_MEMORY_BYTES = 2 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The image pipeline's output names: a hash of the source and the settings, safe to cache for a year. */
const HASHED_PICTURE = /^[\w-]+-\d+\.[0-9a-f]{8}\.(avif|webp)$/;

/** `<dir>/index.html` answers `/<dir>`; `assets/*` and hashed pictures are cached for a year, the rest an hour. */
export async function loadStaticFiles(clientDir: string): Promise<StaticFiles> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(clientDir)) return files;
  const assetsDir = path.join(clientDir, "assets");
  const imagesDir = path.join(clientDir, "img");
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      if (!entry.isFile()) return;
      const full = path.join(entry.parentPath, entry.name);
      const ext = path.extname(entry.name).toLowerCase();
      const contentType = CONTENT_TYPES[ext];
      if (!contentType) return;
      const rel = path.relative(clientDir, full).split(path.sep).join("/");
      const isPage = entry.name === "index.html";
      const urlPath = isPage ? `/${path.posix.dirname(rel)}`.replace(/^\/\.$/, "/") : `/${rel}`;
      const body = await readFile(full);
      if (!isPage && body.length > MAX_IN_MEMORY_BYTES) return;
      const hashed =
        full.startsWith(assetsDir + path.sep) ||
        (full.startsWith(imagesDir + path.sep) && HASHED_PICTURE.test(entry.name));
      const cacheControl = isPage ? CACHE_CONTROL.html : hashed ? CACHE_CONTROL.immutable : CACHE_CONTROL.file;
      const file = await prepareFile(body, {
        contentType,
        cacheControl,
        compress: COMPRESSIBLE.has(ext) && body.length >= COMPRESS_MIN_BYTES,
        rendersWithQuery: isPage || ext === ".data",
        // A file can hold no nonce: its inline scripts are allowed by their hashes.
        contentSecurityPolicy: isPage
          ? contentSecurityPolicy({ hashes: inlineScriptHashes(body.toString("utf8")) })
          : undefined,
      });
      files.set(urlPath, file);
    }),
  );
  return files;
}

export async function prepareFile(
  body: Buffer,
  options: {
    contentType: string;
    cacheControl: string;
    compress: boolean;
    rendersWithQuery: boolean;
    contentSecurityPolicy?: string;
    compression?: CompressionKind;
    /** `Vary` is merged with `Accept-Encoding`. */
    headers?: Readonly<Record<string, string>>;
  },
): Promise<StaticFile> {
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const kind = options.compression ?? "build";
  const [br, gz] = options.compress
    ? await Promise.all([brotli(body, brotliOptions(kind, body.length)), gzip(body, gzipOptions(kind))])
    : [];
  // Only worth a Vary header (and a split CDN cache) when a variant is actually smaller.
  const worthIt = (variant: Buffer | undefined) => (variant && variant.length < body.length ? variant : undefined);
  const brBody = worthIt(br);
  const gzBody = worthIt(gz);
  const varies = Boolean(brBody || gzBody);
  const { Vary: extraVary, ...extraHeaders } = options.headers ?? {};
  const vary = [extraVary, varies ? "Accept-Encoding" : undefined].filter(Boolean).join(", ");
  const representation = (bytes: Buffer, encoding?: "br" | "gzip"): Representation => {
    const etag = `"${hash}${encoding ? `-${encoding}` : ""}"`;
    const headers: Record<string, string> = {
      ...extraHeaders,
      "Content-Type": options.contentType,
      "Content-Length": String(bytes.length),
      "Cache-Control": options.cacheControl,
      ETag: etag,
    };
    if (encoding) headers["Content-Encoding"] = encoding;
    if (options.contentSecurityPolicy) headers["Content-Security-Policy"] = options.contentSecurityPolicy;
    if (vary) headers.Vary = vary;
    return { body: bytes, etag, headers };
  };
  const identity = representation(body);
  const file: StaticFile = {
    identity,
    br: brBody && representation(brBody, "br"),
    gzip: gzBody && representation(gzBody, "gzip"),
    etags: new Set(),
    rendersWithQuery: options.rendersWithQuery,
  };
  file.etags = new Set([file.identity, file.br, file.gzip].flatMap((rep) => (rep ? [rep.etag] : [])));
  return file;
}

/** The highest `q` among those available, brotli on a tie; none acceptable means the plain bytes. */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: { br: boolean; gzip: boolean },
): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  let br: number | undefined;
  let gz: number | undefined;
  let any: number | undefined;
  for (const part of acceptEncoding.split(",")) {
    const [rawName = "", ...params] = part.split(";");
    const name = rawName.trim().toLowerCase();
    if (name !== "br" && name !== "gzip" && name !== "*") continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split("=");
      if (key?.trim().toLowerCase() === "q") q = Number(value) || 0;
    }
    if (name === "br") br = q;
    else if (name === "gzip") gz = q;
    else any = q;
  }
  const brQ = available.br ? (br ?? any ?? 0) : 0;
  const gzQ = available.gzip ? (gz ?? any ?? 0) : 0;
  if (brQ > 0 && brQ >= gzQ) return "br";
  if (gzQ > 0) return "gzip";
  return undefined;
}

function matchesEtag(ifNoneMatch: string, etags: ReadonlySet<string>): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  for (const tag of ifNoneMatch.split(",")) {
    const trimmed = tag.trim();
    if (etags.has(trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed)) return true;
  }
  return false;
}

/** Runs before the `compression` middleware, which so never recompresses these bodies. */
export function serveStaticFiles(files: StaticFiles) {
  return function serveStaticFile(req: IncomingMessage, res: ServerResponse, next: Next) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const file = files.get(pathname) ?? (pathname.includes("%") ? files.get(safeDecode(pathname)) : undefined);
    if (!file || (queryAt !== -1 && file.rendersWithQuery)) return next();

    sendFile(req, res, file);
  };
}

export function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile): void {
  const encoding = negotiateEncoding(req.headers["accept-encoding"], {
    br: Boolean(file.br),
    gzip: Boolean(file.gzip),
  });
  const representation = (encoding && file[encoding]) || file.identity;

  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch && !/no-cache/i.test(req.headers["cache-control"] ?? "") && matchesEtag(ifNoneMatch, file.etags)) {
    const {
      "Content-Length": _length,
      "Content-Type": _type,
      "Content-Encoding": _encoding,
      ...headers
    } = representation.headers;
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, representation.headers);
  if (req.method === "HEAD") res.end();
  else res.end(representation.body);
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
