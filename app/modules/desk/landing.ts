import { href } from "react-router";
import type { StaffRole } from "#app/platform/access/roles.ts";

/**
 * Where a staff member lands right after signing in, when the sign-in led to the admin home: a
 * counsellor starts on their day (오늘 할 일); everyone else, and a counsellor who opens the home
 * later from the menu, sees the dashboard. "Right after signing in" is the request's referrer
 * being a sign-in page of this site (the site sends it for its own pages: strict-origin-when-cross-origin).
 */
export function landingAfterSignIn(role: StaffRole, request: Request): string | null {
  if (role !== "counsellor") return null;
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return null;
  }
  const sameSite = from.origin === new URL(request.url).origin;
  const signIn = from.pathname === href("/admin/login") || from.pathname === href("/admin/login/2fa");
  return sameSite && signIn ? href("/admin/today") : null;
}
