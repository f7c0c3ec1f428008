import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, test } from "vitest";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { createApp } from "./app.ts";
import { loadStaticFiles, negotiateEncoding, serveStaticFiles } from "./static-files.ts";
import { rawRequest } from "./test-request.ts";

const html = `<!doctype html><html lang="ko"><body>${"<p>펜타시티 한신더휴 분양 안내</p>".repeat(200)}</body></html>`;
const script = `export const units = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ i, type: "84A" })))};`;
const image = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256));

let clientDir: string;
let origin: string;
let appOrigin: string;
const servers: http.Server[] = [];

function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

const request = rawRequest;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), "static-files-"));
  const write = (rel: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(clientDir, rel)), { recursive: true });
    writeFileSync(path.join(clientDir, rel), content);
  };
  write("index.html", html);
  write("Brand/intro/index.html", html.replace("분양", "브랜드"));
  write("Brand/intro.data", script);
  write("assets/entry-abc123.js", script);
  write("img/hero-640.webp", image);
  write("img/hero-640.3556dcaa.avif", image);
  write("robots-note.txt", "small");
  write("announcement.pdf", "%PDF-1.4 not held in memory");

  const files = await loadStaticFiles(clientDir);
  const serve = serveStaticFiles(files);
  // Whatever the static handler passes on is answered by a stand-in for the renderer.
  origin = await listen((req, res) => serve(req, res, () => res.writeHead(418).end(`renderer: ${req.url}`)));
  appOrigin = await listen(
    await createApp({
      build: {} as ServerBuild,
      clientDir,
      trustProxy: 0,
      healthChecks: [],
    }),
  );
});

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

test("an HTML page file is answered from memory in the encoding the browser prefers", async () => {
  const br = await request(`${origin}/Brand/intro`, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
  expect(br.status).toBe(200);
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(br.headers["cache-control"]).toBe(CACHE_CONTROL.html);
  expect(br.headers.vary).toBe("Accept-Encoding");
  expect(Number(br.headers["content-length"])).toBe(br.body.length);
  expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html.replace("분양", "브랜드"));

  const gzip = await request(`${origin}/`, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
  expect(zlib.gunzipSync(gzip.body).toString()).toBe(html);

  const plain = await request(`${origin}/`);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.headers.vary).toBe("Accept-Encoding");
  expect(Number(plain.headers["content-length"])).toBe(Buffer.byteLength(html));
  expect(plain.body.toString()).toBe(html);
});

test("encoding negotiation follows q-values, brotli on a tie", () => {
  const both = { br: true, gzip: true };
  expect(negotiateEncoding(undefined, both)).toBeUndefined();
  expect(negotiateEncoding("gzip, br", both)).toBe("br");
  expect(negotiateEncoding("br;q=0, gzip", both)).toBe("gzip");
  expect(negotiateEncoding("gzip;q=1, br;q=0.5", both)).toBe("gzip");
  expect(negotiateEncoding("*", both)).toBe("br");
  expect(negotiateEncoding("*;q=0.5, br;q=0", both)).toBe("gzip");
  expect(negotiateEncoding("identity", both)).toBeUndefined();
  expect(negotiateEncoding("deflate, zstd", both)).toBeUndefined();
  expect(negotiateEncoding("GZIP, BR", { br: false, gzip: true })).toBe("gzip");
});

test("a matching ETag is answered 304 without a body; a stale one gets the page", async () => {
  const first = await request(`${origin}/`, { headers: { "accept-encoding": "br" } });
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^"[^"]+"$/);

  const again = await request(`${origin}/`, { headers: { "accept-encoding": "br", "if-none-match": etag } });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  expect(again.headers.etag).toBe(etag);
  expect(again.headers["cache-control"]).toBe(CACHE_CONTROL.html);
  expect(again.headers.vary).toBe("Accept-Encoding");

  const weak = await request(`${origin}/`, { headers: { "if-none-match": `"other", W/${etag}` } });
  expect(weak.status).toBe(304);

  const stale = await request(`${origin}/`, { headers: { "if-none-match": '"an-older-build"' } });
  expect(stale.status).toBe(200);
  expect(stale.body.toString()).toBe(html);
});

