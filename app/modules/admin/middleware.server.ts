import { data, type MiddlewareFunction } from "react-router";
import type { AdminAccess } from "#app/modules/feature.ts";
import { ROLE_REFUSED_ACTION, ROLE_REFUSED_PAGE, roleMayUse } from "./access.ts";
import { adminContext } from "./context.ts";
import { ADMIN_HEADERS, requireAdminAction, requireAdminPage } from "./session.server.ts";

/**
 * Every request under the admin layout: a page (GET) sends an anonymous visitor to the sign-in
 * page; anything else (an action) is refused with 403/401 before it runs. Each action still
 * calls `requireAdminAction` itself (STYLE §5: an action is an open HTTP endpoint). The answer
 * is never cached or indexed.
 */
export const requireAdminMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const isRead = request.method === "GET" || request.method === "HEAD";
  const admin = isRead ? await requireAdminPage(request, url) : await requireAdminAction(request);
  context.set(adminContext, admin);
  const response = await next();
  return withAdminHeaders(response);
};

/**
 * The route-by-role matrix (issue 23), after `requireAdminMiddleware`: the signed-in person's role
 * must be listed for the route (`read` for GET/HEAD, `write` for a post); a route with no entry is
 * refused. A page gets the 403 screen, an action a 403 with `{ error }` (Korean).
 */
export function requireRoleMiddleware(access: Readonly<Record<string, AdminAccess>>): MiddlewareFunction<Response> {
  return async ({ request, url, context }, next) => {
    const admin = context.get(adminContext);
    if (!roleMayUse(access, url.pathname, request.method, admin.role)) {
      const isRead = request.method === "GET" || request.method === "HEAD";
      throw data(
        { error: isRead ? ROLE_REFUSED_PAGE : ROLE_REFUSED_ACTION, role: true },
        { status: 403, headers: ADMIN_HEADERS },
      );
    }
    return next();
  };
}

export function withAdminHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(ADMIN_HEADERS)) response.headers.set(name, value);
  return response;
}
