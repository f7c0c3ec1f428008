import { hasNoControlCharacters } from "#app/lib/text-schema.ts";
import { cleanFilename, type PreparedUpload, prepareUpload } from "#app/modules/uploads/uploads.server.ts";
import {
  ATTACHMENT_ALT_MAX,
  ATTACHMENT_FIELDS,
  type AttachmentView,
  attachmentMessages,
  NOTICE_ATTACHMENTS_MAX,
  NOTICE_FILES_PER_POST,
  type NoticeAttachment,
} from "./attachments.ts";
import type { AttachmentsEdit } from "./notices.server.ts";

/** An image's alt text as typed: trimmed; a Korean message when missing, too long or with control characters. */
export function checkAlt(alt: string): { ok: true; alt: string } | { ok: false; message: string } {
  const trimmed = alt.trim();
  if (trimmed === "") return { ok: false, message: attachmentMessages.altRequired };
  if (trimmed.length > ATTACHMENT_ALT_MAX) return { ok: false, message: attachmentMessages.altTooLong };
  if (!hasNoControlCharacters(trimmed)) return { ok: false, message: attachmentMessages.altInvalid };
  return { ok: true, alt: trimmed };
}

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The attachments part of a posted editor form, read against the draft's current attachments:
 * the kept ones (minus those ticked for removal, with their alt texts as edited) and the new files,
 * each decided by its bytes and re-encoded (`prepareUpload`, the slow half) here, BEFORE any
 * transaction. Any refusal (a file the uploads store refuses, an image without alt text, too many
 * files) returns its Korean message and nothing is stored. A file's name and bytes are never logged.
 */
export async function readAttachmentEdit(
  formData: FormData,
  current: AttachmentView[],
): Promise<{ ok: true; edit: AttachmentsEdit } | { ok: false; message: string }> {
  const removed = new Set(formData.getAll(ATTACHMENT_FIELDS.remove).filter((v) => typeof v === "string"));
  const kept: NoticeAttachment[] = [];
  for (const view of current) {
    if (removed.has(view.fileId)) continue;
    if (view.kind === "pdf") {
      kept.push({ fileId: view.fileId, alt: "" });
      continue;
    }
    const alt = checkAlt(text(formData, ATTACHMENT_FIELDS.alt(view.fileId)));
    if (!alt.ok) return alt;
    kept.push({ fileId: view.fileId, alt: alt.alt });
  }
  // A file input left empty posts one empty part with no name.
  const files = formData
    .getAll(ATTACHMENT_FIELDS.files)
    .filter((value): value is File => value instanceof File && (value.size > 0 || value.name !== ""));
  if (files.length > NOTICE_FILES_PER_POST) return { ok: false, message: attachmentMessages.tooManyFiles };
  if (kept.length + files.length > NOTICE_ATTACHMENTS_MAX) {
    return { ok: false, message: attachmentMessages.tooManyAttachments };
  }
  const added: { upload: PreparedUpload; alt: string }[] = [];
  const newAlt = text(formData, ATTACHMENT_FIELDS.newAlt);
  for (const file of files) {
    const prepared = await prepareUpload({ bytes: Buffer.from(await file.arrayBuffer()), filename: file.name });
    if (!prepared.ok)
      return { ok: false, message: attachmentMessages.refusedFile(cleanFilename(file.name), prepared.message) };
    if (prepared.upload.kind === "pdf") {
      added.push({ upload: prepared.upload, alt: "" });
      continue;
    }
    const alt = checkAlt(newAlt);
    if (!alt.ok) return alt;
    added.push({ upload: prepared.upload, alt: alt.alt });
  }
  return { ok: true, edit: { kept, added } };
}
