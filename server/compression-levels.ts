import zlib from "node:zlib";
import compression from "compression";

/**
 * How hard to compress, by how often the work is repeated. Brotli's top qualities cost tens of
 * milliseconds for a 25 KB page: right for a file compressed once at start, ruinous per
 * response (the `compression` middleware's default is quality 11, which took about two thirds of
 * the server's time on every rendered page; docs/performance.md). Quality 4 is within a few per
 * cent of 10 on our HTML at a fraction of the time.
 */
export type CompressionKind = "build" | "cache" | "response";

export const COMPRESSION_LEVELS: Readonly<Record<CompressionKind, { brotliQuality: number; gzipLevel: number }>> = {
  /** The build's files, compressed once when the server starts (static-files.ts). */
  build: { brotliQuality: 10, gzipLevel: 9 },
  /** A rendered page kept in memory (page-cache.ts): once per fill, then sent for seconds. */
  cache: { brotliQuality: 6, gzipLevel: 9 },
  /** Every response the renderer streams (the `compression` middleware). */
  response: { brotliQuality: 4, gzipLevel: 6 },
};

export function brotliOptions(kind: CompressionKind, sizeHint?: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: COMPRESSION_LEVELS[kind].brotliQuality,
      ...(sizeHint ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
    },
  };
}

export function gzipOptions(kind: CompressionKind): zlib.ZlibOptions {
  return { level: COMPRESSION_LEVELS[kind].gzipLevel };
}

/** The `compression` middleware for what is rendered per request, at the per-response levels. */
export function responseCompression() {
  return compression({ level: COMPRESSION_LEVELS.response.gzipLevel, brotli: brotliOptions("response") });
}
