import { data, href, isRouteErrorResponse, replace } from "react-router";
import { ErrorScreenLater as ErrorScreen } from "#app/components/layout/error-screen-later.tsx";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { NOTICE_PATH } from "#app/content/paths.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { siteUrlFromMatches } from "#app/lib/page-meta.ts";
import { seo } from "#app/lib/seo.ts";
import { isSiteId } from "#app/lib/site-id.ts";
import { NoticeList } from "#app/modules/board/components/notice-list.tsx";
import { boardListPage } from "#app/modules/board/copy.ts";
import { NOTICE_PAGE_SIZE } from "#app/modules/board/fields.ts";
import { isNoticeCategory } from "#app/modules/board/notice-kinds.ts";
import { publicNoticesOf } from "#app/modules/board/notice-pages.server.ts";
import type { Route } from "./+types/notices";

/**
 * /{site}/notice: a page of 10 visible notices, pinned first, then newest; `?category=` and
 * `?page=` are plain links (no JavaScript needed). Rendered from the database; the server keeps the
 * first page in its page cache, dropped on every publish (here at once, elsewhere within a second).
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  // /Promotion/Notice, the menu's address, is this route's own path with "Promotion" for {site}
  // (routes match without case): replaced by the default site's list, like /Promotion/Press. No
  // route of its own, so the route manifest every page loads stays as small as it can.
  if (url.pathname.replace(/\/+$/, "").toLowerCase() === NOTICE_PATH.toLowerCase()) {
    throw replace(href("/:site/notice", { site: getEnv().DEFAULT_SITE_ID }));
  }
  if (!isSiteId(params.site)) throw data(null, { status: 404 });
  const categoryParam = url.searchParams.get("category");
  const category = isNoticeCategory(categoryParam) ? categoryParam : null;
  const pageParam = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1;
  const { items, total } = await publicNoticesOf({ siteId: params.site, category: category ?? undefined, page });
  const list = {
    siteId: params.site,
    category,
    page,
    pages: Math.max(1, Math.ceil(total / NOTICE_PAGE_SIZE)),
    total,
    items: items.map(({ body: _body, ...item }) => item),
  };
  return data({ list }, { headers: { "Cache-Control": CACHE_CONTROL.dynamic } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE_CONTROL.dynamic };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: "페이지를 찾을 수 없습니다 | 펜타시티 한신더휴" }, { name: "robots", content: "noindex" }];
  // A filtered or later page points search engines at the list itself.
  return seo({ page: boardListPage("notices", loaderData.list.siteId), siteUrl: siteUrlFromMatches(matches) });
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
