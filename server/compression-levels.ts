import zlib from "node:zlib";
import compression from "compression";

/**
 * How hard to compress, by how often the work is repeated: brotli's top qualities cost tens of
 * milliseconds for a 25 KB page, fine once at start, ruinous per response; quality 4 is within a
 * few per cent of 10 on our HTML.
 */
export type CompressionKind = "build" | "cache" | "response";

export const COMPRESSION_LEVELS: Readonly<Record<CompressionKind, { brotliQuality: number; gzipLevel: number }>> = {
  build: { brotliQuality: 10, gzipLevel: 9 },
  cache: { brotliQuality: 6, gzipLevel: 9 },
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

export function responseCompression() {
  return compression({ level: COMPRESSION_LEVELS.response.gzipLevel, brotli: brotliOptions("response") });
}
