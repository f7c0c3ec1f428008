/**
 * True when the browser is only prefetching (a `<Link prefetch>` or a speculation rule), not
 * showing the page: Chromium sends `Sec-Purpose: prefetch`, older browsers `Purpose: prefetch`
 * or `X-Moz: prefetch`. A page view counter must not count these.
 */
export function isPrefetchRequest(request: { headers: Pick<Headers, "get"> }): boolean {
  const purpose = [
    request.headers.get("sec-purpose"),
    request.headers.get("purpose"),
    request.headers.get("x-purpose"),
    request.headers.get("x-moz"),
  ]
    .filter(Boolean)
    .join(";")
    .toLowerCase();
  return /(^|[;,\s])prefetch\b/.test(purpose);
}
