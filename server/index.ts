/**
 * `node server/index.ts`: starts the production server from the build (`npm run build`), which
 * holds the app and the server in one bundle (server/build.ts, server/main.ts).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const bundle = path.join(root, "build/server/index.js");
const { startServer } = (await import(pathToFileURL(bundle).href)) as {
  startServer(options: { root: string }): Promise<unknown>;
};
await startServer({ root });
