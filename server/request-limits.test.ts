import http from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { NOTICE_EDITOR_BODY_LIMIT } from "#app/modules/board/feature.server.ts";
import { LARGE_BODY_LIMIT as ADMIN_BODY_LIMIT } from "#app/modules/feature-server.ts";
import { bodyLimitFor, PUBLIC_BODY_LIMIT, requestLimits } from "./request-limits.ts";

const LIMIT = 1000;
/** What the route saw: the body it read, or the error reading it gave. */
const seen: Array<{ ok: boolean; length: number }> = [];
let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(
    requestLimits({
      // The features' own JSON endpoints (answersJsonFor's default) under the small limit.
      limitFor: (path) => (path.startsWith("/big") ? LIMIT * 10 : path === "/no-action" ? 10_000_000 : LIMIT),
    }),
  );
  // Reads the body as React Router's Express adapter does (a web stream over the Node request).
  // Answers without reading the body, as React Router does for a post to a page without an action:
  // the body stream is opened (and reads its first chunks), then left alone.
  app.post("/no-action", (req, res) => {
    createReadableStreamFromReadable(req);
    setTimeout(() => res.status(405).send("허용되지 않는 요청 방식입니다."), 20);
  });
  app.all("/{*splat}", async (req, res) => {
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    try {
      const request = new Request(`http://127.0.0.1${req.originalUrl}`, {
        method: req.method,
        ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
      } as RequestInit);
      const text = await request.text();
      seen.push({ ok: true, length: Buffer.byteLength(text) });
      if (!res.headersSent) res.status(200).send(`read ${Buffer.byteLength(text)}`);
    } catch {
      seen.push({ ok: false, length: 0 });
      if (!res.headersSent) res.status(400).send("unreadable");
    }
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Answer = { status: number; body: string; type: string };

/** One request; `chunks` without `contentLength` go chunked (no Content-Length header). */
function send(
  path: string,
  chunks: Buffer[],
  { chunked = false, headers = {} }: { chunked?: boolean; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: chunked ? { "transfer-encoding": "chunked", ...headers } : { "content-length": total, ...headers },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (part: string) => {
          body += part;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body, type: String(response.headers["content-type"] ?? "") }),
        );
      },
    );
    request.setTimeout(10_000, () => request.destroy(new Error("timeout")));
    // The server may answer and close before the whole body is written.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    let index = 0;
    const writeNext = () => {
      if (index >= chunks.length) return void request.end();
      const chunk = chunks[index++] as Buffer;
      if (request.destroyed) return;
      request.write(chunk, () => setImmediate(writeNext));
    };
    writeNext();
  });
}

const bytes = (n: number) => Buffer.alloc(n, 0x61);

test("bodyLimitFor: 64 KB for the lead endpoint and public pages, 1 MB for the admin area and the press write form", () => {
  expect(bodyLimitFor("/api/lead")).toBe(PUBLIC_BODY_LIMIT);
  expect(bodyLimitFor("/")).toBe(PUBLIC_BODY_LIMIT);
  expect(bodyLimitFor("/_root.data")).toBe(PUBLIC_BODY_LIMIT);
  expect(bodyLimitFor("/Promotion/Customer")).toBe(PUBLIC_BODY_LIMIT);
  expect(bodyLimitFor("/pentacityhansin/customer.data")).toBe(PUBLIC_BODY_LIMIT);
  expect(bodyLimitFor("/admin/press/new")).toBe(ADMIN_BODY_LIMIT);
  expect(bodyLimitFor("/admin/login.data")).toBe(ADMIN_BODY_LIMIT);
  expect(bodyLimitFor("/pentacityhansin/press")).toBe(ADMIN_BODY_LIMIT);
  expect(bodyLimitFor("/pentacityhansin/press.data")).toBe(ADMIN_BODY_LIMIT);
  expect(bodyLimitFor("/pentacityhansin/press/abc")).toBe(PUBLIC_BODY_LIMIT);
  expect(bodyLimitFor("/administrator")).toBe(PUBLIC_BODY_LIMIT);
  // The notice editor posts its attachments with the form: the upload limit, before the admin area's.
  const editor = "/admin/notices/0b9f4c2e-3a51-4c8e-9d7a-5e2f1c6b8a90";
  expect(bodyLimitFor(editor)).toBe(NOTICE_EDITOR_BODY_LIMIT);
  expect(bodyLimitFor(`${editor}.data`)).toBe(NOTICE_EDITOR_BODY_LIMIT);
  expect(bodyLimitFor("/admin/notices")).toBe(ADMIN_BODY_LIMIT);
});

