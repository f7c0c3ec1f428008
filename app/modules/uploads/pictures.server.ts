import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import {
  claimUpload,
  cleanFilename,
  type PreparedUpload,
  prepareUpload,
  storeUpload,
  type UploadActor,
} from "./uploads.server.ts";

/** One picture of an editor's form: a newly chosen file, else the id of the one it keeps ("" for none). */
export type PictureSlot = { file: File | null; id: string };

export type StoredPictures = { ok: true; ids: string[] } | { ok: false; index: number; message: string };

/**
 * An editor's pictures, in two passes: every one checked BEFORE anything is written (a new file decoded
 * by the uploads store, a kept one claimed, so the unused-uploads purge leaves it to this save), then
 * the new ones stored. The ids in slot order, or the first refusal (its slot and a Korean message). A
 * picture stored before the editor's own write fails stays unused until the purge takes it.
 */
export async function storePictures(
  db: Kysely<Database>,
  slots: readonly PictureSlot[],
  { uploader, clientAddress, notImage }: { uploader: UploadActor; clientAddress?: string | null; notImage: string },
): Promise<StoredPictures> {
  const prepared: (PreparedUpload | null)[] = [];
  for (const [index, slot] of slots.entries()) {
    if (slot.file) {
      const result = await prepareUpload({
        bytes: Buffer.from(await slot.file.arrayBuffer()),
        filename: slot.file.name,
      });
      if (!result.ok) return { ok: false, index, message: `‘${cleanFilename(slot.file.name)}’: ${result.message}` };
      if (result.upload.kind !== "image") return { ok: false, index, message: notImage };
      prepared.push(result.upload);
    } else {
      if (slot.id && (await claimUpload(db, slot.id))?.kind !== "image") return { ok: false, index, message: notImage };
      prepared.push(null);
    }
  }
  const ids: string[] = [];
  for (const [index, slot] of slots.entries()) {
    const upload = prepared[index];
    if (!upload) {
      ids.push(slot.id);
      continue;
    }
    const stored = await storeUpload(db, upload, { actor: uploader, clientAddress });
    if (!stored.ok) return { ok: false, index, message: stored.message };
    ids.push(stored.file.id);
  }
  return { ok: true, ids };
}
