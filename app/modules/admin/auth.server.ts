import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import type { DatabaseHandle } from "#app/db/db.server.ts";
import { getDatabase } from "#app/db/db.server.ts";
import { type Env, getEnv } from "#app/lib/env.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";

/**
 * Better Auth for the administrator (fixes SPEC §6's flaw): email and password, sign-up
 * disabled (the administrator is made by `npm run admin`), sessions in our database through
 * the app's Kysely instance. Better Auth's HTTP handler is not mounted: sign-in, sign-out and
 * session checks go through our own route actions, which call `auth.api` on the server.
 */
export const ADMIN_PASSWORD_MIN = 12;
/**
 * Where `signInAdmin` hands Better Auth the client's address (from the request's router context)
 * for the session row. Set on a copy of the headers inside the server; anything a client sends
 * under this name is replaced.
 */
export const CLIENT_ADDRESS_FOR_AUTH = "x-pentacity-client-address";
export const SESSION_SECONDS = 8 * 60 * 60;

export function createAuth({
  database,
  secret,
  baseURL,
  secureCookies,
}: {
  database: Pick<DatabaseHandle, "db" | "dialect">;
  secret: string;
  baseURL: string;
  secureCookies: boolean;
}) {
  return betterAuth({
    appName: "펜타시티 한신더휴 관리자",
    baseURL,
    secret,
    database: { db: database.db, type: database.dialect },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      autoSignIn: false,
      minPasswordLength: ADMIN_PASSWORD_MIN,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: 60 * 60 },
    // Attempts are limited by our database-backed limiter in the sign-in action.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disabled: true },
    advanced: {
      useSecureCookies: secureCookies,
      cookiePrefix: "pentacity",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_FOR_AUTH] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * `AUTH_SECRET`, or for the embedded SQLite default a secret generated once and kept in
 * `./data/auth-secret` (mode 0600) beside the database. PostgreSQL deployments (several
 * instances) must set it, so all instances agree.
 */
export function resolveAuthSecret(env: Pick<Env, "AUTH_SECRET" | "DATABASE_URL" | "NODE_ENV">): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (!env.DATABASE_URL.startsWith("file:")) {
    throw new Error("AUTH_SECRET (32+ characters) is required when DATABASE_URL is not a SQLite file");
  }
  const file =
    env.DATABASE_URL === "file::memory:" ? null : path.join(path.dirname(env.DATABASE_URL.slice(5)), "auth-secret");
  if (!file) return randomBytes(32).toString("base64url");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  // Several processes may start at once on a new data folder (the server, `npm run admin`): the
  // secret is written whole to a file of this process's own and linked into place, which only one
  // of them can do; the others read the winner's.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(draft, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, "utf8").trim();
}

let auth: Auth | undefined;

export function getAuth(): Auth {
  if (auth) return auth;
  const env = getEnv();
  auth = createAuth({
    database: getDatabase(),
    secret: resolveAuthSecret(env),
    baseURL: env.SITE_URL,
    secureCookies: env.NODE_ENV === "production",
  });
  return auth;
}
