import { getEnv } from "./env.server.ts";

/** What a refused cross-site post hears. */
export const CROSS_SITE_MESSAGE = "다른 사이트에서 보낸 요청은 처리할 수 없습니다.";

/**
 * Which origins may post. `siteUrl` and `aliases` always; the request's own origin (built from its
 * Host header) only when `acceptRequestOrigin`: in development, where the site runs on whatever
 * host and port Vite picked. In production a proxy may pass any Host through, so a Host the
 * client chose proves nothing.
 */
export type OriginPolicy = { siteUrl: string; aliases: readonly string[]; acceptRequestOrigin: boolean };

/** The running server's policy: SITE_URL, ALLOWED_ORIGINS, and the request's own host outside production. */
export function originPolicy(): OriginPolicy {
  const env = getEnv();
  return { siteUrl: env.SITE_URL, aliases: env.ALLOWED_ORIGINS, acceptRequestOrigin: env.NODE_ENV !== "production" };
}

/**
 * Cross-site request check for form posts. A browser names the page's origin in `Origin`
 * (and says `Sec-Fetch-Site`); a post from another site is refused. Requests without either
 * header do not come from a browser page and cannot carry a visitor's cookies against us.
 */
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
