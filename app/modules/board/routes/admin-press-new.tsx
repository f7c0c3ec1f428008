import { href, Link } from "react-router";
import { pressAdminCopy } from "#app/modules/board/admin-copy.ts";
import { createPressAction } from "#app/modules/board/admin-view.server.ts";
import { BoardForm } from "#app/modules/board/components/board-form.tsx";
import { PRESS } from "#app/modules/board/kinds.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-press-new";

export const action = ({ request, context }: Route.ActionArgs) => createPressAction(requireStaff(context), request);

export const meta: Route.MetaFunction = () => adminMeta(pressAdminCopy.createTitle);

export default function AdminPressNew({ actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? { title: "", summary: "", content: "" };
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{pressAdminCopy.createTitle}</h1>
        <Link to={href("/admin/press")} className={styles.button}>
          {pressAdminCopy.back}
        </Link>
      </div>
      <BoardForm
        kind={PRESS}
        submit={{ intent: "create", label: pressAdminCopy.register }}
        values={values}
        message={actionData?.message}
      />
    </div>
  );
}
