import { getEnv } from "./env.server.ts";

export const CROSS_SITE_MESSAGE = "다른 사이트에서 보낸 요청은 처리할 수 없습니다.";

/** The request's own origin only in development (Vite's host); in production the client chooses Host. */
export type OriginPolicy = { siteUrl: string; aliases: readonly string[]; acceptRequestOrigin: boolean };

export function originPolicy(): OriginPolicy {
  const env = getEnv();
  return { siteUrl: env.SITE_URL, aliases: env.ALLOWED_ORIGINS, acceptRequestOrigin: env.NODE_ENV !== "production" };
}

/** Requests with neither `Origin` nor `Sec-Fetch-Site` come from no browser page, so carry no visitor's cookies. */
export function isSameOriginRequest(request: Request, policy: OriginPolicy = originPolicy()): boolean {
  const origin = request.headers.get("origin");
  if (origin) return isOwnOrigin(origin, request, policy);
  const fetchSite = request.headers.get("sec-fetch-site");
  return !fetchSite || fetchSite === "same-origin" || fetchSite === "none";
}

/** Whether an origin ("https://host[:port]") is the site's own under the policy; "null" never is. */
export function isOwnOrigin(origin: string, request: Request, policy: OriginPolicy): boolean {
  if (origin === "null") return false;
  if (origin === new URL(policy.siteUrl).origin || policy.aliases.includes(origin)) return true;
  return policy.acceptRequestOrigin && origin === new URL(request.url).origin;
}
