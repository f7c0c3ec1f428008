import { data, href, type MiddlewareFunction } from "react-router";
import { NOT_ALLOWED_MESSAGE, notAllowedCopy } from "#app/platform/admin-ui/copy.ts";
import { accessTableContext, adminContext } from "./context.ts";
import type { AdminAccess, StaffRole } from "./roles.ts";
import { ADMIN_HEADERS, requireAdminAction, requireAdminPage } from "./session.server.ts";

/**
 * Every admin action's session check, and every page's: it runs before each loader and action
 * (`requireStaff` then reads what it set). Then the route-by-role rule: the matched route's entry
 * in `access` must name the role for reading (GET) or writing (an action), else 403.
 */
export function requireAdminMiddleware(access: Readonly<Record<string, AdminAccess>>): MiddlewareFunction<Response> {
  return async ({ request, url, pattern, context }, next) => {
    const isRead = request.method === "GET" || request.method === "HEAD";
    // Until an account that must have two-factor sign-in has enrolled, only enrolment and sign-out answer.
    const gate = { allowUnenrolled: OPEN_BEFORE_ENROLMENT.has(url.pathname.replace(/\/+$/, "")) };
    const admin = isRead ? await requireAdminPage(request, url, gate) : await requireAdminAction(request, gate);
    if (!mayUse(access, pattern, admin.role, isRead ? "read" : "write")) {
      const explained = { ...notAllowedCopy, text: NOT_ALLOWED_MESSAGE, actionHref: href("/admin") };
      throw data({ error: NOT_ALLOWED_MESSAGE, explained }, { status: 403, headers: ADMIN_HEADERS });
    }
    context.set(adminContext, admin);
    context.set(accessTableContext, access);
    const response = await next();
    return withAdminHeaders(response);
  };
}

/** The route-by-role rule: a route without an entry is open to no one. */
export function mayUse(
  access: Readonly<Record<string, AdminAccess>>,
  pattern: string,
  role: StaffRole,
  use: "read" | "write",
): boolean {
  // React Router joins the matched routes' relative paths ("admin/leads/:id"): compare as "/admin/leads/:id".
  const path = `/${pattern}`.replace(/\/{2,}/g, "/").replace(/(.)\/+$/, "$1");
  const entry = access[path];
  return entry?.[use].includes(role) ?? false;
}

const OPEN_BEFORE_ENROLMENT = new Set<string>([href("/admin/account/2fa"), href("/admin/logout")]);

export function withAdminHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(ADMIN_HEADERS)) response.headers.set(name, value);
  return response;
}
