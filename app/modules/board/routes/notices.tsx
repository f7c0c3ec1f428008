import { isRouteErrorResponse } from "react-router";
import { ErrorScreenLater as ErrorScreen } from "#app/components/layout/error-screen-later.tsx";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { complexNameFromMatches, siteUrlFromMatches } from "#app/lib/page-meta.ts";
import { seo } from "#app/lib/seo.ts";
import { NoticeList } from "#app/modules/board/components/notice-list.tsx";
import { boardListPage, notFoundMeta } from "#app/modules/board/copy.ts";
import { noticeListView } from "#app/modules/board/public-view.server.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import { siteOf } from "#app/platform/sites/sites.server.ts";
import type { Route } from "./+types/notices";

/** /{site}/notice; the server keeps the first page cached, dropped on every publish. */
export const loader = ({ params, url, context }: Route.LoaderArgs) =>
  noticeListView(databaseOf(context), params.site, url, siteOf(context).id);

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE_CONTROL.dynamic };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta();
  // A filtered or later page points search engines at the list itself.
  return seo({
    page: boardListPage("notices", loaderData.list.siteId),
    siteUrl: siteUrlFromMatches(matches),
    complexName: complexNameFromMatches(matches),
  });
}

export default function Notices({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <SubPage page={boardListPage("notices", list.siteId)}>
      <NoticeList list={list} />
    </SubPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}
