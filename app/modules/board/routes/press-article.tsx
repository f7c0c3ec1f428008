import { data, href, isRouteErrorResponse, replace, type ShouldRevalidateFunctionArgs } from "react-router";
import { ErrorScreenLater as ErrorScreen } from "#app/components/layout/error-screen-later.tsx";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { site } from "#app/content/site.ts";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { siteUrlFromMatches } from "#app/lib/page-meta.ts";
import { isPrefetchRequest } from "#app/lib/prefetch.ts";
import { isSharedRender } from "#app/lib/request-context.ts";
import { seo } from "#app/lib/seo.ts";
import { isSiteId } from "#app/lib/site-id.ts";
import { BackToListButton } from "#app/modules/board/components/back-to-list-button.tsx";
import { PressArticleBody } from "#app/modules/board/components/press-article-body.tsx";
import { boardArticlePage } from "#app/modules/board/copy.ts";
import { PRESS_ARTICLE_ID } from "#app/modules/board/fields.ts";
import { withPendingViews } from "#app/modules/board/press.server.ts";
import { pressArticleOf } from "#app/modules/board/press-pages.server.ts";
import { getPressViewCounter } from "#app/modules/board/press-views.server.ts";
import type { Route } from "./+types/press-article";

/** SPEC §8: a missing article goes to the press list (which redirects to the default site's). */
const MISSING_ARTICLE_PATH = href("/Promotion/Press");

/**
 * /{site}/press/{id} (SPEC §2 Press detail), rendered on the server so search engines read it.
 * Each page view counts once (in memory, written in batches: press-views.server.ts); a link
 * prefetch reads the article without counting and must not be cached, so the real visit is
 * counted when it happens. A render for the page cache counts nothing: the server counts each
 * visitor it answers from the cached copy (server/page-cache.ts).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isSiteId(params.site) || !PRESS_ARTICLE_ID.test(params.id)) throw replace(MISSING_ARTICLE_PATH);
  const found = await pressArticleOf(params.id);
  if (!found) throw replace(MISSING_ARTICLE_PATH);
  // The article belongs to another site: its own address, counted there.
  if (found.siteId !== params.site) throw replace(href("/:site/press/:id", { site: found.siteId, id: found.id }));
  if (isPrefetchRequest(request)) {
    return data({ article: found }, { headers: { "Cache-Control": CACHE_CONTROL.none } });
  }
  const counter = getPressViewCounter();
  if (!isSharedRender(context)) counter.count(found.id);
  const article = withPendingViews(found, counter);
  return data({ article }, { headers: { "Cache-Control": CACHE_CONTROL.dynamic } });
}

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
  if (!loaderData)
    return [{ title: `페이지를 찾을 수 없습니다 | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { article } = loaderData;
  const siteUrl = siteUrlFromMatches(matches);
  const page = boardArticlePage("press", article.siteId, article.id, article.title, describe(article.summary));
  const url = `${siteUrl}${page.path}`;
  const organization = { "@type": "Organization", name: site.name, url: `${siteUrl}/` };
  return seo({
    page,
    siteUrl,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: article.title.slice(0, 110),
        description: page.description,
        datePublished: article.createdAt,
        inLanguage: "ko-KR",
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        url,
        image: [`${siteUrl}/img/og-default.jpg`],
        author: organization,
        publisher: { ...organization, logo: { "@type": "ImageObject", url: `${siteUrl}/logo.svg` } },
      },
    ],
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
