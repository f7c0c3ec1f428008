import type { MiddlewareFunction } from "react-router";
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

export function withAdminHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(ADMIN_HEADERS)) response.headers.set(name, value);
  return response;
}
