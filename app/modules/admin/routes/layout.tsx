import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorScreen } from "#app/components/layout/error-screen.tsx";
import { ADMIN_ACCESS, adminNavFor } from "#app/modules/index.ts";
import { requireAdminMiddleware } from "#app/platform/access/middleware.server.ts";
import { ADMIN_HEADERS } from "#app/platform/access/session.server.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import { AdminShell } from "#app/platform/admin-ui/admin-shell.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import { isDesignedComplex } from "#app/platform/sites/sites.server.ts";
import type { Route } from "./+types/layout";

/**
 * Every page and action below needs a signed-in staff member (pages redirect to sign-in, actions
 * get 401/403) whose role the route's access entry names (403 otherwise).
 */
export const middleware: Route.MiddlewareFunction[] = [requireAdminMiddleware(ADMIN_ACCESS)];

/** The loader makes client navigations between admin pages ask the server, so the middleware runs each time. */
export function loader({ context }: Route.LoaderArgs) {
  const { actor, role, site, complexes } = requireStaff(context);
  return {
    email: actor.email,
    nav: adminNavFor(role, !isDesignedComplex(site)),
    complex: { id: site.id, name: site.name, choices: complexes.map(({ id, name }) => ({ id, name })) },
  };
}

/** Also for refusals the middleware throws (401, 403), which the middleware cannot stamp itself. */
export function headers(_args: Route.HeadersArgs) {
  return ADMIN_HEADERS;
}

export const meta: Route.MetaFunction = () => adminMeta("관리자");

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email} nav={loaderData.nav} complex={loaderData.complex}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} error={error} />;
}
