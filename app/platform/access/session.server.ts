import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { data, href, redirect } from "react-router";
import { getDatabase } from "#app/db/db.server.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { logger } from "#app/lib/logger.server.ts";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "#app/lib/origin.server.ts";
import { CONTROL_CHARACTER_MESSAGE, hasNoControlCharacters } from "#app/lib/text-schema.ts";
import type { Site } from "#app/platform/sites/site.ts";
import { defaultSite } from "#app/platform/sites/sites.server.ts";
import { CLIENT_ADDRESS_FOR_AUTH, getAuth } from "./auth.server.ts";
import { chooseComplex, chosenComplexOf, membershipsOf, NO_COMPLEX_MESSAGE } from "./complexes.server.ts";
import { isStaffRole, type StaffRole } from "./roles.ts";
import { isTwoFactorRequired } from "./two-factor.ts";

export type AdminUser = { id: string; email: string; name: string; role: StaffRole };

/** Every admin answer, refusals and the sign-in redirect included: never cached, never indexed. */
export const ADMIN_HEADERS = NOT_CACHED_OR_INDEXED;

/**
 * Role and state are read on every request, so a change counts on the next request, on any
 * instance. The role is the one in the host's complex (an owner's everywhere); null for a person
 * who is no member of it.
 */
export async function getAdmin(request: Request, siteId = defaultSite().id): Promise<AdminUser | null> {
  const state = await readAdmin(request, siteId);
  return state?.site?.id === siteId ? state.admin : null;
}

/**
 * Whether the request's signed-in person works for the complex (a member, or an owner) and may use
 * the admin (not made to enrol in two-factor first): its public pages are theirs to preview while
 * it is being prepared (server/app.ts). The chosen complex of the admin does not matter here.
 */
export async function worksForComplex(request: Request, siteId: string): Promise<boolean> {
  const state = await readAdmin(request, siteId);
  if (!state || mustEnrolTwoFactor(state.admin.role, state.twoFactorEnabled)) return false;
  return state.complexes.some((site) => site.id === siteId);
}

/**
 * A signed-in staff member as an admin request sees them: `site` the complex the request works on
 * (the one they chose, else the host's, else their first; null when they are a member of none),
 * `complexes` every complex they may switch to, `refused` a chosen complex they are no member of.
 */
export type AdminState = {
  admin: AdminUser;
  twoFactorEnabled: boolean;
  site: Site | null;
  complexes: readonly Site[];
  refused: string | null;
};

async function readAdmin(request: Request, hostSiteId: string): Promise<AdminState | null> {
  const session = await getAuth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const { db } = getDatabase();
  const account = await db
    .selectFrom("user")
    .select(["role", "banned", "twoFactorEnabled"])
    .where("id", "=", session.user.id)
    .executeTakeFirst();
  if (!account || account.banned === true || account.banned === 1 || !isStaffRole(account.role)) return null;
  const memberships = await membershipsOf(db, { id: session.user.id, role: account.role });
  const { membership, refused } = chooseComplex(memberships, chosenComplexOf(request), hostSiteId);
  return {
    admin: {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      role: membership?.role ?? account.role,
    },
    twoFactorEnabled: isTrue(account.twoFactorEnabled),
    site: membership?.site ?? null,
    complexes: memberships.map((one) => one.site),
    refused,
  };
}

/** A boolean column as either database returns it (SQLite 0/1, PostgreSQL true/false). */
export function isTrue(value: number | boolean | null | undefined): boolean {
  return value === true || value === 1;
}

/** Whether this account must enrol in two-factor sign-in before any other admin page (ADMIN_2FA). */
export function mustEnrolTwoFactor(role: StaffRole, twoFactorEnabled: boolean): boolean {
  return !twoFactorEnabled && isTwoFactorRequired(role, getEnv().ADMIN_2FA);
}

/** The enrolment page and sign-out are the only admin routes open to an account that must enrol first. */
export type AdminGate = {
  allowUnenrolled?: boolean;
  /** The host's complex (the first complex's when not given): where a person without a choice works. */
  siteId?: string;
};

export const ENROL_FIRST_MESSAGE = "2단계 인증을 먼저 설정해 주세요.";

/**
 * For admin pages: anonymous visitors go to sign in and come back; an account that must enrol in
 * two-factor sign-in goes to enrol. `pageUrl` is the page's address without a data request's `.data`.
 */
export async function requireAdminPage(request: Request, pageUrl?: URL, gate: AdminGate = {}): Promise<AdminUser> {
  return (await requireAdminState(request, { read: true, pageUrl, ...gate })).admin;
}

