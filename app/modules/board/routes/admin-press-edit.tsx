import { data, href, Link, redirect } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { pressAdminCopy } from "#app/modules/board/admin-copy.ts";
import { AdminPressForm } from "#app/modules/board/components/press-forms.tsx";
import { deleteArticle, pressArticleOf, updateArticle } from "#app/modules/board/press-pages.server.ts";
import { parsePressInput } from "#app/modules/board/press-schema.ts";
import { requireAdminAction } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { DeleteConfirmation, DeleteForm } from "#app/platform/admin-ui/delete-with-confirmation.tsx";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-press-edit";

export async function loader({ params }: Route.LoaderArgs) {
  const article = await pressArticleOf(params.id);
  if (!article) throw data(null, { status: 404 });
  return { article };
}

type ActionResult =
  | { intent: "update"; message: string; values: Record<"siteId" | "title" | "summary" | "content", string> }
  | { intent: "confirm-delete" };

/** Update or delete (intent field). A delete without `confirmed=yes` answers with the confirmation step. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const clientAddress = clientAddressOf(context);

  if (intent === "delete") {
    if (formData.get("confirmed") !== "yes") return data<ActionResult>({ intent: "confirm-delete" });
    // The article and its audit entry go together (one transaction).
    if (!(await deleteArticle(params.id, admin, clientAddress))) throw data(null, { status: 404 });
    return redirect(`${href("/admin/press")}?done=deleted`);
  }

  if (intent === "update") {
    const parsed = parsePressInput(formData);
    if (!parsed.success) {
      return data<ActionResult>({ intent: "update", message: parsed.message, values: parsed.values }, { status: 400 });
    }
    if (!(await updateArticle(params.id, parsed.data, admin, clientAddress))) throw data(null, { status: 404 });
    return redirect(`${href("/admin/press")}?done=updated`);
  }

  return data({ error: "잘못된 요청입니다." }, { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(pressAdminCopy.editTitle);

export default function AdminPressEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { article } = loaderData;
  const result = actionData && "intent" in actionData ? actionData : undefined;
  const refused = result?.intent === "update" ? result : undefined;
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{pressAdminCopy.editTitle}</h1>
          <p className={styles.pageLead}>
            {article.siteId} · {formatKoreanDateTime(article.createdAt)} · 조회 {article.views.toLocaleString("ko-KR")}
          </p>
        </div>
        <div className={styles.rowActions}>
          <Link to={href("/admin/press")} className={styles.button}>
            {pressAdminCopy.back}
          </Link>
          <a
            href={href("/:site/press/:id", { site: article.siteId, id: article.id })}
            target="_blank"
            rel="noopener"
            className={styles.button}
          >
            {pressAdminCopy.view}
          </a>
          <DeleteForm
            action={href("/admin/press/:id", { id: article.id })}
            title={article.title}
            copy={pressAdminCopy}
          />
        </div>
      </div>
      {result?.intent === "confirm-delete" && (
        <DeleteConfirmation
          action={href("/admin/press/:id", { id: article.id })}
          title={article.title}
          copy={pressAdminCopy}
        />
      )}
      <AdminPressForm
        intent="update"
        values={refused?.values ?? article}
        submitLabel={pressAdminCopy.save}
        message={refused?.message}
      />
    </div>
  );
}
