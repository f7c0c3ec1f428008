import { data, href, Link, redirect } from "react-router";
import { getEnv } from "#app/lib/env.server.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { noticeAdminCopy } from "#app/modules/board/admin-copy.ts";
import { NoticeForm } from "#app/modules/board/components/notice-form.tsx";
import { NOTICE_CATEGORIES, NOTICE_STATES } from "#app/modules/board/notice-kinds.ts";
import { adminNoticesOf, createNoticeDraft } from "#app/modules/board/notice-pages.server.ts";
import { noticeFormValues, parseNoticeDraft } from "#app/modules/board/notice-schema.ts";
import { hasUnpublishedChanges } from "#app/modules/board/notices.server.ts";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import { adminContext } from "#app/platform/access/context.ts";
import { mayUse } from "#app/platform/access/middleware.server.ts";
import { requireAdminAction } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { Pager } from "#app/platform/admin-ui/blocks.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-notices";

const PAGE_SIZE = 20;

/**
 * Every notice, last changed first: the owner and managers edit, counsellors read the list only.
 * `?new` is the form of a new notice (posted here): one route for both keeps the route manifest
 * every public page loads small.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  const mayEdit = mayUse(ADMIN_ACCESS, "/admin/notices/:id", admin.role, "write");
  if (url.searchParams.has("new") && mayEdit) {
    return { creating: { defaultSiteId: getEnv().DEFAULT_SITE_ID }, items: [], page: 1, pages: 1, mayEdit, done: null };
  }
  const pageParam = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1;
  const { items, total } = await adminNoticesOf(page);
  return {
    items: items.map((item) => ({
      id: item.id,
      siteId: item.siteId,
      title: item.title,
      category: item.category,
      state: item.state,
      pinned: item.pinned,
      publishAt: item.publishAt,
      hideAt: item.hideAt,
      visible: item.state === "live" || item.state === "scheduled",
      changed: hasUnpublishedChanges(item),
    })),
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    mayEdit,
    done: url.searchParams.get("done"),
    creating: null,
  };
}

/** A new notice is a draft: saved (and previewed) first, published from its editor. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  const values = noticeFormValues(formData);
  const parsed = parseNoticeDraft(values);
  if (!parsed.success) return data({ message: parsed.message, values }, { status: 400 });
  const id = await createNoticeDraft(parsed.data, admin, clientAddressOf(context));
  if (formData.get("intent") === "preview") {
    return redirect(`${href("/:site/notice/:id", { site: parsed.data.siteId, id })}?preview=1`);
  }
  return redirect(`${href("/admin/notices/:id", { id })}?done=created`);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.creating ? noticeAdminCopy.createTitle : noticeAdminCopy.title);

export default function AdminNotices({ loaderData, actionData }: Route.ComponentProps) {
  const { items, page, pages, mayEdit, done, creating } = loaderData;
  const copy = noticeAdminCopy;
  if (creating || actionData) {
    const values = actionData?.values ?? {
      siteId: creating?.defaultSiteId ?? "",
      title: "",
      body: "",
      category: "general",
      pinned: false,
      publishAt: "",
      hideAt: "",
    };
    return (
      <div className={styles.page}>
        <div className={styles.pageHeader}>
          <h1 className={styles.pageTitle}>{copy.createTitle}</h1>
          <Link to={href("/admin/notices")} className={styles.button}>
            {copy.back}
          </Link>
        </div>
        <NoticeForm values={values} message={actionData?.message} canPublish={false} />
      </div>
    );
  }
  const doneMessage = done && Object.hasOwn(copy.done, done) ? copy.done[done as keyof typeof copy.done] : undefined;
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageLead}>{mayEdit ? copy.lead : copy.readOnly}</p>
        </div>
        {mayEdit && (
          <Link to={`${href("/admin/notices")}?new`} className={styles.buttonPrimary}>
            {copy.create}
          </Link>
        )}
      </div>
      {doneMessage && (
        <p className={styles.success} role="status">
          {doneMessage}
        </p>
      )}
      {items.length === 0 ? (
        <p className={`${styles.card} ${styles.empty}`}>{copy.empty}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{copy.columns.site}</th>
                <th scope="col">{copy.columns.category}</th>
                <th scope="col">{copy.columns.title}</th>
                <th scope="col">{copy.columns.state}</th>
                <th scope="col">{copy.columns.schedule}</th>
                <th scope="col">{copy.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td data-label={copy.columns.site} className={styles.code}>
                    {item.siteId}
                  </td>
                  <td data-label={copy.columns.category}>{NOTICE_CATEGORIES[item.category]}</td>
                  <td data-label={copy.columns.title}>
                    {mayEdit ? (
                      <Link to={href("/admin/notices/:id", { id: item.id })} className={styles.link}>
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                    {item.pinned && " 📌"}
                  </td>
                  <td data-label={copy.columns.state}>
                    <span className={styles.badge}>{NOTICE_STATES[item.state]}</span>
                    {item.changed && item.state !== "draft" && (
                      <span className={styles.muted}> · {copy.unpublishedChanges}</span>
                    )}
                  </td>
                  <td data-label={copy.columns.schedule} className={styles.nowrap}>
                    {item.publishAt ? formatKoreanDateTime(item.publishAt) : "—"}
                    {item.hideAt ? ` ~ ${formatKoreanDateTime(item.hideAt)}` : ""}
                  </td>
                  <td data-label={copy.columns.actions}>
                    <div className={styles.rowActions}>
                      {mayEdit && (
                        <Link
                          to={href("/admin/notices/:id", { id: item.id })}
                          className={`${styles.button} ${styles.small}`}
                        >
                          {copy.edit}
                        </Link>
                      )}
                      {item.visible && (
                        <a
                          href={href("/:site/notice/:id", { site: item.siteId, id: item.id })}
                          target="_blank"
                          rel="noopener"
                          className={`${styles.button} ${styles.small}`}
                        >
                          {copy.view}
                        </a>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        label="공지사항 목록 페이지"
        previous={page > 1 ? `?page=${page - 1}` : null}
        next={page < pages ? `?page=${page + 1}` : null}
        status={`${pages}쪽 중 ${page}쪽`}
      />
    </div>
  );
}
