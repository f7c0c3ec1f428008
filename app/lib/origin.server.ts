/** What a refused cross-site post hears. */
export const CROSS_SITE_MESSAGE = "다른 사이트에서 보낸 요청은 처리할 수 없습니다.";

/**
 * Cross-site request check for form posts. A browser names the page's origin in `Origin`
 * (and says `Sec-Fetch-Site`); a post from another site is refused. Requests without either
 * header do not come from a browser page and cannot carry a visitor's cookies against us.
 */
export function isSameOriginRequest(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get("origin");
  if (origin) {
    if (origin === "null") return false;
    const allowed = new Set([new URL(request.url).origin, new URL(siteUrl).origin]);
    return allowed.has(origin);
  }
  const fetchSite = request.headers.get("sec-fetch-site");
  return !fetchSite || fetchSite === "same-origin" || fetchSite === "none";
}
