import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "#app/db/db.server.ts";
import { getDatabase } from "#app/db/db.server.ts";
import type { Database } from "#app/db/schema.ts";
import { resolveAuthSecret } from "#app/lib/auth-secret.server.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";

/**
 * Better Auth with email and password, sign-up disabled, sessions in our database. Its HTTP handler
 * is not mounted: our own route actions call `auth.api` on the server.
 */
export const ADMIN_PASSWORD_MIN = 12;
// The secret also keys the bookings' change links, so it lives in app/lib (no module cycle).
export { resolveAuthSecret };
/** The client's address for the session row; set on a copy of the headers, replacing what a client sends. */
export const CLIENT_ADDRESS_FOR_AUTH = "x-pentacity-client-address";
/** The name an authenticator app shows beside the account. */
export const TWO_FACTOR_ISSUER = "펜타시티 한신더휴 관리자";
export const BACKUP_CODE_COUNT = 10;
/** How long the second sign-in step waits for its code after the password. */
export const TWO_FACTOR_STEP_SECONDS = 10 * 60;
/** The server passes ADMIN_IDLE_HOURS. */
export const DEFAULT_IDLE_HOURS = 8;

export function createAuth({
  database,
  secret,
  baseURL,
  secureCookies,
  idleHours = DEFAULT_IDLE_HOURS,
  hash = hashPassword,
}: {
  database: Pick<DatabaseHandle, "db" | "dialect">;
  secret: string;
  baseURL: string;
  secureCookies: boolean;
  /** A session ends after this many hours without activity; activity extends it. */
  idleHours?: number;
  /** How new passwords are hashed: OWASP's scrypt cost unless a unit test passes a cheaper one. */
  hash?: (password: string) => Promise<string>;
}) {
  const idleSeconds = Math.round(idleHours * 60 * 60);
  const auth = betterAuth({
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
      password: { hash, verify: verifyPassword },
    },
    // Idle expiry: each request older than updateAge pushes the end to now + expiresIn.
    session: { expiresIn: idleSeconds, updateAge: Math.min(5 * 60, Math.floor(idleSeconds / 2)) },
    // The staff role (roles.ts), set only on the server (never from a request's body).
    user: {
      additionalFields: { role: { type: "string", required: false, defaultValue: "counsellor", input: false } },
    },
    // Two-factor sign-in: an authenticator app's 6-digit code or a backup code after the
    // password. The plugin's own limits stay on (5 tries per sign-in, the account locked for 15
    // minutes after 10 failures in a row); our limiter counts per address on top.
    plugins: [
      twoFactor({
        issuer: TWO_FACTOR_ISSUER,
        backupCodeOptions: { amount: BACKUP_CODE_COUNT, length: 10 },
        twoFactorCookieMaxAge: TWO_FACTOR_STEP_SECONDS,
      }),
    ],
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
  authDatabases.set(auth, database.db);
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

const authDatabases = new WeakMap<object, Kysely<Database>>();

/** The database an auth instance was made with (the accounts' other rows, e.g. memberships, go there too). */
export function databaseOfAuth(auth: Auth): Kysely<Database> {
  const db = authDatabases.get(auth);
  if (!db) throw new Error("auth: made without createAuth");
  return db;
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
    idleHours: env.ADMIN_IDLE_HOURS,
  });
  return auth;
}
