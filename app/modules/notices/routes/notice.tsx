import { data, href, isRouteErrorResponse, replace } from "react-router";
import { ErrorScreenLater as ErrorScreen } from "#app/components/layout/error-screen-later.tsx";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { site } from "#app/content/site.ts";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { siteUrlFromMatches } from "#app/lib/page-meta.ts";
import { seo } from "#app/lib/seo.ts";
import { isSiteId } from "#app/lib/site-id.ts";
import { NoticeArticle } from "#app/modules/notices/components/notice-article.tsx";
import { noticeArticlePage } from "#app/modules/notices/copy.ts";
import { NOTICE_ID } from "#app/modules/notices/fields.ts";
import { publicNoticeOf } from "#app/modules/notices/pages.server.ts";
import { bodySummary } from "#app/modules/notices/text.ts";
import { BackToListButton } from "#app/modules/press/components/back-to-list-button.tsx";
import type { Route } from "./+types/notice";

/**
 * /{site}/notice/{id}: a visible notice (published and inside its schedule now), rendered on the
 * server so search engines read it. Missing, not yet or no longer shown: the list (the notice's
 * address does not reveal a draft).
 */
export async function loader({ params }: Route.LoaderArgs) {
  if (!isSiteId(params.site)) throw data(null, { status: 404 });
  const list = href("/:site/notice", { site: params.site });
  if (!NOTICE_ID.test(params.id)) throw replace(list);
  const notice = await publicNoticeOf(params.id);
  if (!notice) throw replace(list);
  if (notice.siteId !== params.site) throw replace(href("/:site/notice/:id", { site: notice.siteId, id: notice.id }));
  return data({ notice }, { headers: { "Cache-Control": CACHE_CONTROL.dynamic } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE_CONTROL.dynamic };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: `페이지를 찾을 수 없습니다 | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { notice } = loaderData;
  const siteUrl = siteUrlFromMatches(matches);
  const page = noticeArticlePage(notice.siteId, notice.id, notice.title, bodySummary(notice.body) || notice.title);
  const url = `${siteUrl}${page.path}`;
  const organization = { "@type": "Organization", name: site.name, url: `${siteUrl}/` };
  return seo({
    page,
    siteUrl,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: notice.title.slice(0, 110),
        description: page.description,
        articleSection: "공지사항",
        datePublished: notice.publishAt,
        dateModified: notice.updatedAt,
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

export default function Notice({ loaderData }: Route.ComponentProps) {
  const { notice } = loaderData;
  return (
    <SubPage page={noticeArticlePage(notice.siteId, notice.id, notice.title, "")}>
      <NoticeArticle notice={notice} />
      <BackToListButton listPath={href("/:site/notice", { site: notice.siteId })} />
    </SubPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}
