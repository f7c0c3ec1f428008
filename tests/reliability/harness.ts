/**
 * Real servers for the reliability suite: `node server/index.ts` (the production build) as a child
 * process on a loopback port, with its own database, its logs captured in memory. Every helper is
 * bounded in time; every server a test starts is stopped by `stopAll()` in `afterAll`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort, stopChild, waitUntilUp } from "../../bench/processes.ts";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const SITE_URL = "https://www.pentacity-hansin.example";
export const AUTH_SECRET = "reliability-suite-secret-0123456789abcdef";
/**
 * Passwords hashed at the test-only cost (app/platform/access/password.server.ts): the suite tests
 * throttling and sessions, not scrypt, and OWASP's cost takes seconds per hash on a busy 2-core machine.
 */
/**
 * A mobile number as it would leak into a log or a text: standing on its own, not ten digits inside
 * a random id (a UUID such as 17707010-1862-4313-… holds "010-1862-4313").
 */
export const A_PHONE_NUMBER = /(?<![\w-])010-?\d{4}-?\d{4}(?![\w-])/;

export const CHEAP_PASSWORD_HASH = { PASSWORD_HASH_CHEAP_FOR_TESTS: "1" } as const;

export type TestServer = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far (pino JSON lines). */
  logs(): string;
  /** SIGTERM, then SIGKILL after 15 s. */
  stop(): Promise<void>;
  /** SIGKILL, at once: no shutdown code runs. */
  kill(): Promise<void>;
};

const running = new Set<TestServer>();

export type ServerOptions = {
  databaseUrl: string;
  port?: number;
  env?: Record<string, string>;
  /** Wait for /healthz to answer 200 (default); false to return as soon as the process runs. */
  waitForHealth?: boolean;
};

export async function startServer({
  databaseUrl,
  port,
  env = {},
  waitForHealth = true,
}: ServerOptions): Promise<TestServer> {
  const listenPort = port ?? (await freePort());
  let output = "";
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      PORT: String(listenPort),
      SITE_URL,
      // The tests post from the loopback address, which production accepts as an alias only.
      ALLOWED_ORIGINS: `http://127.0.0.1:${listenPort}`,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      LOG_LEVEL: "info",
      LEAD_RATE_LIMIT: "1000000",
      ADMIN_LOGIN_RATE_LIMIT: "1000000",
      // The test accounts sign in with the password alone (two-factor sign-in is unit- and e2e-tested).
      ADMIN_2FA: "off",
      ...CHEAP_PASSWORD_HASH,
      ...env,
    },
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const url = `http://127.0.0.1:${listenPort}`;
  const server: TestServer = {
    url,
    port: listenPort,
    child,
    logs: () => output,
    stop: async () => {
      await stopChild(child);
      running.delete(server);
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGKILL");
        await exited;
      }
      running.delete(server);
    },
  };
  running.add(server);
  if (waitForHealth) {
    try {
      await waitUntilUp(`${url}/healthz`, { child, timeoutMs: 60_000 });
    } catch (error) {
      await server.kill();
      throw new Error(`${error instanceof Error ? error.message : error}\n--- server output ---\n${output}`);
    }
  }
  return server;
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((server) => server.kill()));
}

export type TestStore = {
  kind: "sqlite" | "postgres";
  url: string;
  /** SQLite only: the database file. */
  file?: string;
  cleanup(): Promise<void>;
};

/** A fresh SQLite file in a temporary folder. */
export function sqliteStore(): TestStore {
  const dir = mkdtempSync(path.join(tmpdir(), "pentacity-reliability-"));
  const file = path.join(dir, "app.db");
  return {
    kind: "sqlite",
    url: `file:${file}`,
    file,
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const POSTGRES_URL = process.env.TEST_DATABASE_URL;

/**
 * A fresh PostgreSQL schema on `TEST_DATABASE_URL`; the server is pointed at it through the
 * connection string's `options=-c search_path=…`, so it needs no code of its own for tests.
 */
export async function postgresStore(baseUrl = POSTGRES_URL): Promise<TestStore & { schema: string }> {
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `rel_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    kind: "postgres",
    url: url.toString(),
    schema,
    async cleanup() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/** A valid lead as a form posts it; `n` makes the phone number and idempotency key unique. */
export function leadBody(n: number, overrides: Record<string, string> = {}): URLSearchParams {
  const suffix = String(n % 100_000_000).padStart(8, "0");
  return new URLSearchParams({
    form: "visit",
    name: `부하시험${n}`,
    phone: `010-${suffix.slice(0, 4)}-${suffix.slice(4)}`,
    privacyConsent: "on",
    idempotencyKey: `load-${n}-${randomBytes(6).toString("hex")}`,
    sourcePath: "/",
    ...overrides,
  });
}

/** POST /api/lead as the site's own script does (same-origin `Origin` header). */
export async function postLead(server: Pick<TestServer, "url">, body: URLSearchParams, timeoutMs = 30_000) {
  const response = await fetch(`${server.url}/api/lead`, {
    method: "POST",
    body,
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  return { status: response.status, text };
}

/** Runs `task(i)` for i in [0, total) with `concurrency` workers; returns the results in order. */
export async function pool<T>(total: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(total);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}
