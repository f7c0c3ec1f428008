import { data, Form, href, Link, redirect } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { noticeAdminCopy } from "#app/modules/board/admin-copy.ts";
import { readAttachmentEdit } from "#app/modules/board/attachments.server.ts";
import { NoticeForm } from "#app/modules/board/components/notice-form.tsx";
import { NoticeRevisions } from "#app/modules/board/components/notice-revisions.tsx";
import { NOTICE_ID } from "#app/modules/board/fields.ts";
import { NOTICE_STATES } from "#app/modules/board/notice-kinds.ts";
import {
  adminNoticeOf,
  attachmentViewsOf,
  fileNamesOf,
  publish,
  remove,
  restore,
  revisionsOf,
  saveDraft,
  takeDown,
} from "#app/modules/board/notice-pages.server.ts";
import {
  koreaInputValue,
  type NoticeFormValues,
  noticeFormValues,
  parseNoticeDraft,
  parseNoticeSchedule,
} from "#app/modules/board/notice-schema.ts";
import { hasUnpublishedChanges } from "#app/modules/board/notices.server.ts";
import { requireAdminAction } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DeleteConfirmation, DeleteForm } from "#app/platform/admin-ui/delete-with-confirmation.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import { restorePostedRevision } from "#app/platform/publishing/revision-restore.server.ts";
import type { Route } from "./+types/admin-notice-edit";

async function noticeOr404(id: string) {
  const notice = NOTICE_ID.test(id) ? await adminNoticeOf(id) : undefined;
  if (!notice) throw data({ error: noticeAdminCopy.notFound }, { status: 404 });
  return notice;
}

