import { href, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { ErrorScreenLater as ErrorScreen } from "#app/components/layout/error-screen-later.tsx";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { complexNameFromMatches, siteUrlFromMatches } from "#app/lib/page-meta.ts";
import { isSharedRender } from "#app/lib/request-context.ts";
import { articleMeta } from "#app/modules/board/article-meta.ts";
import { BackToListButton } from "#app/modules/board/components/back-to-list-button.tsx";
import { PressArticleBody } from "#app/modules/board/components/press-article-body.tsx";
import { boardArticlePage, notFoundMeta } from "#app/modules/board/copy.ts";
import { pressArticleView } from "#app/modules/board/public-view.server.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import { siteOf } from "#app/platform/sites/sites.server.ts";
import type { Route } from "./+types/press-article";

/** /{site}/press/{id} (SPEC §2 Press detail), rendered on the server so search engines read it. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  pressArticleView(databaseOf(context), request, params, isSharedRender(context), siteOf(context).id);

/** The same article again (an action elsewhere on the page, a hash change) is not another view. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod) return false;
  if (currentParams.site === nextParams.site && currentParams.id === nextParams.id) return false;
  return defaultShouldRevalidate;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE_CONTROL.dynamic };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta();
  const { article } = loaderData;
  const page = boardArticlePage("press", article.siteId, article.id, article.title, describe(article.summary));
  return articleMeta(page, siteUrlFromMatches(matches), complexNameFromMatches(matches), {
    title: article.title,
    datePublished: article.createdAt,
  });
}

/** A description for search results: the summary on one line, cut to about 155 characters. */
function describe(summary: string): string {
  const oneLine = summary.replace(/\s+/g, " ").trim();
  return oneLine.length > 155 ? `${oneLine.slice(0, 154)}…` : oneLine;
}

export default function PressArticle({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const page = boardArticlePage("press", article.siteId, article.id, article.title, article.summary);
  return (
    <SubPage page={page}>
      <PressArticleBody article={article} />
      <BackToListButton listPath={href("/:site/press", { site: article.siteId })} />
    </SubPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}
