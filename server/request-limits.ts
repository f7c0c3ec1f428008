import type { NextFunction, Request, Response } from "express";
import { FEATURES } from "#app/modules/index.server.ts";

/** The lead endpoint and the public pages: a lead form posts well under 20 KB. */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

export const TOO_LARGE_MESSAGE = "보낸 내용이 너무 커서 처리할 수 없습니다. 내용을 줄여 다시 시도해 주세요.";

const BODY_LIMITS = FEATURES.flatMap((feature) => feature.bodyLimits ?? []);

/**
 * The largest request body a path may carry: a feature's own limit (the admin area and
 * `/{site}/press` get the large one, the page-view beacon a small one), else the public one.
 */
export function bodyLimitFor(pathname: string): number {
  const path = pathname.toLowerCase();
  return BODY_LIMITS.find((limit) => limit.path.test(path))?.maxBytes ?? PUBLIC_BODY_LIMIT;
}

/** Whether a path answers JSON: `/api/…` and the features' JSON endpoints. */
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
 * After a 413 the rest of the body is still read (and dropped), so that a client still sending
 * gets the answer instead of a broken pipe, and the connection stays usable; past this many bytes
 * the connection is closed instead.
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
 * A route that answers without reading the whole body (a post to a page without an action: 405)
 * leaves React Router's body stream paused after its first 16 KB; Node then neither reads the
 * rest nor the next request on that keep-alive connection, which hangs. Once the answer is sent,
 * whatever is left of the body is read and dropped, as Node does for a body nobody touched.
 */
function drainUnreadBody(req: Request, res: Response) {
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    drainThenClose(req);
  });
}

/**
 * Refuses request bodies over the path's limit with 413 and a Korean message, before any route
 * reads them: a declared `Content-Length` over the limit at once; a body without one (chunked)
 * is counted as it streams, and on passing the limit the body stream fails (so the route sees an
 * unreadable body, never a truncated one it could store) and the client gets the 413.
 */
export function requestLimits({ limitFor = bodyLimitFor, jsonFor = answersJsonFor }: RequestLimitOptions = {}) {
  return function limitRequestBody(req: Request, res: Response, next: NextFunction) {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    drainUnreadBody(req, res);
    const limit = limitFor(req.path);
    const json = jsonFor(req.path);
    const declared = req.headers["content-length"];
    if (declared !== undefined) {
      // Node's parser guarantees the body is exactly this long.
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
