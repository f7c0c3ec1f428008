import { adminSchedulePage, scheduleAction } from "#app/modules/sales-schedule/admin.server.ts";
import { adminScheduleCopy as copy } from "#app/modules/sales-schedule/admin-copy.ts";
import { ScheduleForm } from "#app/modules/sales-schedule/components/schedule-form.tsx";
import { ScheduleRevision } from "#app/modules/sales-schedule/components/schedule-revision.tsx";
import { requireStaff } from "#app/platform/access/staff.server.ts";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import { PublishedDocumentEditor } from "#app/platform/admin-ui/published-document.tsx";
import type { Route } from "./+types/admin-schedule";

export const loader = ({ url, context }: Route.LoaderArgs) => adminSchedulePage(requireStaff(context), url);
export const action = ({ request, context }: Route.ActionArgs) => scheduleAction(requireStaff(context), request);

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminSchedule({ loaderData, actionData }: Route.ComponentProps) {
  const { values, updatedAt, revisions, canWrite } = loaderData;
  return (
    <PublishedDocumentEditor
      copy={copy}
      state={loaderData}
      name="schedule"
      revisions={revisions}
      summary={(revision) => copy.rows(revision.rows.length)}
      details={(revision) => <ScheduleRevision rows={revision.rows} />}
    >
      <ScheduleForm
        key={updatedAt ?? "new"}
        values={actionData?.values ?? values}
        message={actionData?.message}
        errors={actionData?.errors}
        readOnly={!canWrite}
      />
    </PublishedDocumentEditor>
  );
}
