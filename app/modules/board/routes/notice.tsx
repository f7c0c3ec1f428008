import { href, isRouteErrorResponse, Link } from "react-router";
import { ErrorScreenLater as ErrorScreen } from "#app/components/layout/error-screen-later.tsx";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { complexNameFromMatches, siteUrlFromMatches } from "#app/lib/page-meta.ts";
import { articleMeta } from "#app/modules/board/article-meta.ts";
import { NoticeArticle } from "#app/modules/board/components/notice-article.tsx";
import styles from "#app/modules/board/components/notices.module.css";
import { boardArticlePage, notFoundMeta } from "#app/modules/board/copy.ts";
import { noticeCopy } from "#app/modules/board/notice-copy.ts";
import { noticeArticleView } from "#app/modules/board/public-view.server.ts";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import { previewPageHeaders } from "#app/platform/publishing/preview-headers.ts";
import { siteOf } from "#app/platform/sites/sites.server.ts";
import type { Route } from "./+types/notice";

/** /{site}/notice/{id}, or with `?preview=1` the editor's draft inside the public layout. */
export const loader = ({ request, params, url, context }: Route.LoaderArgs) =>
  noticeArticleView(databaseOf(context), ADMIN_ACCESS, request, url, params, siteOf(context).id);

export const headers = previewPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta();
  const { notice } = loaderData;
  if (loaderData.preview) return [{ title: `미리보기: ${notice.title}` }, { name: "robots", content: "noindex" }];
  const description = notice.description || notice.title;
  const page = boardArticlePage("notices", notice.siteId, notice.id, notice.title, description);
  return articleMeta(page, siteUrlFromMatches(matches), complexNameFromMatches(matches), {
    title: notice.title,
    datePublished: notice.publishAt,
    dateModified: notice.updatedAt,
    section: "공지사항",
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
