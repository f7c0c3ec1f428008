import { data, href, redirect } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { ADMIN_ACCESS } from "#app/modules/index.ts";
import { adminScheduleCopy as copy } from "#app/modules/sales-schedule/admin-copy.ts";
import { ScheduleForm } from "#app/modules/sales-schedule/components/schedule-form.tsx";
import { formatScheduleDate } from "#app/modules/sales-schedule/copy.ts";
import {
  adminScheduleOf,
  publish,
  restore,
  saveDraft,
  scheduleRevisionsOf,
} from "#app/modules/sales-schedule/pages.server.ts";
import { parseScheduleForm, type ScheduleFormRow, type ScheduleRow } from "#app/modules/sales-schedule/schema.ts";
import { mayUse } from "#app/platform/access/middleware.server.ts";
import { requireAdminAction, requireAdminPage } from "#app/platform/access/session.server.ts";
import styles from "#app/platform/admin-ui/admin.module.css";
import { adminMeta } from "#app/platform/admin-ui/meta.ts";
import { PublishStateHeader, RevisionHistory } from "#app/platform/admin-ui/published-document.tsx";
import { hasUnpublishedChanges, PublishConflictError } from "#app/platform/publishing/published-documents.server.ts";
import { restorePostedRevision } from "#app/platform/publishing/revision-restore.server.ts";
import type { Route } from "./+types/admin-schedule";

const asForm = (rows: ScheduleRow[]): ScheduleFormRow[] => rows.map((row) => ({ ...row, end: row.end ?? "" }));

/** The editor (owner, manager) or the read-only table (counsellor; the admin layout checks the role). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, url);
  const [schedule, revisions] = await Promise.all([adminScheduleOf(), scheduleRevisionsOf()]);
  return {
    schedule,
    changed: hasUnpublishedChanges(schedule),
    revisions,
    canWrite: mayUse(ADMIN_ACCESS, "/admin/schedule", admin.role, "write"),
    done: url.searchParams.get("done"),
  };
}

/** save (the draft), preview (save, then the public page's preview), publish (one transaction), restore. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const clientAddress = clientAddressOf(context);
  const self = href("/admin/schedule");

  if (intent === "restore") {
    const restored = await restorePostedRevision(formData, (number) => restore(number, admin, clientAddress));
    if (restored !== "restored") {
      return data({ message: copy.invalid, values: null, errors: {} }, { status: restored === "invalid" ? 400 : 404 });
    }
    return redirect(`${self}?done=restored`);
  }
  if (intent !== "save" && intent !== "preview" && intent !== "publish") {
    return data({ message: copy.invalid, values: null, errors: {} }, { status: 400 });
  }
  const parsed = parseScheduleForm(formData);
  if (!parsed.ok) {
    return data(
      { message: parsed.message, values: parsed.values, errors: parsed.errors },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  if (intent === "publish") {
    try {
      await publish(parsed.rows, admin, clientAddress);
    } catch (error) {
      if (error instanceof PublishConflictError) {
        return data({ message: copy.conflict, values: asForm(parsed.rows), errors: {} }, { status: 409 });
      }
      throw error;
    }
    return redirect(`${self}?done=published`);
  }
  await saveDraft(parsed.rows, admin, clientAddress);
  if (intent === "preview") return redirect(`${href("/SalesInfo/guide")}?preview=1`);
  return redirect(`${self}?done=saved`);
}

export const meta: Route.MetaFunction = () => adminMeta(copy.title);

export default function AdminSchedule({ loaderData, actionData }: Route.ComponentProps) {
  const { schedule, changed, revisions, canWrite, done } = loaderData;
  const values = actionData?.values ?? asForm(schedule.draft);
  return (
    <div className={styles.page}>
      <PublishStateHeader
        copy={copy}
        canWrite={canWrite}
        revision={schedule.revision}
        publishedAt={schedule.publishedAt}
        changed={changed && schedule.published !== null}
        done={done}
        testId="schedule-state"
      />
      <ScheduleForm
        key={schedule.updatedAt ?? "new"}
        values={values}
        message={actionData?.message}
        errors={actionData?.errors}
        readOnly={!canWrite}
      />
      <RevisionHistory
        id="schedule-revisions"
        copy={copy}
        revisions={revisions}
        canWrite={canWrite}
        summary={(revision) => copy.rows(revision.rows.length)}
        details={(revision) => (
          <ol>
            {revision.rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a revision's rows never change
              <li key={index}>
                {row.label} · {formatScheduleDate(row.start, row.end)}
                {row.note && ` · ${row.note}`}
              </li>
            ))}
          </ol>
        )}
      />
    </div>
  );
}
