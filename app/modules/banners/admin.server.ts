import type { Kysely } from "kysely";
import { href } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { getUpload } from "#app/modules/uploads/uploads.server.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { loadEditor, publishAction } from "#app/platform/publishing/publish-action.server.ts";
import { restoreDocumentRevision } from "#app/platform/publishing/published-documents.server.ts";
import { adminBannersCopy as copy } from "./admin-copy.ts";
import { BANNERS_DOCUMENT, submitBannersForm } from "./banners.server.ts";
import { BANNERS_EDITOR_PATH } from "./fields.ts";
import { type BannersFormValues, bannersFormValues, type PopupDraft, parseBannersForm } from "./form.ts";
import { EMPTY_BANNERS } from "./schema.ts";

async function popupImagesOf(db: Kysely<Database>, ids: string[]) {
  const files = await Promise.all([...new Set(ids)].map((id) => getUpload(db, id)));
  return Object.fromEntries(files.flatMap((file) => (file ? [[file.id, { url: file.url, name: file.filename }]] : [])));
}

export async function adminBannersPage(staff: Staff, url: URL) {
  const editor = await loadEditor(staff, BANNERS_DOCUMENT, BANNERS_EDITOR_PATH, url);
  const { document } = editor;
  const draft = document.draft ?? document.published ?? EMPTY_BANNERS;
  return {
    ...editor,
    document: {
      revision: document.revision,
      publishedAt: document.publishedAt,
      updatedAt: document.updatedAt,
    },
    values: bannersFormValues(draft),
    images: await popupImagesOf(
      staff.db,
      draft.popups.map((popup) => popup.fileId),
    ),
    revisions: editor.revisions.map((revision) => ({
      number: revision.number,
      createdAt: revision.createdAt,
      authorEmail: revision.authorEmail,
      popups: revision.value?.popups.map((popup) => popup.alt) ?? [],
      strip: revision.value?.strip ?? [],
    })),
  };
}

type BannersInput = { popups: PopupDraft[]; strip: string[]; values: BannersFormValues };
const rowMessage = (message: string, row: number | undefined) =>
  row === undefined ? message : copy.rowError(row + 1, message);

/** Multipart: the pictures. */
export const bannersAction = (staff: Staff, request: Request) =>
  publishAction<BannersInput, BannersFormValues>(request, {
    self: BANNERS_EDITOR_PATH,
    copy,
    preview: `${href("/")}?preview=1`,
    parse(formData) {
      const parsed = parseBannersForm(formData);
      if (!parsed.ok) {
        return {
          ok: false,
          refusal: { message: rowMessage(parsed.message, parsed.row), values: parsed.values, row: parsed.row },
        };
      }
      return { ok: true, value: parsed, values: parsed.values };
    },
    async write(intent, input) {
      const result = await submitBannersForm(staff.db, input, intent, staff.actor, staff.audit);
      if (result.ok) return undefined;
      return { message: rowMessage(result.message, result.row), values: input.values, row: result.row };
    },
    restore: (number) => restoreDocumentRevision(staff.db, BANNERS_DOCUMENT, number, staff.audit),
  });
