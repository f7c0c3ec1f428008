/**
 * Where to go after signing in: a path on this site only (an open redirect to another site would
 * make our sign-in page a phishing tool). Anything else falls back to `fallback`.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/admin"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // A control character (a tab or newline inside "/\t/evil.example") can also turn it into another host.
  if ([...to].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  return to;
}
