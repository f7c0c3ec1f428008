import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { expect, test } from "vitest";
import { brotliOptions, COMPRESSION_LEVELS, gzipOptions, responseCompression } from "./compression-levels.ts";
import { prepareFile } from "./static-files.ts";

const page = Buffer.from(
  `<!doctype html><html lang="ko"><body>${Array.from({ length: 400 }, (_, i) => `<p>보도자료 ${i}: 분양 일정 ${(i * 7919) % 1000}</p>`).join("")}</body></html>`,
);

test("slow, small levels for what is compressed once; fast ones for every response", () => {
  expect(COMPRESSION_LEVELS.build).toEqual({ brotliQuality: 10, gzipLevel: 9 });
  expect(COMPRESSION_LEVELS.response.brotliQuality).toBeLessThanOrEqual(5);
  expect(COMPRESSION_LEVELS.cache.brotliQuality).toBeGreaterThan(COMPRESSION_LEVELS.response.brotliQuality);
  expect(COMPRESSION_LEVELS.cache.brotliQuality).toBeLessThan(COMPRESSION_LEVELS.build.brotliQuality);
});

test.each(["build", "cache"] as const)("a file prepared for %s is compressed at that kind's levels", async (kind) => {
  const file = await prepareFile(page, {
    contentType: "text/html; charset=utf-8",
    cacheControl: "no-cache",
    compress: true,
    rendersWithQuery: false,
    compression: kind,
  });
  expect(file.br?.body.equals(zlib.brotliCompressSync(page, brotliOptions(kind, page.length)))).toBe(true);
  expect(file.gzip?.body.equals(zlib.gzipSync(page, gzipOptions(kind)))).toBe(true);
});

test("a rendered response is compressed at the response levels, in one piece when not flushed", async () => {
  const app = express();
  app.use(responseCompression());
  app.get("/page", (_req, res) => {
    res.type("html");
    // As React Router writes a rendered page: chunk by chunk (flushing disabled, server/app.ts).
    for (let at = 0; at < page.length; at += 2048) res.write(page.subarray(at, at + 2048));
    res.end();
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`;
  try {
    for (const [accept, decode] of [
      ["gzip, br", zlib.brotliDecompressSync],
      ["gzip", zlib.gunzipSync],
    ] as const) {
      const body = await new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
        http
          .get(url, { headers: { "accept-encoding": accept } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve({ encoding: res.headers["content-encoding"], bytes: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
      expect(body.encoding).toBe(accept === "gzip" ? "gzip" : "br");
      expect(decode(body.bytes).equals(page)).toBe(true);
      // Within a few per cent of compressing the page at once at the same level.
      const whole =
        accept === "gzip"
          ? zlib.gzipSync(page, gzipOptions("response"))
          : zlib.brotliCompressSync(page, brotliOptions("response"));
      expect(body.bytes.length).toBeLessThan(whole.length * 1.1);
    }
  } finally {
    server.close();
  }
});
