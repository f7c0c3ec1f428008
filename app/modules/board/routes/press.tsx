import { href, isRouteErrorResponse } from "react-router";
import { ErrorScreenLater as ErrorScreen } from "#app/components/layout/error-screen-later.tsx";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { complexNameFromMatches, siteUrlFromMatches } from "#app/lib/page-meta.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { seo } from "#app/lib/seo.ts";
import { PressAdminPanel, PressSignIn } from "#app/modules/board/components/press-admin-panel.tsx";
import { PressTable } from "#app/modules/board/components/press-table.tsx";
import { boardListPage, notFoundMeta } from "#app/modules/board/copy.ts";
import { pressListView, pressPageAction } from "#app/modules/board/public-view.server.ts";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import { siteOf } from "#app/platform/sites/sites.server.ts";
import type { Route } from "./+types/press";

/** /{site}/press (SPEC §2 Press list); the More button's fetcher calls this loader for the next page. */
export const loader = ({ request, params, url, context }: Route.LoaderArgs) =>
  pressListView(databaseOf(context), ADMIN_ACCESS, request, params.site, url, siteOf(context).id);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  pressPageAction(
    databaseOf(context),
    ADMIN_ACCESS,
    request,
    params.site,
    clientAddressOf(context),
    siteOf(context).id,
  );

/** Signed in: never cached. Signed out: revalidated every time (new articles, view counts). */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return {
    "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? CACHE_CONTROL.dynamic,
    Vary: "Cookie",
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta();
  return seo({
    page: boardListPage("press", loaderData.siteId),
    siteUrl: siteUrlFromMatches(matches),
    complexName: complexNameFromMatches(matches),
  });
}

export default function PressList({ loaderData, actionData }: Route.ComponentProps) {
  const { siteId, admin } = loaderData;
  const listPath = href("/:site/press", { site: siteId });
  return (
    <SubPage page={boardListPage("press", siteId)}>
      <PressTable key={siteId} first={loaderData} />
      {admin ? (
        <PressAdminPanel email={admin.email} action={listPath} actionData={actionData} />
      ) : (
        <PressSignIn redirectTo={listPath} />
      )}
    </SubPage>
  );
}

/** An unknown {site} (not a site id): the Not Found screen inside the site's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}
