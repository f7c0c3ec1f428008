import { Form, Link } from "react-router";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { noticeAdminCopy } from "#app/modules/board/admin-copy.ts";
import { noticeEditor, noticeEditorAction } from "#app/modules/board/admin-view.server.ts";
import { BoardForm } from "#app/modules/board/components/board-form.tsx";
import { EditorHeader } from "#app/modules/board/components/editor-header.tsx";
import { NoticeRevisions } from "#app/modules/board/components/notice-revisions.tsx";
import { NOTICES } from "#app/modules/board/kinds.ts";
import { NOTICE_STATES } from "#app/modules/board/notice-kinds.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-notice-edit";

/** The editor, or with `?view=revisions` the last 50 publishes (one route keeps the manifest small). */
export const loader = ({ params, url, context }: Route.LoaderArgs) =>
  noticeEditor(requireStaff(context), params.id, url);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  noticeEditorAction(requireStaff(context), request, params.id);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.history ? noticeAdminCopy.history.title : noticeAdminCopy.editTitle);

export default function AdminNoticeEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { notice, changed, doneMessage, history, attachments, visible } = loaderData;
  if (history) return <NoticeRevisions {...history} />;
  const copy = noticeAdminCopy;
  const result = actionData && "intent" in actionData ? actionData : undefined;
  const refused = result?.intent === "edit" ? result : undefined;
  const lead = (
    <>
      <span className={styles.badge} data-testid="notice-state">
        {NOTICE_STATES[notice.state]}
      </span>{" "}
      {notice.publishAt && visible && formatKoreanDateTime(notice.publishAt)}
      {notice.hideAt && visible && ` ~ ${formatKoreanDateTime(notice.hideAt)}`}
      {notice.revision > 0 && ` · ${copy.history.number(notice.revision)}`}
      {changed && notice.published && ` · ${copy.unpublishedChanges}`}
    </>
  );
  return (
    <div className={styles.page}>
      <EditorHeader
        kind={NOTICES}
        item={notice}
        lead={lead}
        publicPath={visible ? loaderData.publicBase + NOTICES.articlePath(notice.siteId, notice.id) : null}
        before={
          <Link to={`${NOTICES.adminItemPath(notice.id)}?view=revisions`} className={styles.button}>
            {copy.revisions}
          </Link>
        }
        after={
          visible && (
            <Form method="post" className={styles.inlineForm}>
              <input type="hidden" name="intent" value="hide" />
              <button type="submit" className={styles.button}>
                {copy.takeDown}
              </button>
            </Form>
          )
        }
        doneMessage={doneMessage}
        confirmingDelete={result?.intent === "confirm-delete"}
      />
      <BoardForm
        kind={NOTICES}
        key={notice.updatedAt}
        values={refused?.values ?? loaderData.values}
        message={refused?.message}
        attachments={attachments}
        attachmentMessage={refused?.attachmentMessage}
        canPublish
      />
    </div>
  );
}
