import { href, type MiddlewareFunction } from "react-router";
import { adminContext } from "./context.ts";
import { ADMIN_HEADERS, requireAdminAction, requireAdminPage } from "./session.server.ts";

/**
 * Every request under the admin layout: a page (GET) sends an anonymous visitor to the sign-in
 * page; anything else (an action) is refused with 403/401 before it runs. An account that must
 * have two-factor sign-in (ADMIN_2FA) and has not enrolled reaches only the enrolment page and
 * sign-out: other pages redirect there, other actions get 403. Each action still
 * calls `requireAdminAction` itself (STYLE §5: an action is an open HTTP endpoint). The answer
 * is never cached or indexed.
 */
export const requireAdminMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const isRead = request.method === "GET" || request.method === "HEAD";
  // Until an account that must have two-factor sign-in has enrolled, only enrolment and sign-out answer.
  const gate = { allowUnenrolled: OPEN_BEFORE_ENROLMENT.has(url.pathname.replace(/\/+$/, "")) };
  const admin = isRead ? await requireAdminPage(request, url, gate) : await requireAdminAction(request, gate);
  context.set(adminContext, admin);
  const response = await next();
  return withAdminHeaders(response);
};

const OPEN_BEFORE_ENROLMENT = new Set<string>([href("/admin/account/2fa"), href("/admin/logout")]);

export function withAdminHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(ADMIN_HEADERS)) response.headers.set(name, value);
  return response;
}
