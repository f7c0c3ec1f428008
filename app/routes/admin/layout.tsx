import { isRouteErrorResponse, Outlet } from "react-router";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { ErrorScreen } from "#app/components/layout/error-screen.tsx";
import { adminContext } from "#app/lib/admin-context.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { requireAdminMiddleware } from "#app/lib/admin-middleware.server.ts";
import { ADMIN_HEADERS } from "#app/lib/admin-session.server.ts";
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
    <AdminShell email={loaderData.email}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}