test("HEAD answers the headers of GET, without the body", async () => {
  const get = await request(`${origin}/assets/entry-abc123.js`, { headers: { "accept-encoding": "gzip, br" } });
  const head = await request(`${origin}/assets/entry-abc123.js`, {
    method: "HEAD",
    headers: { "accept-encoding": "gzip, br" },
  });
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  for (const name of ["content-length", "content-encoding", "content-type", "etag", "vary", "cache-control"]) {
    expect(head.headers[name], name).toBe(get.headers[name]);
  }
});

test("hashed assets and pictures are cached for a year, other files for an hour; uncompressible files carry no Vary", async () => {
  const asset = await request(`${origin}/assets/entry-abc123.js`, { headers: { "accept-encoding": "br" } });
  expect(asset.headers["cache-control"]).toBe(CACHE_CONTROL.immutable);
  expect(asset.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(zlib.brotliDecompressSync(asset.body).toString()).toBe(script);

  const picture = await request(`${origin}/img/hero-640.webp`, { headers: { "accept-encoding": "gzip, br" } });
  expect(picture.status).toBe(200);
  expect(picture.headers["cache-control"]).toBe(CACHE_CONTROL.file);
  expect(picture.headers["content-type"]).toBe("image/webp");
  expect(picture.headers["content-encoding"]).toBeUndefined();
  expect(picture.headers.vary).toBeUndefined();
  expect(picture.body.equals(image)).toBe(true);

  // The image pipeline names each output by a hash of its source and settings: those never change either.
  const hashed = await request(`${origin}/img/hero-640.3556dcaa.avif`);
  expect(hashed.status).toBe(200);
  expect(hashed.headers["cache-control"]).toBe(CACHE_CONTROL.immutable);
  expect(hashed.headers["content-type"]).toBe("image/avif");

  // Too small to gain from compression.
  const small = await request(`${origin}/robots-note.txt`, { headers: { "accept-encoding": "br" } });
  expect(small.headers["content-encoding"]).toBeUndefined();
  expect(small.body.toString()).toBe("small");
});

test("a query string sends pages and route data to the renderer, but not assets", async () => {
  expect((await request(`${origin}/Brand/intro?block=4ABL`)).body.toString()).toBe("renderer: /Brand/intro?block=4ABL");
  expect((await request(`${origin}/Brand/intro.data?block=4ABL`)).status).toBe(418);
  expect((await request(`${origin}/?utm_source=sms`)).status).toBe(418);

  expect((await request(`${origin}/Brand/intro.data`)).headers["content-type"]).toBe("text/x-script");
  expect((await request(`${origin}/assets/entry-abc123.js?v=2`)).status).toBe(200);
});

test("other methods, other spellings and files kept on disk go to the next handler", async () => {
  expect((await request(`${origin}/`, { method: "POST" })).status).toBe(418);
  expect((await request(`${origin}/brand/intro`)).status).toBe(418);
  expect((await request(`${origin}/Brand/intro/`)).status).toBe(418);
  expect((await request(`${origin}/announcement.pdf`)).status).toBe(418);
  expect((await request(`${origin}/assets/missing.js`)).status).toBe(418);
});

test("in the app: base headers on every file, no second compression, a missing asset is 404", async () => {
  const page = await request(`${appOrigin}/Brand/intro`, { headers: { "accept-encoding": "gzip, br" } });
  expect(page.status).toBe(200);
  expect(page.headers["x-content-type-options"]).toBe("nosniff");
  expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(page.headers["content-encoding"]).toBe("br");
  expect(page.headers.vary).toBe("Accept-Encoding");
  expect(zlib.brotliDecompressSync(page.body).toString()).toBe(html.replace("분양", "브랜드"));

  const pdf = await request(`${appOrigin}/announcement.pdf`);
  expect(pdf.status).toBe(200);
  expect(pdf.headers["cache-control"]).toBe(CACHE_CONTROL.file);

  const missing = await request(`${appOrigin}/assets/missing-0000.js`);
  expect(missing.status).toBe(404);

  const health = await request(`${appOrigin}/healthz`);
  expect(health.status).toBe(200);
  expect(health.headers["cache-control"]).toBe(CACHE_CONTROL.none);
});
