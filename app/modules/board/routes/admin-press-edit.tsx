import { formatKoreanDateTime } from "#app/lib/korea-time.ts";
import { pressAdminCopy } from "#app/modules/board/admin-copy.ts";
import { pressEditor, pressEditorAction } from "#app/modules/board/admin-view.server.ts";
import { BoardForm } from "#app/modules/board/components/board-form.tsx";
import { EditorHeader } from "#app/modules/board/components/editor-header.tsx";
import { PRESS } from "#app/modules/board/kinds.ts";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import type { Route } from "./+types/admin-press-edit";

export const loader = ({ params, context }: Route.LoaderArgs) => pressEditor(requireStaff(context), params.id);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  pressEditorAction(requireStaff(context), request, params.id);

export const meta: Route.MetaFunction = () => adminMeta(pressAdminCopy.editTitle);

export default function AdminPressEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { article } = loaderData;
  const result = actionData && "intent" in actionData ? actionData : undefined;
  const refused = result?.intent === "update" ? result : undefined;
  return (
    <div className={styles.page}>
      <EditorHeader
        kind={PRESS}
        item={article}
        lead={`${article.siteId} · ${formatKoreanDateTime(article.createdAt)} · 조회 ${article.views.toLocaleString("ko-KR")}`}
        publicPath={loaderData.publicBase + PRESS.articlePath(article.siteId, article.id)}
        confirmingDelete={result?.intent === "confirm-delete"}
      />
      <BoardForm
        kind={PRESS}
        submit={{ intent: "update", label: pressAdminCopy.save }}
        values={refused?.values ?? article}
        message={refused?.message}
      />
    </div>
  );
}
