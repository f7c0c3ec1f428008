import { uploadRefusals } from "#app/modules/uploads/copy.ts";
import { sniff } from "#app/modules/uploads/sniff.ts";
import { prepareUpload } from "#app/modules/uploads/uploads.server.ts";
import { adminDocumentsCopy as copy } from "./admin-copy.ts";
import type { VersionFile } from "./documents.server.ts";
import { type DocumentKey, documentLabels } from "./kinds.ts";
import type { DocumentVersion } from "./schema.ts";

/**
 * The posted `file` of the version form, checked before any transaction: a PDF (decided by its
 * bytes, ≤ 20 MB, no script: the uploads store's checks), else a Korean refusal. An image is
 * refused before it is decoded. Left empty: the draft's file, if it has one.
 */
export async function readVersionFile(
  key: DocumentKey,
  formData: FormData,
  draft: DocumentVersion | null,
): Promise<{ ok: true; file: VersionFile } | { ok: false; message: string }> {
  const posted = formData.get("file");
  const file = posted instanceof File && (posted.size > 0 || posted.name !== "") ? posted : null;
  if (!file) {
    if (posted !== null && !(posted instanceof File)) return { ok: false, message: copy.invalid };
    return draft ? { ok: true, file: { keep: draft } } : { ok: false, message: copy.noFile };
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length === 0) return { ok: false, message: uploadRefusals.empty };
  if (sniff(bytes).type !== "pdf") {
    // A file named .pdf that is something else says so; any other file is told only PDFs go here.
    if (/\.pdf$/i.test(file.name.trim())) return { ok: false, message: uploadRefusals.notPdf };
    return { ok: false, message: copy.mustBePdf(documentLabels[key]) };
  }
  const prepared = await prepareUpload({ bytes, filename: file.name });
  if (!prepared.ok) return { ok: false, message: prepared.message };
  return { ok: true, file: { upload: prepared.upload } };
}
