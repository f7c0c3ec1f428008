import { adminTemplatePage, templateAction } from "#app/modules/template/admin.server.ts";
import { adminTemplateCopy as copy } from "#app/modules/template/admin-copy.ts";
import { TemplateForm } from "#app/modules/template/components/template-form.tsx";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import { PublishedDocumentEditor } from "#app/platform/admin-ui/published-document.tsx";
import type { Route } from "./+types/admin-template";

export const loader = ({ url, context }: Route.LoaderArgs) => adminTemplatePage(requireStaff(context), url);
export const action = ({ request, context }: Route.ActionArgs) => templateAction(requireStaff(context), request);

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

/** 홈페이지 내용: a template complex's words and pictures (home, 평면도, 입지), with the publish history. */
export default function AdminTemplate({ loaderData, actionData }: Route.ComponentProps) {
  const { values, pictures, updatedAt, done, revisions, designed, complex } = loaderData;
  return (
    <PublishedDocumentEditor
      copy={copy}
      state={loaderData}
      name="template"
      revisions={revisions}
      summary={(revision) => [revision.headline, ...revision.types].filter(Boolean).join(" · ")}
    >
      {designed && <p className={styles.hint}>{copy.designed(complex)}</p>}
      <TemplateForm
        key={`${updatedAt ?? "new"}-${done ?? ""}`}
        values={actionData?.values ?? values}
        pictures={pictures}
        message={actionData?.message}
        errors={actionData?.errors}
        errorRow={actionData?.row}
        readOnly={!loaderData.canWrite}
      />
    </PublishedDocumentEditor>
  );
}
