/**
 * `npm start`: builds once when there is no build yet, then runs the production server.
 * Node runs this TypeScript directly (type stripping, Node 22.18+).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.log("No build found: running `npm run build` first.");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import("../server/index.ts");