/** For every admin action: a cross-site post or an account that must enrol first is 403, no session 401. */
export async function requireAdminAction(request: Request, gate: AdminGate = {}): Promise<AdminUser> {
  return (await requireAdminState(request, { read: false, ...gate })).admin;
}

/**
 * Both of the above, with the complex the request works on: a person who is a member of no complex
 * is refused (403) everywhere but enrolment and sign-out.
 */
export async function requireAdminState(
  request: Request,
  gate: AdminGate & { read: boolean; pageUrl?: URL },
): Promise<AdminState> {
  if (!gate.read && !isSameOriginRequest(request)) {
    throw data({ error: CROSS_SITE_MESSAGE }, { status: 403, headers: ADMIN_HEADERS });
  }
  const state = await readAdmin(request, gate.siteId ?? defaultSite().id);
  if (!state) {
    if (!gate.read) throw data({ error: "로그인이 필요합니다." }, { status: 401, headers: ADMIN_HEADERS });
    const url = gate.pageUrl ?? new URL(request.url);
    throw redirect(`${href("/admin/login")}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, {
      headers: ADMIN_HEADERS,
    });
  }
  if (!gate.allowUnenrolled && mustEnrolTwoFactor(state.admin.role, state.twoFactorEnabled)) {
    if (gate.read) throw redirect(href("/admin/account/2fa"), { headers: ADMIN_HEADERS });
    throw data({ error: ENROL_FIRST_MESSAGE }, { status: 403, headers: ADMIN_HEADERS });
  }
  if (!state.site && !gate.allowUnenrolled) {
    throw data({ error: NO_COMPLEX_MESSAGE }, { status: 403, headers: ADMIN_HEADERS });
  }
  return state;
}

const LOGIN_FAILED = "로그인 실패: ";

/** Attempts on one account from one address before that address is refused for the account. */
export const LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS = 8;
/** Attempts on one account, from anywhere, before each further attempt is slowed down. */
export const LOGIN_ATTEMPTS_BEFORE_SLOWDOWN = 8;
/** The longest wait an attempt is made to sit out before its password is checked. */
export const LOGIN_SLOWDOWN_MAX_SECONDS = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

type LoginLimiters = {
  byAddress: RateLimiterAbstract;
  byAccountAndAddress: RateLimiterAbstract;
  byAccount: RateLimiterAbstract;
};
let loginLimiters: LoginLimiters | undefined;

function limiters(): LoginLimiters {
  loginLimiters ??= (() => {
    const database = getDatabase();
    const { ADMIN_LOGIN_RATE_LIMIT } = getEnv();
    return {
      // Per address: slows guessing across accounts.
      byAddress: database.createRateLimiter({
        keyPrefix: "login-ip",
        points: ADMIN_LOGIN_RATE_LIMIT,
        durationSeconds: LOGIN_WINDOW_SECONDS,
      }),
      // Per account and address: one address guessing one password is refused after 8.
      byAccountAndAddress: database.createRateLimiter({
        keyPrefix: "login-account-ip",
        points: LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS,
        durationSeconds: LOGIN_WINDOW_SECONDS,
      }),
      // Per account, from anywhere: counts failures only. Refusing here would hand anyone who knows the
      // email a way to lock the administrator out; past the threshold attempts are slowed instead.
      byAccount: database.createRateLimiter({
        keyPrefix: "login-account",
        points: 1_000_000_000,
        durationSeconds: LOGIN_WINDOW_SECONDS,
      }),
    };
  })();
  return loginLimiters;
}

/** The wait before an attempt that follows `attempt - 1` failures on its account: 0, then 1 s more each time. */
export function loginSlowdownMs(attempt: number): number {
  const excess = attempt - LOGIN_ATTEMPTS_BEFORE_SLOWDOWN;
  return excess > 0 ? Math.min(excess, LOGIN_SLOWDOWN_MAX_SECONDS) * 1000 : 0;
}

/** Where a right password leads: signed in, the second step, or signed in but made to enrol first. */
export type SignInNext = "signed-in" | "two-factor" | "enrol";
export type SignInResult =
  | { ok: true; headers: Headers; next: SignInNext }
  | { ok: false; status: number; message: string };

/**
 * Attempts are refused per address and per account-and-address, and only slowed per account, so
 * guessing stays slow while the real administrator, from another address, gets in.
 */
export async function signInAdmin(
  request: Request,
  credentials: { email: string; password: string },
  clientAddress: string,
): Promise<SignInResult> {
  if (!isSameOriginRequest(request)) {
    return { ok: false, status: 403, message: `${LOGIN_FAILED}잘못된 요청입니다.` };
  }
  const email = credentials.email.trim().toLowerCase();
  if (!email || !credentials.password) {
    return { ok: false, status: 400, message: `${LOGIN_FAILED}이메일과 비밀번호를 입력해 주세요.` };
  }
  // The email is part of a rate-limit key, and PostgreSQL refuses a NUL in it.
  if (!hasNoControlCharacters(email)) {
    return { ok: false, status: 400, message: `${LOGIN_FAILED}${CONTROL_CHARACTER_MESSAGE}` };
  }
  const { byAddress, byAccountAndAddress, byAccount } = limiters();
  const accountAndAddress = `${email}|${clientAddress}`;
  try {
    await byAddress.consume(clientAddress);
    await byAccountAndAddress.consume(accountAndAddress);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      logger.warn("admin.login.rate_limited");
      return { ok: false, status: 429, message: `${LOGIN_FAILED}시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.` };
    }
    throw error;
  }
  // Failures only: the administrator signing in often is never slowed by their own successes.
  const failures = (await byAccount.get(email))?.consumedPoints ?? 0;
  const delayMs = loginSlowdownMs(failures + 1);
  if (delayMs > 0) {
    logger.warn({ delayMs }, "admin.login.slowed");
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  try {
    const response = await getAuth().api.signInEmail({
      body: { email, password: credentials.password },
      headers: withClientAddress(request.headers, clientAddress),
      asResponse: true,
    });
    if (!response.ok) {
      await byAccount.penalty(email, 1);
      logger.info({ status: response.status }, "admin.login.failed");
      return { ok: false, status: 401, message: `${LOGIN_FAILED}이메일 또는 비밀번호가 올바르지 않습니다.` };
    }
    const answer = (await response.json()) as PasswordAnswer;
    // A deactivated account (modules/staff): the session Better Auth just wrote goes at once.
    if (await refuseDeactivated(answer.user?.id)) {
      return { ok: false, status: 403, message: `${LOGIN_FAILED}${DEACTIVATED_MESSAGE}` };
    }
    const headers = new Headers();
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    const next = await nextStepAfterPassword(answer);
    // A successful sign-in clears this address's count for the account; the account's own count
    // (the slowdown) runs out by itself, so signing in does not reset it for a guesser elsewhere.
    await byAccountAndAddress.delete(accountAndAddress);
    logger.info({ next }, "admin.login.ok");
    return { ok: true, headers, next };
  } catch (error) {
    logger.error({ err: error }, "admin.login.error");
    return { ok: false, status: 503, message: `${LOGIN_FAILED}일시적인 오류입니다. 잠시 후 다시 시도해 주세요.` };
  }
}

type PasswordAnswer = { twoFactorRedirect?: boolean; user?: { id?: string } };

export const DEACTIVATED_MESSAGE = "비활성화된 계정입니다. 총괄 관리자나 매니저에게 문의해 주세요.";

/** A deactivated account (modules/staff) whose password or second step was right: refused, its sessions gone. */
export async function refuseDeactivated(userId: string | undefined): Promise<boolean> {
  if (!userId) return false;
  const { db } = getDatabase();
  const account = await db.selectFrom("user").select("banned").where("id", "=", userId).executeTakeFirst();
  if (!isTrue(account?.banned)) return false;
  await db.deleteFrom("session").where("userId", "=", userId).execute();
  logger.info("admin.login.deactivated");
  return true;
}

async function nextStepAfterPassword(answer: PasswordAnswer): Promise<SignInNext> {
  if (answer.twoFactorRedirect) return "two-factor";
  if (!answer.user?.id) return "signed-in";
  const account = await getDatabase()
    .db.selectFrom("user")
    .select(["role", "twoFactorEnabled"])
    .where("id", "=", answer.user.id)
    .executeTakeFirst();
  if (account && isStaffRole(account.role) && mustEnrolTwoFactor(account.role, isTrue(account.twoFactorEnabled))) {
    return "enrol";
  }
  return "signed-in";
}

/** The request's headers for Better Auth, with the client's address where it records it on the session. */
export function withClientAddress(headers: Headers, clientAddress: string): Headers {
  const copy = new Headers(headers);
  copy.set(CLIENT_ADDRESS_FOR_AUTH, clientAddress);
  return copy;
}

export async function signOutAdmin(request: Request): Promise<Headers> {
  const headers = new Headers();
  try {
    const response = await getAuth().api.signOut({ headers: request.headers, asResponse: true });
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch (error) {
    logger.warn({ err: error }, "admin.logout.without_session");
  }
  return headers;
}
