import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { data, redirect } from "react-router";
import { getDatabase } from "#app/db/db.server.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { logger } from "#app/lib/logger.server.ts";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "#app/lib/origin.server.ts";
import { CLIENT_ADDRESS_FOR_AUTH, getAuth } from "./auth.server.ts";

export type AdminUser = { id: string; email: string; name: string };

/** Every admin answer, refusals and the sign-in redirect included: never cached, never indexed. */
export const ADMIN_HEADERS = NOT_CACHED_OR_INDEXED;

/** The signed-in administrator, or null. Every admin loader and action asks this on the server. */
export async function getAdmin(request: Request): Promise<AdminUser | null> {
  const session = await getAuth().api.getSession({ headers: request.headers });
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

/**
 * For admin pages: anonymous visitors go to the sign-in page, coming back afterwards. `pageUrl` is
 * the page's own address when the request is a data request (middleware and loaders get it as
 * `url`, without React Router's `.data` suffix and `_routes` parameter).
 */
export async function requireAdminPage(request: Request, pageUrl?: URL): Promise<AdminUser> {
  const admin = await getAdmin(request);
  if (admin) return admin;
  const url = pageUrl ?? new URL(request.url);
  throw redirect(`/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, {
    headers: ADMIN_HEADERS,
  });
}

/**
 * For every admin action (an open HTTP endpoint): a cross-site post is 403, an anonymous or
 * forged session 401, and nothing changes.
 */
export async function requireAdminAction(request: Request): Promise<AdminUser> {
  if (!isSameOriginRequest(request, getEnv().SITE_URL)) {
    throw data({ error: CROSS_SITE_MESSAGE }, { status: 403, headers: ADMIN_HEADERS });
  }
  const admin = await getAdmin(request);
  if (!admin) throw data({ error: "로그인이 필요합니다." }, { status: 401, headers: ADMIN_HEADERS });
  return admin;
}

const LOGIN_FAILED = "로그인 실패: ";

type LoginLimiters = { byAddress: RateLimiterAbstract; byEmail: RateLimiterAbstract };
let loginLimiters: LoginLimiters | undefined;

function limiters(): LoginLimiters {
  loginLimiters ??= (() => {
    const database = getDatabase();
    const { ADMIN_LOGIN_RATE_LIMIT } = getEnv();
    return {
      // Per address: slows guessing across accounts; per account: slows guessing one password.
      byAddress: database.createRateLimiter({
        keyPrefix: "login-ip",
        points: ADMIN_LOGIN_RATE_LIMIT,
        durationSeconds: 15 * 60,
      }),
      byEmail: database.createRateLimiter({ keyPrefix: "login-email", points: 8, durationSeconds: 15 * 60 }),
    };
  })();
  return loginLimiters;
}

export type SignInResult = { ok: true; headers: Headers } | { ok: false; status: number; message: string };

/** Checks the typed email and password (SPEC §6's flaw fixed), with attempts limited in the database. */
export async function signInAdmin(
  request: Request,
  credentials: { email: string; password: string },
  clientAddress: string,
): Promise<SignInResult> {
  if (!isSameOriginRequest(request, getEnv().SITE_URL)) {
    return { ok: false, status: 403, message: `${LOGIN_FAILED}잘못된 요청입니다.` };
  }
  const email = credentials.email.trim().toLowerCase();
  if (!email || !credentials.password) {
    return { ok: false, status: 400, message: `${LOGIN_FAILED}이메일과 비밀번호를 입력해 주세요.` };
  }
  const { byAddress, byEmail } = limiters();
  try {
    await byAddress.consume(clientAddress);
    await byEmail.consume(email);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      logger.warn("admin.login.rate_limited");
      return { ok: false, status: 429, message: `${LOGIN_FAILED}시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.` };
    }
    throw error;
  }
  try {
    const response = await getAuth().api.signInEmail({
      body: { email, password: credentials.password },
      headers: withClientAddress(request.headers, clientAddress),
      asResponse: true,
    });
    if (!response.ok) {
      logger.info({ status: response.status }, "admin.login.failed");
      return { ok: false, status: 401, message: `${LOGIN_FAILED}이메일 또는 비밀번호가 올바르지 않습니다.` };
    }
    const headers = new Headers();
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    // A successful sign-in clears the account's failed-attempt counter.
    await byEmail.delete(email);
    logger.info("admin.login.ok");
    return { ok: true, headers };
  } catch (error) {
    logger.error({ err: error }, "admin.login.error");
    return { ok: false, status: 503, message: `${LOGIN_FAILED}일시적인 오류입니다. 잠시 후 다시 시도해 주세요.` };
  }
}

/** The request's headers for Better Auth, with the client's address where it records it on the session. */
function withClientAddress(headers: Headers, clientAddress: string): Headers {
  const copy = new Headers(headers);
  copy.set(CLIENT_ADDRESS_FOR_AUTH, clientAddress);
  return copy;
}

/** Ends the session on the server and clears the cookie. */
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
