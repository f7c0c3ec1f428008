import type { Kysely } from "kysely";
import QRCode from "qrcode";
import { RateLimiterRes } from "rate-limiter-flexible";
import { getDatabase } from "#app/db/db.server.ts";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "#app/lib/origin.server.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { dialectOf } from "#app/platform/database.server.ts";
import { getAuth } from "./auth.server.ts";
import { sharedRateLimiter } from "./rate-limit.server.ts";
import { isStaffRole, type StaffRole } from "./roles.ts";
import {
  type AdminUser,
  DEACTIVATED_MESSAGE,
  isTrue,
  LOGIN_WINDOW_SECONDS,
  mustEnrolTwoFactor,
  refuseDeactivated,
  withClientAddress,
} from "./session.server.ts";
import { claimTotpStep } from "./totp-steps.server.ts";
import { isTwoFactorRequired, normalizeBackupCode, normalizeTotpCode } from "./two-factor.ts";
import { twoFactorCopy } from "./two-factor-copy.ts";

const copy = twoFactorCopy.errors;

/** The Korean words for Better Auth's two-factor error codes (anything else: the generic one). */
const ERROR_MESSAGES: Record<string, string> = {
  INVALID_CODE: copy.invalidCode,
  INVALID_BACKUP_CODE: copy.invalidBackupCode,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: copy.tooManyForThisSignIn,
  ACCOUNT_TEMPORARILY_LOCKED: copy.locked,
  INVALID_TWO_FACTOR_COOKIE: copy.expired,
  INVALID_PASSWORD: copy.invalidPassword,
  TOTP_NOT_ENABLED: copy.expired,
  TWO_FACTOR_NOT_ENABLED: copy.notEnabled,
  TOTP_ALREADY_ENABLED: copy.alreadyEnabled,
};

/** Codes after which the second step cannot go on: the person signs in with the password again. */
const RESTART_CODES = new Set(["TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE", "INVALID_TWO_FACTOR_COOKIE", "TOTP_NOT_ENABLED"]);

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  let code = "";
  try {
    const body = (await response.json()) as { code?: unknown };
    if (typeof body.code === "string") code = body.code;
  } catch {
    // An answer without a body: the generic message.
  }
  return { code, message: ERROR_MESSAGES[code] ?? copy.generic };
}

function cookiesOf(response: Response, headers = new Headers()): Headers {
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** The two-factor step's cookie (`pentacity.two_factor`, `__Secure-` in production) is present. */
export function hasTwoFactorChallenge(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?pentacity\.two_factor=/.test(request.headers.get("Cookie") ?? "");
}

/** Second-step attempts per client address per 15 minutes, in the database (like the password's). */
const twoFactorStepLimiter = () =>
  sharedRateLimiter({
    keyPrefix: "login-2fa-ip",
    points: getEnv().ADMIN_LOGIN_RATE_LIMIT,
    durationSeconds: LOGIN_WINDOW_SECONDS,
  });

export type TwoFactorMethod = "totp" | "backup";
export type TwoFactorStepResult =
  | { ok: true; headers: Headers }
  | { ok: false; status: number; message: string; restart: boolean; headers: Headers };

/** Attempts are limited per address here, per sign-in and per account by the plugin. */
export async function verifyTwoFactorStep(
  request: Request,
  input: { method: TwoFactorMethod; code: string },
  clientAddress: string,
): Promise<TwoFactorStepResult> {
  const refuse = (status: number, message: string, restart = false, headers = new Headers()) =>
    ({ ok: false, status, message, restart, headers }) as const;
  if (!isSameOriginRequest(request)) return refuse(403, CROSS_SITE_MESSAGE);
  const code = input.method === "totp" ? normalizeTotpCode(input.code) : normalizeBackupCode(input.code);
  if (input.method === "totp" && !/^\d{6}$/.test(code)) return refuse(400, copy.totpFormat);
  if (input.method === "backup" && !/^[A-Za-z0-9-]{6,32}$/.test(code)) return refuse(400, copy.backupFormat);
  try {
    await twoFactorStepLimiter().consume(clientAddress);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      logger.warn("admin.login.2fa.rate_limited");
      return refuse(429, copy.tooMany);
    }
    throw error;
  }
  const auth = getAuth();
  const headers = withClientAddress(request.headers, clientAddress);
  try {
    const response =
      input.method === "totp"
        ? await auth.api.verifyTOTP({ body: { code }, headers, asResponse: true })
        : await auth.api.verifyBackupCode({ body: { code }, headers, asResponse: true });
    if (response.ok) {
      const answer = (await response.clone().json()) as { token?: string; user?: { id?: string } };
      if (await refuseDeactivated(answer.user?.id)) return refuse(403, DEACTIVATED_MESSAGE, true);
      if (input.method === "totp" && !(await claimed(answer, code))) {
        logger.warn("admin.login.2fa.replayed");
        return refuse(401, copy.codeUsed, true, expiringCookiesOf(response));
      }
      logger.info({ method: input.method }, "admin.login.2fa.ok");
      return { ok: true, headers: cookiesOf(response) };
    }
    const error = await errorOf(response);
    logger.info({ method: input.method, status: response.status, code: error.code }, "admin.login.2fa.failed");
    return refuse(
      response.status === 429 ? 429 : 401,
      error.message,
      RESTART_CODES.has(error.code),
      cookiesOf(response),
    );
  } catch (error) {
    logger.error({ err: error }, "admin.login.2fa.error");
    return refuse(503, copy.generic);
  }
}

