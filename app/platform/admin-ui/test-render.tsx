import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import type { AdminAccess, StaffRole } from "#app/platform/access/roles.ts";
import { staffTestContext } from "#app/platform/access/test-context.ts";

/** An admin route module as a test sees it: its page and its loader. */
type AdminRouteModule = {
  // biome-ignore lint/suspicious/noExplicitAny: the generated props need more than a page reads
  default: ComponentType<any>;
  // biome-ignore lint/suspicious/noExplicitAny: the generated route args need more than a loader reads
  loader: (args: any) => Promise<unknown>;
};

/**
 * An admin page as the router renders it for one role: its own loader (on whatever database the
 * test mocks in), then its component inside a route stub, as static HTML. Used by tests only.
 */
export async function renderAdminPage(
  route: AdminRouteModule,
  path: string,
  role: StaffRole,
  access: Readonly<Record<string, AdminAccess>> = {},
): Promise<string> {
  const context = staffTestContext(role, { access });
  const url = new URL(`http://127.0.0.1${path}`);
  const loaderData = await route.loader({ request: new Request(url), url, params: {}, context });
  const Page = route.default;
  const Stub = createRoutesStub([{ path, Component: () => <Page loaderData={loaderData} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}
