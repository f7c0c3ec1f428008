/**
 * The administrator as the reliability suite sees it: made with the CLI the README names, signed in
 * by posting the sign-in form like a browser, and the server's SQLite file read (and, for expiry,
 * written) directly.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { AUTH_SECRET, CHEAP_PASSWORD_HASH, ROOT, type TestServer, type TestStore } from "./harness.ts";

const run = promisify(execFile);

/** The production server (NODE_ENV=production) sets a Secure cookie, so Better Auth adds the prefix. */
export const SESSION_COOKIE = "__Secure-pentacity.session_token";

/** `node scripts/admin.ts create --email …` with ADMIN_PASSWORD: creates the account or resets its password. */
export async function createAdmin(store: TestStore, email: string, password: string, role?: string): Promise<string> {
  const roleArgs = role ? ["--role", role] : [];
  const { stdout } = await run(process.execPath, ["scripts/admin.ts", "create", "--email", email, ...roleArgs], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      DATABASE_URL: store.url,
      AUTH_SECRET,
      ADMIN_PASSWORD: password,
      ...CHEAP_PASSWORD_HASH,
      LOG_LEVEL: "silent",
    },
    timeout: 60_000,
  });
  return stdout.trim();
}

export type Answer = { status: number; headers: Headers; text: string };

/** A form post with `fetch`, redirects not followed (a browser's first answer). */
export async function postForm(
  server: Pick<TestServer, "url">,
  path: string,
  body: URLSearchParams | FormData,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    // A FormData body (a file upload) carries its own multipart type with the boundary.
    headers: body instanceof FormData ? headers : { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

export async function get(
  server: Pick<TestServer, "url">,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    redirect: "manual",
    headers,
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

export type SignIn = Answer & {
  /** `name=value` of the session cookie, for a `Cookie` header; null when none was set. */
  cookie: string | null;
  /** The raw Set-Cookie header of the session cookie. */
  setCookie: string | null;
};

/** Posts /admin/login as the browser's form does (same origin, the hidden redirectTo). */
export async function signIn(
  server: Pick<TestServer, "url">,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<SignIn> {
  const body = new URLSearchParams({ redirectTo: "/admin", email, password });
  const answer = await postForm(server, "/admin/login", body, { Origin: server.url, ...headers });
  const setCookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? null;
  return { ...answer, setCookie, cookie: setCookie ? (setCookie.split(";")[0] ?? null) : null };
}

/** The session token a cookie carries (Better Auth signs it: `token.signature`). */
export function tokenOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
  return value.slice(0, value.indexOf("."));
}

/** The server's SQLite file, opened beside it (WAL: readers and one writer at a time, with a busy timeout). */
export function openStore(store: TestStore): Database.Database {
  if (!store.file) throw new Error("an SQLite store is needed");
  const db = new Database(store.file, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  return db;
}
