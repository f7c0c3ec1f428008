import { getUpload } from "#app/modules/uploads/uploads.server.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { loadEditor, publishAction } from "#app/platform/publishing/publish-action.server.ts";
import { restoreDocumentRevision } from "#app/platform/publishing/published-documents.server.ts";
import { isDesignedComplex } from "#app/platform/sites/sites.server.ts";
import { adminTemplateCopy as copy } from "./admin-copy.ts";
import { BLANK_TYPE_ROWS, TEMPLATE_EDITOR_PATH } from "./fields.ts";
import {
  parseTemplateForm,
  type TemplateFormErrors,
  type TemplateFormValues,
  type TemplateNewFiles,
  templateFormValues,
} from "./form.ts";
import { emptyTemplatePages, type TemplatePages } from "./schema.ts";
import { TEMPLATE_PAGES, writeTemplatePages } from "./template.server.ts";

/** The pictures the editor shows beside their inputs: id → address and file name. */
async function picturesOf(staff: Staff, value: TemplatePages) {
  const ids = [value.heroFileId, value.locationFileId, ...value.types.map((type) => type.planFileId)].filter(Boolean);
  const files = await Promise.all([...new Set(ids)].map((id) => getUpload(staff.db, id)));
  return Object.fromEntries(files.flatMap((file) => (file ? [[file.id, { url: file.url, name: file.filename }]] : [])));
}

/** The form always offers a few blank type rows below the filled ones. */
export const withBlankRows = (values: TemplateFormValues): TemplateFormValues => ({
  ...values,
  types: [
    ...values.types,
    ...Array.from({ length: BLANK_TYPE_ROWS }, () => ({
      name: "",
      exclusiveArea: "",
      supplyArea: "",
      households: "",
      planFileId: "",
    })),
  ],
});

export async function adminTemplatePage(staff: Staff, url: URL) {
  const { document, revisions, changed, canWrite, done } = await loadEditor(
    staff,
    TEMPLATE_PAGES,
    TEMPLATE_EDITOR_PATH,
    url,
  );
  const draft = document.draft ?? document.published ?? emptyTemplatePages();
  return {
    complex: staff.site.name,
    designed: isDesignedComplex(staff.site),
    values: withBlankRows(templateFormValues(draft)),
    pictures: await picturesOf(staff, draft),
    revision: document.revision,
    publishedAt: document.publishedAt,
    updatedAt: document.updatedAt,
    changed,
    canWrite,
    done,
    revisions: revisions.map((revision) => ({
      number: revision.number,
      createdAt: revision.createdAt,
      authorEmail: revision.authorEmail,
      headline: revision.value?.headline ?? "",
      types: revision.value?.types.map((type) => type.name) ?? [],
    })),
  };
}

type TemplateInput = { value: TemplatePages; files: TemplateNewFiles; rows: number[] };

/** Multipart: the pictures come with the form. */
export const templateAction = (staff: Staff, request: Request) =>
  publishAction<TemplateInput, TemplateFormValues, TemplateFormErrors>(request, {
    self: TEMPLATE_EDITOR_PATH,
    copy,
    parse(formData) {
      const parsed = parseTemplateForm(formData);
      if (!parsed.ok) {
        return {
          ok: false,
          refusal: {
            message: parsed.message,
            values: withBlankRows(parsed.values),
            errors: parsed.errors,
            row: parsed.row,
          },
        };
      }
      const { value, files, rows } = parsed;
      return { ok: true, value: { value, files, rows }, values: parsed.values };
    },
    async write(intent, input, formData) {
      const refused = await writeTemplatePages(
        staff.db,
        input.value,
        input.files,
        input.rows,
        intent,
        staff.actor,
        staff.audit,
      );
      if (!refused) return undefined;
      const values = withBlankRows(parseTemplateForm(formData).values);
      const message =
        refused.row === undefined ? refused.message : `${copy.types.rowLabel(refused.row + 1)}: ${refused.message}`;
      return { message: copy.invalidForm, values, errors: { [refused.field]: message }, row: refused.row };
    },
    restore: (number) => restoreDocumentRevision(staff.db, TEMPLATE_PAGES, number, staff.audit),
  });
