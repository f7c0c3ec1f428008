/** Cache-Control values used by the server and by route `headers` exports. */
export const CACHE_CONTROL = {
  /** Hashed build assets never change under the same name. */
  immutable: "public, max-age=31536000, immutable",
  /** HTML: short browser cache, a CDN may keep it a little longer and revalidate in the background. */
  html: "public, max-age=60, s-maxage=300, stale-while-revalidate=600",
  /** Other public files (robots.txt, the PDF, icons). */
  file: "public, max-age=3600",
  /** Pages that must not be cached anywhere. */
  none: "no-store",
  /** A signed-in administrator's view of a public page. */
  privateNone: "private, no-store",
  /** Public pages that change with every visit (press list and articles: new posts, view counts). */
  dynamic: "public, max-age=0, must-revalidate",
} as const;

/** Answers that must not be cached or indexed anywhere: the admin area and every refusal. */
export const NOT_CACHED_OR_INDEXED = {
  "Cache-Control": CACHE_CONTROL.none,
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export const METHOD_NOT_ALLOWED_MESSAGE = "허용되지 않는 요청 방식입니다.";

/**
 * 405 for a resource route that only answers GET: without an action React Router would answer
 * a post with an English "Unexpected Server Error".
 */
export function methodNotAllowed(allow = "GET, HEAD"): Response {
  return new Response(`${METHOD_NOT_ALLOWED_MESSAGE}\n`, {
    status: 405,
    headers: { Allow: allow, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none },
  });
}
