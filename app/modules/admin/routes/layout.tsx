import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorScreen } from "#app/components/layout/error-screen.tsx";
import { AdminShell } from "#app/modules/admin/components/admin-shell.tsx";
import { adminContext } from "#app/modules/admin/context.ts";
import { adminMeta } from "#app/modules/admin/meta.ts";
import { requireAdminMiddleware } from "#app/modules/admin/middleware.server.ts";
import { ADMIN_HEADERS } from "#app/modules/admin/session.server.ts";
import { ADMIN_NAV } from "#app/modules/index.ts";
import type { Route } from "./+types/layout";

/** Every page and action below needs the administrator (pages redirect to sign-in, actions get 401/403). */
export const middleware: Route.MiddlewareFunction[] = [requireAdminMiddleware];

/** The loader makes client navigations between admin pages ask the server, so the middleware runs each time. */
export function loader({ context }: Route.LoaderArgs) {
  return { email: context.get(adminContext).email };
}

/** Also for refusals the middleware throws (401, 403), which the middleware cannot stamp itself. */
export function headers(_args: Route.HeadersArgs) {
  return ADMIN_HEADERS;
}

export const meta: Route.MetaFunction = () => adminMeta("관리자");

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email} nav={ADMIN_NAV}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}