test("a declared Content-Length over the limit is 413 with a Korean message; the route never runs", async () => {
  const before = seen.length;
  const answer = await send("/page", [bytes(LIMIT + 1)]);
  expect(answer.status).toBe(413);
  expect(answer.type).toContain("text/html");
  expect(answer.body).toMatch(/[가-힣]/);
  expect(seen.length).toBe(before);
});

test("the JSON endpoint's 413 is JSON with a Korean message", async () => {
  const answer = await send("/api/lead", [bytes(LIMIT * 5)]);
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toMatchObject({ status: "failed", message: expect.stringMatching(/[가-힣]/) });
});

test("a feature's JSON endpoint (POST /admin/uploads) answers its 413 in JSON whatever the Accept; an admin page keeps HTML", async () => {
  for (const accept of [undefined, "*/*", "text/html"]) {
    const headers: Record<string, string> = accept ? { accept } : {};
    const upload = await send("/admin/uploads", [bytes(LIMIT + 1)], { headers });
    expect(upload.status).toBe(413);
    expect(upload.type).toContain("application/json");
    expect(JSON.parse(upload.body)).toMatchObject({ ok: false, message: expect.stringMatching(/[가-힣]/) });
    const chunked = await send("/admin/uploads", [bytes(600), bytes(600)], { chunked: true, headers });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body).message).toMatch(/[가-힣]/);
  }
  const page = await send("/admin/press/new", [bytes(LIMIT + 1)]);
  expect(page.status).toBe(413);
  expect(page.type).toContain("text/html");
  expect(page.body).toMatch(/[가-힣]/);
});

test("a body at the limit passes whole, with or without Content-Length", async () => {
  expect(await send("/page", [bytes(LIMIT)])).toMatchObject({ status: 200, body: `read ${LIMIT}` });
  expect(await send("/page", [bytes(400), bytes(600)], { chunked: true })).toMatchObject({
    status: 200,
    body: `read ${LIMIT}`,
  });
  expect(await send("/big/page", [bytes(LIMIT * 5)])).toMatchObject({ status: 200, body: `read ${LIMIT * 5}` });
});

test("a chunked body that passes the limit is 413, and the route gets an unreadable body, never a truncated one", async () => {
  const before = seen.length;
  const answer = await send("/page", [bytes(600), bytes(600), bytes(600), bytes(600)], { chunked: true });
  expect(answer.status).toBe(413);
  expect(answer.body).toMatch(/[가-힣]/);
  // The route's read fails: it never gets a truncated body it could act on.
  for (let wait = 0; seen.length === before && wait < 50; wait++) await new Promise((r) => setTimeout(r, 20));
  expect(seen.slice(before)).toEqual([{ ok: false, length: 0 }]);
});

test("a large chunked body in many pieces is cut off after the limit", async () => {
  const answer = await send(
    "/api/lead",
    Array.from({ length: 50 }, () => bytes(512)),
    { chunked: true, headers: { accept: "application/json" } },
  );
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body).message).toMatch(/[가-힣]/);
});

test("a body the route never read does not wedge the keep-alive connection for the next request", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const post = (path: string, body: Buffer) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port, path, method: "POST", agent, headers: { "content-length": body.length } },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      request.setTimeout(5_000, () => request.destroy(new Error("timeout: the connection is wedged")));
      request.on("error", reject);
      request.end(body);
    });
  try {
    expect(await post("/no-action", bytes(512 * 1024))).toBe(405);
    // Same socket (maxSockets 1): answered only if the rest of the first body was drained.
    expect(await post("/no-action", bytes(10))).toBe(405);
    expect(await post("/big/page", bytes(10))).toBe(200);
  } finally {
    agent.destroy();
  }
});

test("a client still sending its too-large body reads the 413 (no broken pipe), and the connection stays usable", async () => {
  for (const size of [LIMIT + 1, 300 * 1024, 2 * 1024 * 1024]) {
    const response = await fetch(`http://127.0.0.1:${port}/api/lead`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: bytes(size),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toMatch(/[가-힣]/);
  }
  const after = await fetch(`http://127.0.0.1:${port}/page`, { method: "POST", body: "ok" });
  expect(await after.text()).toBe("read 2");
});
