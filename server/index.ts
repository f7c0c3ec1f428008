import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { getEnv } from "#app/lib/env.server.ts";
import { createApp } from "./app.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = getEnv();
const build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;

const app = createApp({ build, clientDir: path.join(root, "build/client"), trustProxy: env.TRUST_PROXY });

const server = app.listen(env.PORT, () => {
  console.log(JSON.stringify({ level: "info", msg: "server listening", port: env.PORT, url: env.SITE_URL }));
});
server.keepAliveTimeout = 65_000;

let shuttingDown = false;
function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(JSON.stringify({ level: "info", msg: "shutting down", signal }));
  // Stop accepting, let requests in flight finish, then exit; a stuck connection gets 10 s.
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
