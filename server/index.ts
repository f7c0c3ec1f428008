/** `node server/index.ts`: the production server from the build (one bundle with the app). */
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const bundle = path.join(root, "build/server/index.js");
const { startServer } = (await import(pathToFileURL(bundle).href)) as {
  startServer(options: { root: string }): Promise<unknown>;
};
await startServer({ root });
