import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorScreen } from "#app/components/layout/error-screen.tsx";
import { AdminShell } from "#app/modules/admin/components/admin-shell.tsx";
import { adminContext } from "#app/modules/admin/context.ts";
import { adminMeta } from "#app/modules/admin/meta.ts";
import { requireAdminMiddleware, requireRoleMiddleware } from "#app/modules/admin/middleware.server.ts";
import { ADMIN_HEADERS } from "#app/modules/admin/session.server.ts";
import { ADMIN_ACCESS, adminNavFor } from "#app/modules/index.ts";
import type { Route } from "./+types/layout";

/**
 * Every page and action below needs the administrator (pages redirect to sign-in, actions get
 * 401/403), and a role the route's entry in ADMIN_ACCESS lists (403 otherwise, also for a route
 * with no entry).
 */
export const middleware: Route.MiddlewareFunction[] = [requireAdminMiddleware, requireRoleMiddleware(ADMIN_ACCESS)];

/** The loader makes client navigations between admin pages ask the server, so the middleware runs each time. */
export function loader({ context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  return { email: admin.email, nav: adminNavFor(admin.role) };
}

/** Also for refusals the middleware throws (401, 403), which the middleware cannot stamp itself. */
export function headers(_args: Route.HeadersArgs) {
  return ADMIN_HEADERS;
}

export const meta: Route.MetaFunction = () => adminMeta("관리자");

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email} nav={loaderData.nav}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403 && isRoleRefusal(error.data)) {
    return <ErrorScreen status={403} message={error.data.error} />;
  }
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}

function isRoleRefusal(value: unknown): value is { error: string; role: true } {
  return (
    typeof value === "object" &&
    value !== null &&
    "role" in value &&
    "error" in value &&
    typeof value.error === "string"
  );
}
