import { data, href, redirect } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import { getAdmin, signInAdmin, signOutAdmin } from "#app/platform/access/session.server.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { hasTwoFactorChallenge, verifyTwoFactorStep } from "#app/platform/access/two-factor.server.ts";

/** The sign-in page; a signed-in person goes straight on. */
export async function signInPage(request: Request, url: URL) {
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getAdmin(request)) throw redirect(redirectTo);
  return { redirectTo, invited: url.searchParams.get("invited") === "1" };
}

/** The typed email and password are checked on the server, attempts limited in the database. */
export async function signInAction(request: Request, clientAddress: string) {
  const formData = await readFormData(request);
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const redirectTo = safeRedirect(text("redirectTo"));
  const result = await signInAdmin(request, { email: text("email"), password: text("password") }, clientAddress);
  if (result.ok) {
    // Two-factor sign-in on: the second step; required but not set up: the enrolment page first.
    if (result.next === "two-factor") {
      return redirect(`${href("/admin/login/2fa")}?redirectTo=${encodeURIComponent(redirectTo)}`, {
        headers: result.headers,
      });
    }
    if (result.next === "enrol") return redirect(href("/admin/account/2fa"), { headers: result.headers });
    return redirect(redirectTo, { headers: result.headers });
  }
  return data(
    // The way back stays with the form (a post from the press page carries it in the body, not the URL).
    { message: result.message, email: text("email").slice(0, 254), redirectTo },
    { status: result.status, headers: { "Cache-Control": CACHE_CONTROL.none } },
  );
}

/** Only after a right password for an account with two-factor sign-in (its cookie); otherwise back to the password. */
export async function secondStepPage(request: Request, url: URL) {
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getAdmin(request)) throw redirect(redirectTo);
  if (!hasTwoFactorChallenge(request)) {
    throw redirect(`${href("/admin/login")}?redirectTo=${encodeURIComponent(redirectTo)}`);
  }
  return { redirectTo, backup: url.searchParams.get("method") === "backup" };
}

/** The code is checked on the server by Better Auth's twoFactor plugin, attempts limited. */
export async function secondStepAction(request: Request, clientAddress: string) {
  const formData = await readFormData(request);
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const redirectTo = safeRedirect(text("redirectTo"));
  const method = text("method") === "backup" ? "backup" : "totp";
  const result = await verifyTwoFactorStep(request, { method, code: text("code") }, clientAddress);
  if (result.ok) return redirect(redirectTo, { headers: result.headers });
  result.headers.set("Cache-Control", CACHE_CONTROL.none);
  return data(
    { message: result.message, restart: result.restart, redirectTo, method },
    { status: result.status, headers: result.headers },
  );
}

/** Signing out, for the staff member the admin layout let through (an account yet to enrol included). */
export async function signOutAction(_staff: Staff, request: Request) {
  return redirect(href("/admin/login"), { headers: await signOutAdmin(request) });
}
