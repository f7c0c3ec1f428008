import type { Staff } from "#app/platform/access/staff.server.ts";
import { publishAction } from "#app/platform/publishing/publish-action.server.ts";
import { adminDocumentsCopy as copy } from "./admin-copy.ts";
import {
  getAdminVersion,
  listVersions,
  publishVersion,
  restoreVersion,
  saveVersionDraft,
  type VersionFile,
  versionFileUrl,
} from "./documents.server.ts";
import { documentEditorHref, DOCUMENTS_EDITOR_PATH as EDITOR_PATH } from "./fields.ts";
import { type DocumentKey, isDocumentKey } from "./kinds.ts";
import { parseVersionFields, type VersionFields, type VersionFormValues } from "./schema.ts";
import { readVersionFile } from "./version-file.server.ts";

const keyOf = (value: unknown): DocumentKey => (isDocumentKey(value) ? value : "recruitment-notice");

export async function adminDocumentsPage(staff: Staff, url: URL) {
  const key = keyOf(url.searchParams.get("document"));
  const [document, revisions] = await Promise.all([getAdminVersion(staff.db, key), listVersions(staff.db, key)]);
  const withUrl = <T extends { sha256: string } | null>(version: T) =>
    version ? { ...version, url: versionFileUrl(version) } : null;
  return {
    key,
    draft: withUrl(document.draft),
    published: withUrl(document.published),
    revision: document.revision,
    publishedAt: document.publishedAt,
    updatedAt: document.updatedAt,
    changed: JSON.stringify(document.draft) !== JSON.stringify(document.published),
    revisions: revisions.map((revision) => ({ ...revision, value: withUrl(revision.value) })),
    canWrite: staff.may(EDITOR_PATH, "write"),
    done: url.searchParams.get("done"),
  };
}

const documentOf = (formData: FormData): DocumentKey => keyOf(formData.get("document"));

/** Multipart: the PDF, checked before any transaction. */
export function documentsAction(staff: Staff, request: Request) {
  const actor = { ...staff.audit, uploader: { id: staff.actor.id, email: staff.actor.email } };
  return publishAction<{ fields: VersionFields; file: VersionFile }, VersionFormValues>(request, {
    self: (formData) => (isDocumentKey(formData.get("document")) ? documentEditorHref(documentOf(formData)) : null),
    copy,
    async parse(formData) {
      const parsed = parseVersionFields(formData);
      if (!parsed.ok) return { ok: false, refusal: { message: parsed.message, values: parsed.values } };
      const key = documentOf(formData);
      const { draft } = await getAdminVersion(staff.db, key);
      const file = await readVersionFile(key, formData, draft);
      if (!file.ok) return { ok: false, refusal: { message: file.message, values: parsed.fields } };
      return { ok: true, value: { fields: parsed.fields, file: file.file }, values: parsed.fields };
    },
    async write(intent, { fields, file }, formData) {
      const key = documentOf(formData);
      if (intent === "publish") await publishVersion(staff.db, key, fields, file, actor);
      else await saveVersionDraft(staff.db, key, fields, file, actor);
      return undefined;
    },
    restore: (number, formData) => restoreVersion(staff.db, documentOf(formData), number, staff.audit),
  });
}
