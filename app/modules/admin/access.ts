import { matchRoutes } from "react-router";
import type { AdminAccess } from "#app/modules/feature.ts";
import type { StaffRole } from "./roles.ts";

/** The Korean refusals for a role the matrix does not list (403). */
export const ROLE_REFUSED_PAGE = "이 화면을 볼 권한이 없습니다. 필요하면 총괄 관리자에게 권한을 요청해 주세요.";
export const ROLE_REFUSED_ACTION = "이 작업을 할 권한이 없습니다. 필요하면 총괄 관리자에게 권한을 요청해 주세요.";

/**
 * The route path (as in `routes.ts`, `/admin/leads/:id`) a request path falls under, ranked the way
 * React Router ranks routes (a static segment before a `:param`); undefined when none matches.
 * A `.data` request (a client navigation or fetcher) counts as its page.
 */
export function adminRoutePathOf(pathname: string, paths: readonly string[]): string | undefined {
  const page = pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");
  const matches = matchRoutes(
    paths.map((path) => ({ path })),
    page,
  );
  return matches?.at(-1)?.route.path;
}

/**
 * Whether `role` may make this request: a read (GET, HEAD) needs `read`, anything else `write`.
 * A path with no entry is refused (deny by default).
 */
export function roleMayUse(
  access: Readonly<Record<string, AdminAccess>>,
  pathname: string,
  method: string,
  role: StaffRole,
): boolean {
  const path = adminRoutePathOf(pathname, Object.keys(access));
  const entry = path === undefined ? undefined : access[path];
  if (!entry) return false;
  const isRead = method === "GET" || method === "HEAD";
  return (isRead ? entry.read : entry.write).includes(role);
}
