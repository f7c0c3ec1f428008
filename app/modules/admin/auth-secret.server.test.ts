import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { resolveAuthSecret } from "./auth.server.ts";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Loads the module, then waits for the common start moment so the processes really race. */
function resolveInChild(databaseUrl: string, startAt: number): Promise<string> {
  const env = JSON.stringify({ DATABASE_URL: databaseUrl, NODE_ENV: "production" });
  const script = `const m = await import("#app/modules/admin/auth.server.ts"); while (Date.now() < ${startAt}); process.stdout.write(m.resolveAuthSecret(${env}));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, LOG_LEVEL: "silent" },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(err))));
  });
}

test("the generated secret is kept beside the SQLite file, readable by its owner only, and reused", () => {
  dir = mkdtempSync(path.join(tmpdir(), "auth-secret-"));
  const env = { DATABASE_URL: `file:${path.join(dir, "app.db")}`, NODE_ENV: "production" as const };
  const first = resolveAuthSecret(env);
  expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(resolveAuthSecret(env)).toBe(first);
  expect(statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
});

test("processes starting at once on a new data folder all get the same secret", { timeout: 30_000 }, async () => {
  dir = mkdtempSync(path.join(tmpdir(), "auth-secret-"));
  const url = `file:${path.join(dir, "app.db")}`;
  const startAt = Date.now() + 4_000;
  const secrets = await Promise.all(Array.from({ length: 6 }, () => resolveInChild(url, startAt)));
  expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(new Set(secrets).size).toBe(1);
  expect(resolveAuthSecret({ DATABASE_URL: url, NODE_ENV: "production" })).toBe(secrets[0]);
});
