/**
 * The benchmark's practical limit: `node:http` answering our rendered pages from memory with the
 * brotli bytes a browser would get, and nothing else (no routing, headers or logging).
 * Started by bench/server.ts with PORT, CLIENT_DIR and PAGES (comma-separated paths).
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

const clientDir = process.env.CLIENT_DIR ?? "build/client";
const bodies = new Map(
  (process.env.PAGES ?? "/").split(",").map((page) => {
    const html = readFileSync(path.join(clientDir, page, "index.html"));
    const body = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } });
    return [page, body] as const;
  }),
);

const server = http.createServer((req, res) => {
  const body = bodies.get(req.url ?? "/");
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Encoding": "br",
    "Content-Length": body.length,
    Vary: "Accept-Encoding",
  });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 3001), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