/** Claims the accepted code's time step; when it was used already, the session just made is dropped. */
async function claimed(answer: { token?: string; user?: { id?: string } }, code: string): Promise<boolean> {
  const { db } = getDatabase();
  const userId = answer.user?.id;
  const key = (await getAuth().$context).secretConfig;
  if (userId && (await claimTotpStep(db, { userId, code, key }))) return true;
  if (answer.token) await db.deleteFrom("session").where("token", "=", answer.token).execute();
  return false;
}

/** Only the cookies a refused answer may pass on: those it clears (the spent step's). */
function expiringCookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) {
    if (/;\s*max-age=0(;|$)/i.test(cookie)) headers.append("Set-Cookie", cookie);
  }
  return headers;
}

export type TwoFactorStatus = {
  enabled: boolean;
  required: boolean;
  backupCodesLeft: number | null;
};

export async function twoFactorStatus(db: Kysely<Database>, admin: AdminUser): Promise<TwoFactorStatus> {
  const account = await db.selectFrom("user").select("twoFactorEnabled").where("id", "=", admin.id).executeTakeFirst();
  const enabled = isTrue(account?.twoFactorEnabled);
  let backupCodesLeft: number | null = null;
  if (enabled) {
    try {
      const { backupCodes } = await getAuth().api.viewBackupCodes({ body: { userId: admin.id } });
      backupCodesLeft = backupCodes.length;
    } catch {
      backupCodesLeft = null;
    }
  }
  return { enabled, required: isTwoFactorRequired(admin.role, getEnv().ADMIN_2FA), backupCodesLeft };
}

export type Enrolment = { uri: string; secret: string; qrImage: string };
type Failure = { ok: false; status: number; message: string };

/** Better Auth refused a two-factor step: its code's Korean message, as a 400. */
async function refusalOf(response: Response): Promise<Failure> {
  return { ok: false, status: 400, message: (await errorOf(response)).message };
}

/**
 * The otpauth URI as a QR code, an SVG drawn on the server (the page ships no QR code library),
 * as a data: address for an img (the CSP allows data: images; nothing is inserted as markup).
 */
export async function qrImage(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
}

/** The base32 secret inside an otpauth URI, for typing into the app by hand. */
export function secretOf(uri: string): string {
  return new URL(uri).searchParams.get("secret") ?? "";
}

/** A URI a confirmation form carried back: only an authenticator's own `otpauth://totp/` with a secret. */
export function isOtpAuthUri(value: string): boolean {
  if (value.length > 600 || !value.startsWith("otpauth://totp/")) return false;
  try {
    return /^[A-Z2-7]{16,128}$/.test(secretOf(value));
  } catch {
    return false;
  }
}

export async function enrolmentOf(uri: string): Promise<Enrolment> {
  return { uri, secret: secretOf(uri), qrImage: await qrImage(uri) };
}

