import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { resolveAuthSecret } from "./auth.server.ts";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

type ChildAnswer = { secret: string; wroteDraft: boolean; linked: boolean };

/**
 * A child process resolving the secret, with `node:fs` watched: when it is about to write its own
 * draft of the secret file (it found no secret), it says "ready" and stops until the parent sends
 * a byte; it reports whether it wrote a draft and whether its link won.
 */
function childScript(databaseUrl: string, secretFile: string): string {
  const env = JSON.stringify({ DATABASE_URL: databaseUrl, NODE_ENV: "production" });
  return `
    import fs from "node:fs";
    import { syncBuiltinESMExports } from "node:module";
    const secretFile = ${JSON.stringify(secretFile)};
    let wroteDraft = false;
    let linked = false;
    const writeFileSync = fs.writeFileSync;
    fs.writeFileSync = (file, ...rest) => {
      if (String(file).startsWith(secretFile + ".")) {
        wroteDraft = true;
        fs.writeSync(1, "ready\\n");
        fs.readSync(0, Buffer.alloc(1), 0, 1, null);
      }
      return writeFileSync(file, ...rest);
    };
    const linkSync = fs.linkSync;
    fs.linkSync = (...args) => {
      linkSync(...args);
      linked = true;
    };
    syncBuiltinESMExports();
    const m = await import("#app/platform/access/auth.server.ts");
    const secret = m.resolveAuthSecret(${env});
    fs.writeSync(1, JSON.stringify({ secret, wroteDraft, linked }) + "\\n");
  `;
}

type Child = { process: ChildProcess; ready: Promise<void>; answer: Promise<ChildAnswer> };

function startChild(databaseUrl: string, secretFile: string): Child {
  const child = spawn(process.execPath, ["--input-type=module", "-e", childScript(databaseUrl, secretFile)], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, LOG_LEVEL: "silent" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  // A child that ended before the barrier has closed its input; the go byte then has nowhere to go.
  child.stdin?.on("error", () => {});
  let out = "";
  let err = "";
  let markReady = () => {};
  // Settled when the child waits at the barrier, or when it ended without reaching it.
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
    if (out.startsWith("ready\n")) markReady();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    err += chunk.toString();
  });
  const answer = new Promise<ChildAnswer>((resolve, reject) => {
    child.on("exit", (code) => {
      markReady();
      const last = out.trim().split("\n").at(-1) ?? "";
      if (code === 0) resolve(JSON.parse(last) as ChildAnswer);
      else reject(new Error(err || `exit ${code}`));
    });
  });
  return { process: child, ready, answer };
}

test("the generated secret is kept beside the SQLite file, readable by its owner only, and reused", () => {
  dir = mkdtempSync(path.join(tmpdir(), "auth-secret-"));
  const env = { DATABASE_URL: `file:${path.join(dir, "app.db")}`, NODE_ENV: "production" as const };
  const first = resolveAuthSecret(env);
  expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(resolveAuthSecret(env)).toBe(first);
  expect(statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
});

test("processes racing on a new data folder all get the same secret", { timeout: 30_000 }, async () => {
  dir = mkdtempSync(path.join(tmpdir(), "auth-secret-"));
  const url = `file:${path.join(dir, "app.db")}`;
  const secretFile = path.join(dir, "auth-secret");
  const children = Array.from({ length: 6 }, () => startChild(url, secretFile));
  // The barrier: every process has found no secret and is about to write its own draft.
  await Promise.all(children.map((child) => child.ready));
  for (const child of children) child.process.stdin?.end("g");
  const answers = await Promise.all(children.map((child) => child.answer));

  // The race happened: every process attempted the write, exactly one link won.
  expect(answers.filter((answer) => answer.wroteDraft)).toHaveLength(children.length);
  expect(answers.filter((answer) => answer.linked)).toHaveLength(1);
  // And it was harmless: all of them, and the file, hold the winner's secret.
  const [first] = answers;
  expect(first?.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(new Set(answers.map((answer) => answer.secret))).toEqual(new Set([first?.secret]));
  expect(readFileSync(secretFile, "utf8").trim()).toBe(first?.secret);
  expect(resolveAuthSecret({ DATABASE_URL: url, NODE_ENV: "production" })).toBe(first?.secret);
});
