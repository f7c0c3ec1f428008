/** Any origin on a reserved name: a relative path resolved against it stays on it. */
const BASE = "https://redirect.invalid";

/**
 * Where to go after signing in: a path on this site only (an open redirect to another site would
 * make our sign-in page a phishing tool). Anything else falls back to `fallback`. The path comes
 * back as a URL parser writes it: percent-encoded, so a `Location` header can carry it (a raw
 * `/。evil` made the answer fail after the session was created).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/admin"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // A control character (a tab or newline inside "/\t/evil.example") can also turn it into another host.
  if ([...to].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments and backslashes can still collapse into "//host" once parsed.
  if (url.origin !== BASE || !path.startsWith("/") || path.startsWith("//")) return fallback;
  return path;
}