/** Step 1 of enrolment (password again): a new secret, waiting for its first code. */
export async function startEnrolment(
  request: Request,
  password: string,
): Promise<({ ok: true } & Enrolment) | Failure> {
  if (!password) return { ok: false, status: 400, message: copy.passwordRequired };
  const response = await getAuth().api.enableTwoFactor({
    body: { password },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) return refusalOf(response);
  const { totpURI } = (await response.json()) as { totpURI: string };
  return { ok: true, ...(await enrolmentOf(totpURI)) };
}

/**
 * Step 2: the first code from the app turns two-factor sign-in on (Better Auth starts a new
 * session, whose cookie the page sets); the 10 backup codes are shown once.
 */
export async function confirmEnrolment(
  db: Kysely<Database>,
  request: Request,
  admin: AdminUser,
  code: string,
  clientAddress: string,
): Promise<{ ok: true; headers: Headers; backupCodes: string[] } | Failure> {
  const typed = normalizeTotpCode(code);
  if (!/^\d{6}$/.test(typed)) return { ok: false, status: 400, message: copy.totpFormat };
  const response = await getAuth().api.verifyTOTP({
    body: { code: typed },
    headers: withClientAddress(request.headers, clientAddress),
    asResponse: true,
  });
  if (!response.ok) return refusalOf(response);
  const { backupCodes } = await getAuth().api.viewBackupCodes({ body: { userId: admin.id } });
  await recordAudit(db, {
    actorId: admin.id,
    actorEmail: admin.email,
    action: "staff.2fa.enable",
    target: admin.id,
    ipAddress: clientAddress,
  });
  logger.info("admin.2fa.enabled");
  return { ok: true, headers: cookiesOf(response), backupCodes };
}

/** New backup codes (password again); the old ones stop working. */
export async function regenerateBackupCodes(
  db: Kysely<Database>,
  request: Request,
  admin: AdminUser,
  password: string,
  clientAddress: string,
): Promise<{ ok: true; backupCodes: string[] } | Failure> {
  if (!password) return { ok: false, status: 400, message: copy.passwordRequired };
  const response = await getAuth().api.generateBackupCodes({
    body: { password },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) return refusalOf(response);
  const { backupCodes } = (await response.json()) as { backupCodes: string[] };
  await recordAudit(db, {
    actorId: admin.id,
    actorEmail: admin.email,
    action: "staff.2fa.backup_codes",
    target: admin.id,
    ipAddress: clientAddress,
  });
  return { ok: true, backupCodes };
}

/** Turns two-factor sign-in off (password again), only where ADMIN_2FA leaves it optional for the role. */
export async function turnOffTwoFactor(
  db: Kysely<Database>,
  request: Request,
  admin: AdminUser,
  password: string,
  clientAddress: string,
): Promise<{ ok: true; headers: Headers } | Failure> {
  if (isTwoFactorRequired(admin.role, getEnv().ADMIN_2FA)) {
    return { ok: false, status: 403, message: copy.requiredCannotDisable };
  }
  if (!password) return { ok: false, status: 400, message: copy.passwordRequired };
  const response = await getAuth().api.disableTwoFactor({
    body: { password },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) return refusalOf(response);
  await recordAudit(db, {
    actorId: admin.id,
    actorEmail: admin.email,
    action: "staff.2fa.disable",
    target: admin.id,
    ipAddress: clientAddress,
  });
  logger.info("admin.2fa.disabled");
  return { ok: true, headers: cookiesOf(response) };
}

export type TwoFactorAccount = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  enabled: boolean;
  mustEnrol: boolean;
};

/** Staff accounts with their two-factor state, for the owner's reset page. */
export async function listTwoFactorAccounts(db: Kysely<Database>): Promise<TwoFactorAccount[]> {
  const rows = await db
    .selectFrom("user")
    .select(["id", "email", "name", "role", "twoFactorEnabled", "banned"])
    .orderBy("email")
    .execute();
  return rows.flatMap((row) => {
    if (!isStaffRole(row.role) || isTrue(row.banned)) return [];
    const enabled = isTrue(row.twoFactorEnabled);
    return [
      {
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        enabled,
        mustEnrol: mustEnrolTwoFactor(row.role, enabled),
      },
    ];
  });
}

/** Lost device: the owner turns another person's two-factor sign-in off and ends their sessions. */
export async function resetTwoFactor(
  db: Kysely<Database>,
  actor: AdminUser,
  targetId: string,
  clientAddress: string,
): Promise<{ ok: true } | Failure> {
  if (actor.role !== "owner") return { ok: false, status: 403, message: copy.ownerOnly };
  if (targetId === actor.id) return { ok: false, status: 400, message: copy.notYourself };
  const off = dialectOf(db) === "sqlite" ? 0 : false;
  return db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom("user").select(["id", "role"]).where("id", "=", targetId).executeTakeFirst();
    if (!target) return { ok: false, status: 404, message: copy.noSuchAccount } as const;
    await trx
      .updateTable("user")
      .set({ twoFactorEnabled: off, updatedAt: new Date().toISOString() })
      .where("id", "=", targetId)
      .execute();
    const removed = await trx.deleteFrom("twoFactor").where("userId", "=", targetId).executeTakeFirst();
    await trx.deleteFrom("session").where("userId", "=", targetId).execute();
    await recordAudit(trx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "staff.2fa.reset",
      target: targetId,
      detail: { role: target.role, hadTwoFactor: Number(removed.numDeletedRows) > 0 },
      ipAddress: clientAddress,
    });
    logger.info("admin.2fa.reset");
    return { ok: true } as const;
  });
}