/**
 * The editor, or with `?view=revisions` the notice's last 50 publishes (`a` and `b` pick the two
 * compared; by default the newest against the one before). One route for both keeps the route
 * manifest every public page loads small.
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  const notice = await noticeOr404(params.id);
  const base = {
    notice,
    changed: hasUnpublishedChanges(notice),
    done: url.searchParams.get("done"),
    attachments: await attachmentViewsOf(notice.attachments),
  };
  if (url.searchParams.get("view") !== "revisions") return { ...base, history: null };
  const revisions = await revisionsOf(notice.id);
  const pick = (name: string, fallback: number | undefined) => {
    const wanted = Number(url.searchParams.get(name));
    return revisions.find((revision) => revision.number === wanted)?.number ?? fallback;
  };
  const right = pick("b", revisions[0]?.number);
  const left = pick("a", revisions[1]?.number ?? revisions[0]?.number);
  const fileNames = await fileNamesOf(revisions.flatMap((revision) => revision.attachments.map((item) => item.fileId)));
  return { ...base, history: { notice: { id: notice.id, title: notice.title }, revisions, left, right, fileNames } };
}

type ActionResult =
  | { intent: "edit"; message?: string; attachmentMessage?: string; values: NoticeFormValues }
  | { intent: "confirm-delete" };

/**
 * The form is multipart (attachments): its files are checked and re-encoded before any transaction
 * (readAttachmentEdit), then stored in the save's or the publish's own transaction.
 *
 * save (the draft), preview (save, then the preview page), publish (save and publish in one
 * transaction), hide (take down now), restore (a revision becomes the draft), delete (with a
 * confirmation step without JavaScript).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const clientAddress = clientAddressOf(context);
  const notice = await noticeOr404(params.id);
  const self = href("/admin/notices/:id", { id: notice.id });

  if (intent === "delete") {
    if (formData.get("confirmed") !== "yes") return data<ActionResult>({ intent: "confirm-delete" });
    if (!(await remove(notice.id, admin, clientAddress))) throw data(null, { status: 404 });
    return redirect(`${href("/admin/notices")}?done=deleted`);
  }
  if (intent === "restore") {
    const restored = await restorePostedRevision(formData, (number) =>
      restore(notice.id, number, admin, clientAddress),
    );
    if (restored === "invalid") return data({ error: noticeAdminCopy.invalid }, { status: 400 });
    if (restored === "missing") throw data({ error: noticeAdminCopy.notFound }, { status: 404 });
    return redirect(`${self}?done=restored`);
  }
  if (intent === "hide") {
    await takeDown(notice.id, admin, clientAddress);
    return redirect(`${self}?done=hidden`);
  }
  if (intent !== "save" && intent !== "preview" && intent !== "publish") {
    return data({ error: noticeAdminCopy.invalid }, { status: 400 });
  }

  const values = noticeFormValues(formData);
  const refuse = (message: string) =>
    data<ActionResult>({ intent: "edit", message, values }, { status: 400, headers: { "Cache-Control": "no-store" } });
  const parsed = parseNoticeDraft(values);
  if (!parsed.success) return refuse(parsed.message);
  const schedule = intent === "publish" ? parseNoticeSchedule(values, new Date()) : null;
  if (schedule && !schedule.success) return refuse(schedule.message);
  const attachments = await readAttachmentEdit(formData, await attachmentViewsOf(notice.attachments));
  if (!attachments.ok) {
    return data<ActionResult>(
      { intent: "edit", attachmentMessage: attachments.message, values },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const draft = { ...parsed.data, attachments: attachments.edit };

  if (schedule?.success) {
    let result: Awaited<ReturnType<typeof publish>>;
    try {
      result = await publish(notice.id, draft, schedule.data, admin, clientAddress);
    } catch (error) {
      if (error instanceof Error && error.message === "notice.publish_conflict")
        return refuse(noticeAdminCopy.conflict);
      throw error;
    }
    if (!result.ok) throw data(null, { status: 404 });
    return redirect(`${self}?done=${result.state === "scheduled" ? "scheduled" : "published"}`);
  }

  await saveDraft(notice.id, draft, admin, clientAddress);
  if (intent === "preview") {
    return redirect(`${href("/:site/notice/:id", { site: parsed.data.siteId, id: notice.id })}?preview=1`);
  }
  return redirect(`${self}?done=saved`);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.history ? noticeAdminCopy.history.title : noticeAdminCopy.editTitle);

export default function AdminNoticeEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { notice, changed, done, history, attachments } = loaderData;
  if (history) return <NoticeRevisions {...history} />;
  const copy = noticeAdminCopy;
  const result = actionData && "intent" in actionData ? actionData : undefined;
  const refused = result?.intent === "edit" ? result : undefined;
  const doneMessage = done && Object.hasOwn(copy.done, done) ? copy.done[done as keyof typeof copy.done] : undefined;
  const visible = notice.state === "live" || notice.state === "scheduled";
  const values: NoticeFormValues = refused?.values ?? {
    siteId: notice.siteId,
    title: notice.title,
    body: notice.body,
    category: notice.category,
    pinned: notice.pinned,
    publishAt: visible ? koreaInputValue(notice.publishAt) : "",
    hideAt: visible ? koreaInputValue(notice.hideAt) : "",
  };
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.editTitle}</h1>
          <p className={styles.pageLead}>
            <span className={styles.badge} data-testid="notice-state">
              {NOTICE_STATES[notice.state]}
            </span>{" "}
            {notice.publishAt && visible && formatKoreanDateTime(notice.publishAt)}
            {notice.hideAt && visible && ` ~ ${formatKoreanDateTime(notice.hideAt)}`}
            {notice.revision > 0 && ` · ${copy.history.number(notice.revision)}`}
            {changed && notice.published && ` · ${copy.unpublishedChanges}`}
          </p>
        </div>
        <div className={styles.rowActions}>
          <Link to={href("/admin/notices")} className={styles.button}>
            {copy.back}
          </Link>
          <Link to={`${href("/admin/notices/:id", { id: notice.id })}?view=revisions`} className={styles.button}>
            {copy.revisions}
          </Link>
          {visible && (
            <a
              href={href("/:site/notice/:id", { site: notice.siteId, id: notice.id })}
              target="_blank"
              rel="noopener"
              className={styles.button}
            >
              {copy.view}
            </a>
          )}
          {visible && (
            <Form method="post" className={styles.inlineForm}>
              <input type="hidden" name="intent" value="hide" />
              <button type="submit" className={styles.button}>
                {copy.takeDown}
              </button>
            </Form>
          )}
          <DeleteForm
            action={href("/admin/notices/:id", { id: notice.id })}
            title={notice.title}
            copy={noticeAdminCopy}
          />
        </div>
      </div>
      {doneMessage && (
        <p className={styles.success} role="status">
          {doneMessage}
        </p>
      )}
      {result?.intent === "confirm-delete" && (
        <DeleteConfirmation
          action={href("/admin/notices/:id", { id: notice.id })}
          title={notice.title}
          copy={noticeAdminCopy}
        />
      )}
      <NoticeForm
        key={notice.updatedAt}
        values={values}
        message={refused?.message}
        attachments={attachments}
        attachmentMessage={refused?.attachmentMessage}
        canPublish
      />
    </div>
  );
}
