import { data, href, Link, redirect } from "react-router";
import { getEnv } from "#app/lib/env.server.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { pressAdminCopy } from "#app/modules/board/admin-copy.ts";
import { AdminPressForm } from "#app/modules/board/components/press-forms.tsx";
import { createArticle } from "#app/modules/board/press-pages.server.ts";
import { parsePressInput } from "#app/modules/board/press-schema.ts";
import { requireAdminAction } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-press-new";

export function loader() {
  return { defaultSiteId: getEnv().DEFAULT_SITE_ID };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const parsed = parsePressInput(await readFormData(request));
  if (!parsed.success) return data({ message: parsed.message, values: parsed.values }, { status: 400 });
  await createArticle(parsed.data, admin, clientAddressOf(context), "admin");
  return redirect(`${href("/admin/press")}?done=created`);
}

export const meta: Route.MetaFunction = () => adminMeta(pressAdminCopy.createTitle);

export default function AdminPressNew({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? { siteId: loaderData.defaultSiteId, title: "", summary: "", content: "" };
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{pressAdminCopy.createTitle}</h1>
        <Link to={href("/admin/press")} className={styles.button}>
          {pressAdminCopy.back}
        </Link>
      </div>
      <AdminPressForm
        intent="create"
        values={values}
        submitLabel={pressAdminCopy.register}
        message={actionData?.message}
      />
    </div>
  );
}
