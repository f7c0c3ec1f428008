export const CACHE_CONTROL = {
  immutable: "public, max-age=31536000, immutable",
  /** HTML: short browser cache, a CDN may keep it a little longer and revalidate in the background. */
  html: "public, max-age=60, s-maxage=300, stale-while-revalidate=600",
  file: "public, max-age=3600",
  none: "no-store",
  /** A signed-in administrator's view of a public page. */
  privateNone: "private, no-store",
  /** Press pages change with every visit (new posts, view counts). */
  dynamic: "public, max-age=0, must-revalidate",
} as const;

/** Answers that must not be cached or indexed anywhere: the admin area and every refusal. */
export const NOT_CACHED_OR_INDEXED = {
  "Cache-Control": CACHE_CONTROL.none,
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export const METHOD_NOT_ALLOWED_MESSAGE = "허용되지 않는 요청 방식입니다.";

/** Without an action React Router would answer a post with an English "Unexpected Server Error". */
export function methodNotAllowed(allow = "GET, HEAD"): Response {
  return new Response(`${METHOD_NOT_ALLOWED_MESSAGE}\n`, {
    status: 405,
    headers: { Allow: allow, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none },
  });
}
