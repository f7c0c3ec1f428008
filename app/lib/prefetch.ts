/** A prefetch must not count as a page view (Chromium: `Sec-Purpose`, others `Purpose` or `X-Moz`). */
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
