import { data, href, type MiddlewareFunction } from "react-router";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { NOT_ALLOWED_MESSAGE, notAllowedCopy } from "#app/platform/admin-ui/copy.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { type ContextReader, databaseContext, databaseOf } from "#app/platform/database.server.ts";
import { siteScoped, unscopedOf } from "#app/platform/sites/scope.server.ts";
import { type Site, siteContext } from "#app/platform/sites/site.ts";
import { siteOf } from "#app/platform/sites/sites.server.ts";
import { adminComplexesContext, chosenComplexCookie } from "./complexes.server.ts";
import { accessTableContext, adminContext } from "./context.ts";
import type { AdminAccess, StaffRole } from "./roles.ts";
import { ADMIN_HEADERS, type AdminUser, requireAdminState } from "./session.server.ts";

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
    const host = siteOf(context);
    const state = await requireAdminState(request, { read: isRead, pageUrl: url, siteId: host.id, ...gate });
    const { admin, site } = state;
    // A choice of a complex the person is no member of (a stale or forged cookie): recorded, then forgotten.
    if (state.refused) await recordRefusedComplex(context, admin, state.refused, site ?? host);
    const forget = state.refused && site ? chosenComplexCookie(request, site.id) : null;
    if (!mayUse(access, pattern, admin.role, isRead ? "read" : "write")) {
      const explained = { ...notAllowedCopy, text: NOT_ALLOWED_MESSAGE, actionHref: href("/admin") };
      const headers = new Headers(ADMIN_HEADERS);
      if (forget) headers.append("Set-Cookie", forget);
      throw data({ error: NOT_ALLOWED_MESSAGE, explained }, { status: 403, headers });
    }
    context.set(adminContext, admin);
    context.set(accessTableContext, access);
    context.set(adminComplexesContext, state.complexes);
    // What the request reads and writes is the chosen complex's, whatever host the admin is used on.
    if (site && site.id !== host.id) {
      context.set(siteContext, site);
      context.set(databaseContext, siteScoped(unscopedOf(databaseOf(context)), site.id));
    }
    const response = await next();
    if (forget) response.headers.append("Set-Cookie", forget);
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

/** One access-log entry for a refused choice of complex, under the complex the request fell back to. */
async function recordRefusedComplex(context: ContextReader, admin: AdminUser, refused: string, site: Site) {
  await recordAudit(unscopedOf(databaseOf(context)), {
    actorId: admin.id,
    actorEmail: admin.email,
    action: "site.denied",
    target: refused,
    siteId: site.id,
    ipAddress: clientAddressOf(context),
  });
}
