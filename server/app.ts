import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { CLIENT_ADDRESS_HEADER } from "#app/lib/client-address.ts";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { checkHealth, type HealthCheck } from "./health.ts";

export type AppOptions = {
  build: ServerBuild;
  clientDir: string;
  trustProxy: boolean;
  healthChecks?: HealthCheck[];
};

/** Prerendered pages: URL path → HTML file, found once at start (`/Brand/intro` → `Brand/intro/index.html`). */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(clientDir, "assets")) walk(full);
      } else if (entry.name === "index.html") {
        const rel = path.relative(clientDir, dir).split(path.sep).join("/");
        pages.set(rel ? `/${rel}` : "/", full);
      }
    }
  };
  if (existsSync(clientDir)) walk(clientDir);
  return pages;
}

function baseHeaders(_req: express.Request, res: express.Response, next: express.NextFunction) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  next();
}

export function createApp({ build, clientDir, trustProxy, healthChecks = [] }: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(baseHeaders);
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    const result = await checkHealth(healthChecks);
    res
      .status(result.ok ? 200 : 503)
      .set("Cache-Control", CACHE_CONTROL.none)
      .json(result.body);
  });

  // Hashed build output: cache for a year.
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

  // Prerendered HTML, served as files. A query string goes to the renderer, since the
  // page may depend on it (the 2ABL/4ABL switch).
  const prerendered = findPrerenderedPages(clientDir);
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.originalUrl.includes("?")) return next();
    const file = prerendered.get(req.path);
    if (!file) return next();
    res.set("Cache-Control", CACHE_CONTROL.html);
    res.type("html");
    res.sendFile(file);
  });

  // Other public files (images, the PDF, .data for prerendered routes). A `.data` request
  // with a query string asks for data that depends on it, so it goes to the renderer.
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

  const handler = createRequestHandler({ build, mode: process.env.NODE_ENV });
  app.all("/{*splat}", (req, res, next) => {
    // The client's address for rate limits; whatever a client sent under this name is replaced.
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    return handler(req, res, next);
  });

  return app;
}
