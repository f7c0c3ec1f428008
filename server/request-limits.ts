import type { NextFunction, Request, Response } from "express";
import { FEATURES } from "#app/modules/index.server.ts";

export const PUBLIC_BODY_LIMIT = 64 * 1024;

export const TOO_LARGE_MESSAGE = "보낸 내용이 너무 커서 처리할 수 없습니다. 내용을 줄여 다시 시도해 주세요.";

const BODY_LIMITS = FEATURES.flatMap((feature) => feature.bodyLimits ?? []);

/** A feature's own body limit for a path (the admin area's large, the beacon's small), else the public one. */
export function bodyLimitFor(pathname: string): number {
  const path = pathname.toLowerCase();
  return BODY_LIMITS.find((limit) => limit.path.test(path))?.maxBytes ?? PUBLIC_BODY_LIMIT;
}

export function answersJsonFor(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path.startsWith("/api/") || BODY_LIMITS.some((limit) => limit.json === true && limit.path.test(path));
}

export type RequestLimitOptions = {
  limitFor?: (pathname: string) => number;
  jsonFor?: (pathname: string) => boolean;
};

class PayloadTooLargeError extends Error {
  readonly status = 413;
  constructor() {
    super("request body too large");
  }
}

/**
 * After a 413 the rest of the body is read and dropped, so the client gets the answer instead of a
 * broken pipe and keep-alive stays usable; past this many bytes the connection is closed.
 */
const DRAIN_MAX = 16 * 1024 * 1024;

function drainThenClose(req: Request) {
  let drained = 0;
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX) req.destroy();
  });
  req.resume();
}

function sendTooLarge(req: Request, res: Response, { close = false, json = false } = {}) {
  if (res.headersSent) return;
  if (close) res.setHeader("Connection", "close");
  res.setHeader("Cache-Control", "no-store");
  if (json || (req.get("accept") ?? "").includes("application/json")) {
    res.status(413).json({ ok: false, status: "failed", message: TOO_LARGE_MESSAGE });
    return;
  }
  res
    .status(413)
    .type("html")
    .send(
      `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>요청이 너무 큽니다</title></head>` +
        `<body><main><h1>요청이 너무 큽니다</h1><p>${TOO_LARGE_MESSAGE}</p><p><a href="/">홈으로 이동</a></p></main></body></html>`,
    );
}

/**
 * A route that answers without reading the body (405) leaves React Router's stream paused after
 * 16 KB, and the next request on that keep-alive connection hangs: once answered, drain the rest.
 */
function drainUnreadBody(req: Request, res: Response) {
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    drainThenClose(req);
  });
}

/**
 * 413 before any route reads the body: at once for a `Content-Length` over the limit; a chunked body
 * is counted as it streams and its stream fails on passing it, so no route stores a truncated body.
 */
export function requestLimits({ limitFor = bodyLimitFor, jsonFor = answersJsonFor }: RequestLimitOptions = {}) {
  return function limitRequestBody(req: Request, res: Response, next: NextFunction) {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    drainUnreadBody(req, res);
    const limit = limitFor(req.path);
    const json = jsonFor(req.path);
    const declared = req.headers["content-length"];
    if (declared !== undefined) {
      if (Number(declared) > limit) {
        sendTooLarge(req, res, { close: Number(declared) > DRAIN_MAX, json });
        drainThenClose(req);
        return;
      }
      return next();
    }
    if (req.headers["transfer-encoding"] === undefined) return next();

    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) return;
      req.off("data", count);
      // Fail the body for whoever reads it (React Router's request stream listens for "error").
      if (req.listenerCount("error") > 0) req.emit("error", new PayloadTooLargeError());
      sendTooLarge(req, res, { json });
      drainThenClose(req);
    };
    // Paused first, so that counting does not start the flow: the reader resumes it.
    req.pause();
    req.on("data", count);
    return next();
  };
}
