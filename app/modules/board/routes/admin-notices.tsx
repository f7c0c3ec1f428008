import { href, Link } from "react-router";
import { noticeAdminCopy } from "#app/modules/board/admin-copy.ts";
import { adminNoticeList, createNoticeAction } from "#app/modules/board/admin-view.server.ts";
import { BoardAdminList } from "#app/modules/board/components/admin-list.tsx";
import { BoardForm } from "#app/modules/board/components/board-form.tsx";
import { NOTICES } from "#app/modules/board/kinds.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-notices";

/** The owner and managers edit; counsellors read the list only. `?new` is a new notice's form, posted here. */
export const loader = ({ url, context }: Route.LoaderArgs) => adminNoticeList(requireStaff(context), url);

export const action = ({ request, context }: Route.ActionArgs) => createNoticeAction(requireStaff(context), request);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.creating ? noticeAdminCopy.createTitle : noticeAdminCopy.title);

const EMPTY = { title: "", body: "", category: "general", pinned: false, publishAt: "", hideAt: "" };

export default function AdminNotices({ loaderData, actionData }: Route.ComponentProps) {
  const { creating } = loaderData;
  if (!creating && !actionData)
    return <BoardAdminList list={loaderData} createPath={`${href("/admin/notices")}?new`} />;
  const values = actionData?.values ?? EMPTY;
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{noticeAdminCopy.createTitle}</h1>
        <Link to={href("/admin/notices")} className={styles.button}>
          {noticeAdminCopy.back}
        </Link>
      </div>
      <BoardForm kind={NOTICES} values={values} message={actionData?.message} canPublish={false} />
    </div>
  );
}
