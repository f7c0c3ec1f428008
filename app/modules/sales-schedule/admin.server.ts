import { href } from "react-router";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { loadEditor, publishAction } from "#app/platform/publishing/publish-action.server.ts";
import {
  publishDocument,
  restoreDocumentRevision,
  saveDocumentDraft,
} from "#app/platform/publishing/published-documents.server.ts";
import { adminScheduleCopy as copy } from "./admin-copy.ts";
import { SALES_GUIDE_PATH, SCHEDULE_EDITOR_PATH } from "./fields.ts";
import { SCHEDULE_DOCUMENT } from "./schedule.server.ts";
import { parseScheduleForm, type ScheduleFormRow, type ScheduleRow } from "./schema.ts";

const asForm = (rows: ScheduleRow[]): ScheduleFormRow[] => rows.map((row) => ({ ...row, end: row.end ?? "" }));

export async function adminSchedulePage(staff: Staff, url: URL) {
  const { document, revisions, changed, canWrite, done } = await loadEditor(
    staff,
    SCHEDULE_DOCUMENT,
    SCHEDULE_EDITOR_PATH,
    url,
  );
  return {
    values: asForm(document.draft ?? []),
    revision: document.revision,
    publishedAt: document.publishedAt,
    updatedAt: document.updatedAt,
    changed,
    revisions: revisions.map(({ value, ...revision }) => ({ ...revision, rows: value ?? [] })),
    canWrite,
    done,
  };
}

export const scheduleAction = (staff: Staff, request: Request) =>
  publishAction<ScheduleRow[], ScheduleFormRow[], Record<number, string>>(request, {
    self: SCHEDULE_EDITOR_PATH,
    copy,
    preview: `${href(SALES_GUIDE_PATH)}?preview=1`,
    parse(formData) {
      const parsed = parseScheduleForm(formData);
      if (!parsed.ok) {
        return { ok: false, refusal: { message: parsed.message, values: parsed.values, errors: parsed.errors } };
      }
      return { ok: true, value: parsed.rows, values: asForm(parsed.rows) };
    },
    async write(intent, rows) {
      if (intent === "publish") await publishDocument(staff.db, SCHEDULE_DOCUMENT, rows, staff.audit);
      else await saveDocumentDraft(staff.db, SCHEDULE_DOCUMENT, rows, staff.audit);
      return undefined;
    },
    restore: (number) => restoreDocumentRevision(staff.db, SCHEDULE_DOCUMENT, number, staff.audit),
  });
