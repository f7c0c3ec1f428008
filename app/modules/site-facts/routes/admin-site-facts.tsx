import { adminFactsPage, factsAction } from "#app/modules/site-facts/admin.server.ts";
import { adminFactsCopy as copy } from "#app/modules/site-facts/admin-copy.ts";
import { FactsForm } from "#app/modules/site-facts/components/facts-form.tsx";
import { FactsPreview } from "#app/modules/site-facts/components/facts-preview.tsx";
import { FactsRevision } from "#app/modules/site-facts/components/facts-revision.tsx";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import { PublishedDocumentEditor } from "#app/platform/admin-ui/published-document.tsx";
import type { Route } from "./+types/admin-site-facts";

export const loader = ({ url, context }: Route.LoaderArgs) => adminFactsPage(requireStaff(context), url);
export const action = ({ request, context }: Route.ActionArgs) => factsAction(requireStaff(context), request);

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminSiteFacts({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, updatedAt, revisions, done } = loaderData;
  return (
    <PublishedDocumentEditor
      copy={copy}
      state={loaderData}
      name="facts"
      revisions={revisions}
      details={(entry) => entry.value && <FactsRevision facts={entry.value} />}
    >
      <FactsForm
        key={`${updatedAt ?? "new"}-${done ?? ""}`}
        values={actionData?.values ?? draft}
        message={actionData?.message}
        errors={actionData?.errors}
        readOnly={!loaderData.canWrite}
      />
      <FactsPreview facts={draft} />
    </PublishedDocumentEditor>
  );
}
