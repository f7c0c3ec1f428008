import { data, href, isRouteErrorResponse, Link, replace } from "react-router";
import { ErrorScreenLater as ErrorScreen } from "#app/components/layout/error-screen-later.tsx";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { site } from "#app/content/site.ts";
import { CACHE_CONTROL, NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { siteUrlFromMatches } from "#app/lib/page-meta.ts";
import { seo } from "#app/lib/seo.ts";
import { isSiteId } from "#app/lib/site-id.ts";
import { NoticeArticle } from "#app/modules/board/components/notice-article.tsx";
import styles from "#app/modules/board/components/notices.module.css";
import { boardArticlePage, noticeCopy } from "#app/modules/board/copy.ts";
import { NOTICE_ID } from "#app/modules/board/fields.ts";
import { adminNoticeOf, attachmentViewsOf, publicNoticeOf } from "#app/modules/board/notice-pages.server.ts";
import { bodySummary, parseNoticeBody } from "#app/modules/board/notice-text.ts";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import { mayUse } from "#app/platform/access/middleware.server.ts";
import { requireAdminPage } from "#app/platform/access/session.server.ts";
import { NOT_ALLOWED_MESSAGE } from "#app/platform/admin-ui/copy.ts";
import type { Route } from "./+types/notice";

/**
 * /{site}/notice/{id}: a visible notice (published and inside its schedule now), rendered on the
 * server so search engines read it. Missing, not yet or no longer shown: the list (the address does
 * not reveal a draft). The body is parsed here on the server (paragraphs, lines, links), so the
 * browser gets data to render as text, and the parser stays out of the page's JavaScript.
 *
 * `?preview=1`: the editor's preview of the draft, through the same components inside the public
 * layout, so it looks exactly as it will (both viewports). Staff who may open the editor only
 * (checked here: this route is outside the admin layout); never cached (a query string bypasses the
 * page cache) or indexed.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  if (!isSiteId(params.site)) throw data(null, { status: 404 });
  const list = href("/:site/notice", { site: params.site });
  if (url.searchParams.has("preview")) return preview(request, url, params.id);
  if (!NOTICE_ID.test(params.id)) throw replace(list);
  const notice = await publicNoticeOf(params.id);
  if (!notice) throw replace(list);
  if (notice.siteId !== params.site) throw replace(href("/:site/notice/:id", { site: notice.siteId, id: notice.id }));
  const { body, attachments, ...rest } = notice;
  return data(
    {
      notice: {
        ...rest,
        paragraphs: parseNoticeBody(body),
        description: bodySummary(body),
        attachments: await attachmentViewsOf(attachments),
      },
      preview: false,
    },
    { headers: { "Cache-Control": CACHE_CONTROL.dynamic } },
  );
}

async function preview(request: Request, url: URL, id: string) {
  const admin = await requireAdminPage(request, url);
  if (!mayUse(ADMIN_ACCESS, "/admin/notices/:id", admin.role, "read")) {
    throw data({ error: NOT_ALLOWED_MESSAGE }, { status: 403, headers: NOT_CACHED_OR_INDEXED });
  }
  const draft = NOTICE_ID.test(id) ? await adminNoticeOf(id) : undefined;
  if (!draft) throw data(null, { status: 404, headers: NOT_CACHED_OR_INDEXED });
  const notice = {
    id: draft.id,
    siteId: draft.siteId,
    title: draft.title,
    category: draft.category,
    pinned: draft.pinned,
    publishAt: draft.publishAt ?? draft.updatedAt,
    updatedAt: draft.updatedAt,
    paragraphs: parseNoticeBody(draft.body),
    description: bodySummary(draft.body),
    attachments: await attachmentViewsOf(draft.attachments),
  };
  return data({ notice, preview: true }, { headers: NOT_CACHED_OR_INDEXED });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const robots = loaderHeaders.get("X-Robots-Tag");
  return {
    "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE_CONTROL.dynamic,
    ...(robots ? { "X-Robots-Tag": robots } : {}),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: `페이지를 찾을 수 없습니다 | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { notice } = loaderData;
  if (loaderData.preview) return [{ title: `미리보기: ${notice.title}` }, { name: "robots", content: "noindex" }];
  const siteUrl = siteUrlFromMatches(matches);
  const page = boardArticlePage("notices", notice.siteId, notice.id, notice.title, notice.description || notice.title);
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
  const { notice, preview } = loaderData;
  return (
    <SubPage page={boardArticlePage("notices", notice.siteId, notice.id, notice.title, "")}>
      {preview && (
        <div className={styles.previewBar} role="status" data-testid="notice-preview-bar">
          <span>{noticeCopy.previewBanner}</span>
          <Link to={href("/admin/notices/:id", { id: notice.id })} reloadDocument>
            {noticeCopy.backToEditor}
          </Link>
        </div>
      )}
      <NoticeArticle notice={notice} />
    </SubPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}
