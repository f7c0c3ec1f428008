import { data, href, Link, redirect } from "react-router";
import { getEnv } from "#app/lib/env.server.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import styles from "#app/modules/admin/components/admin.module.css";
import { adminMeta } from "#app/modules/admin/meta.ts";
import { requireAdminAction } from "#app/modules/admin/session.server.ts";
import { adminNoticeCopy } from "#app/modules/notices/admin-copy.ts";
import { NoticeForm } from "#app/modules/notices/components/notice-form.tsx";
import { createNoticeDraft } from "#app/modules/notices/pages.server.ts";
import { noticeFormValues, parseNoticeDraft } from "#app/modules/notices/schema.ts";
import type { Route } from "./+types/admin-notice-new";

export function loader() {
  return { defaultSiteId: getEnv().DEFAULT_SITE_ID };
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
    return redirect(href("/:site/notice/:id/preview", { site: parsed.data.siteId, id }));
  }
  return redirect(`${href("/admin/notices/:id", { id })}?done=created`);
}

export const meta: Route.MetaFunction = () => adminMeta(adminNoticeCopy.createTitle);

export default function AdminNoticeNew({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? {
    siteId: loaderData.defaultSiteId,
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
        <h1 className={styles.pageTitle}>{adminNoticeCopy.createTitle}</h1>
        <Link to={href("/admin/notices")} className={styles.button}>
          {adminNoticeCopy.back}
        </Link>
      </div>
      <NoticeForm values={values} message={actionData?.message} canPublish={false} />
    </div>
  );
}
