import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { resolveAuthSecret } from "./auth.server.ts";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

type ChildAnswer = { sawNoSecret: boolean; secret: string };

/**
 * A child process that loads the module, says "ready", then spins until the `go` file exists (a
 * barrier: every child is loaded and waiting before any of them starts), and reports whether the
 * secret file was still missing when it began, and the secret it got.
 */
function resolveInChild(databaseUrl: string, goFile: string, secretFile: string) {
  const env = JSON.stringify({ DATABASE_URL: databaseUrl, NODE_ENV: "production" });
  const script = [
    `const { existsSync } = await import("node:fs");`,
    `const m = await import("#app/modules/admin/auth.server.ts");`,
    `process.stdout.write("ready\\n");`,
    `while (!existsSync(${JSON.stringify(goFile)}));`,
    `const sawNoSecret = !existsSync(${JSON.stringify(secretFile)});`,
    `const secret = m.resolveAuthSecret(${env});`,
    `process.stdout.write(JSON.stringify({ sawNoSecret, secret }) + "\\n");`,
  ].join(" ");
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const answer = new Promise<ChildAnswer>((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
      cwd: path.resolve(import.meta.dirname, "../../.."),
      env: { ...process.env, LOG_LEVEL: "silent" },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.startsWith("ready\n")) markReady();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(err));
      resolve(JSON.parse(out.split("\n")[1] ?? "") as ChildAnswer);
    });
  });
  return { ready, answer };
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
  const goFile = path.join(dir, "go");
  const secretFile = path.join(dir, "auth-secret");
  const children = Array.from({ length: 6 }, () => resolveInChild(url, goFile, secretFile));
  // Every child has loaded the module and is spinning on the barrier before any may start.
  await Promise.all(children.map((child) => child.ready));
  expect(existsSync(secretFile)).toBe(false);
  writeFileSync(goFile, "");
  const answers = await Promise.all(children.map((child) => child.answer));
  const racing = answers.filter((answer) => answer.sawNoSecret).length;
  console.log(`auth secret: 6 processes released together, ${racing} found no secret yet and wrote one`);
  // Released at one moment, at least the first found no secret; all agree on one.
  expect(racing).toBeGreaterThanOrEqual(1);
  expect(answers[0]?.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(new Set(answers.map((answer) => answer.secret)).size).toBe(1);
  expect(resolveAuthSecret({ DATABASE_URL: url, NODE_ENV: "production" })).toBe(answers[0]?.secret);
});
