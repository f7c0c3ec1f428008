const BASE = "https://redirect.invalid";

/**
 * A path on this site only (an open redirect would make our sign-in a phishing tool), percent-encoded
 * so a `Location` header can carry it.
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
