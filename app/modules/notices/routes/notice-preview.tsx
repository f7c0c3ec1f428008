import { data, href, Link } from "react-router";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { NOT_ALLOWED_MESSAGE } from "#app/modules/admin/copy.ts";
import { mayUse } from "#app/modules/admin/middleware.server.ts";
import { requireAdminPage } from "#app/modules/admin/session.server.ts";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import { NoticeArticle } from "#app/modules/notices/components/notice-article.tsx";
import styles from "#app/modules/notices/components/notices.module.css";
import { noticeArticlePage, noticeCopy } from "#app/modules/notices/copy.ts";
import { NOTICE_ID } from "#app/modules/notices/fields.ts";
import { adminNoticeOf } from "#app/modules/notices/pages.server.ts";
import { BackToListButton } from "#app/modules/press/components/back-to-list-button.tsx";
import type { Route } from "./+types/notice-preview";

/**
 * /{site}/notice/{id}/preview: the draft inside the public layout, through the public page's own
 * components, so it looks exactly as it will (both viewports). Staff who may open the editor only
 * (checked here on the server: this route is outside the admin layout); never cached or indexed.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, url);
  if (!mayUse(ADMIN_ACCESS, "/admin/notices/:id", admin.role, "read")) {
    throw data({ error: NOT_ALLOWED_MESSAGE }, { status: 403, headers: NOT_CACHED_OR_INDEXED });
  }
  const notice = NOTICE_ID.test(params.id) ? await adminNoticeOf(params.id) : undefined;
  if (!notice) throw data(null, { status: 404, headers: NOT_CACHED_OR_INDEXED });
  return data(
    {
      notice: {
        id: notice.id,
        siteId: notice.siteId,
        title: notice.title,
        body: notice.body,
        category: notice.category,
        pinned: notice.pinned,
        publishAt: notice.publishAt,
      },
    },
    { headers: NOT_CACHED_OR_INDEXED },
  );
}

export function headers() {
  return NOT_CACHED_OR_INDEXED;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `미리보기: ${loaderData?.notice.title ?? "공지사항"}` }, { name: "robots", content: "noindex" }];
}

export default function NoticePreview({ loaderData }: Route.ComponentProps) {
  const { notice } = loaderData;
  return (
    <>
      <div className={styles.previewBar} role="status" data-testid="notice-preview-bar">
        <span>{noticeCopy.previewBanner}</span>
        <Link to={href("/admin/notices/:id", { id: notice.id })} reloadDocument>
          {noticeCopy.backToEditor}
        </Link>
      </div>
      <SubPage
        page={noticeArticlePage(notice.siteId, notice.id, notice.title, "")}
        menuPath={href("/Promotion/Notice")}
      >
        <NoticeArticle notice={notice} />
        <BackToListButton listPath={href("/:site/notice", { site: notice.siteId })} />
      </SubPage>
    </>
  );
}
