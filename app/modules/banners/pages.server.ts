import { getDatabase } from "#app/db/db.server.ts";
import { cleanFilename, getUpload, prepareUpload, storeUpload } from "#app/modules/uploads/uploads.server.ts";
import {
  type AuditActor,
  activePopups,
  getAdminBanners,
  listBannersRevisions,
  publishBanners,
  publishedStrip,
  restoreBannersRevision,
  saveBannersDraft,
} from "./banners.server.ts";
import type { PopupDraft } from "./form.ts";
import { type Banners, bannerMessages, type Popup } from "./schema.ts";

/** What the banners' routes ask for; each change writes its audit entry in its own transaction. */
export type BannersActor = { id: string; email: string };

const auditActor = (actor: BannersActor, clientAddress: string): AuditActor => ({
  actorId: actor.id,
  actorEmail: actor.email,
  ipAddress: clientAddress,
});

/** The home route's pop-ups (one line in its loader). */
export const activePopupsOf = (now: Date) => activePopups(getDatabase().db, now);

let strip: Promise<string[] | null> | null = null;
/**
 * The header's strip messages for the root loader, kept in memory: every page asks, and the value
 * changes only on a publish (this instance's or another's, seen by the content-version poll), when
 * `forgetStrip` drops it (feature.server.ts).
 */
export function stripMessagesOf(): Promise<string[] | null> {
  if (!strip) {
    const pending = publishedStrip(getDatabase().db);
    strip = pending;
    pending.catch(() => {
      if (strip === pending) strip = null;
    });
  }
  return strip;
}
export function forgetStrip(): void {
  strip = null;
}

export const adminBannersOf = () => getAdminBanners(getDatabase().db);
export const bannersRevisionsOf = () => listBannersRevisions(getDatabase().db);
export const restore = (number: number, actor: BannersActor, clientAddress: string) =>
  restoreBannersRevision(getDatabase().db, number, auditActor(actor, clientAddress));

/** The names of the pictures the editor shows (by upload id). */
export async function popupImagesOf(ids: string[]) {
  const files = await Promise.all([...new Set(ids)].map((id) => getUpload(getDatabase().db, id)));
  return Object.fromEntries(files.flatMap((file) => (file ? [[file.id, { url: file.url, name: file.filename }]] : [])));
}

/**
 * Saves (or publishes) the parsed editor form: every kept picture must be a stored image, every new
 * file is decided by its bytes and re-encoded by the uploads store BEFORE anything is written (a
 * refusal changes nothing), then stored (`upload.create`), then the draft saved or the document
 * published in its one transaction. A new picture stored before a failed publish stays in the
 * uploads store, unused (the editor offers it again by its row).
 */
export async function submitBanners(
  input: { popups: PopupDraft[]; strip: string[] },
  intent: "save" | "publish",
  actor: BannersActor,
  clientAddress: string,
): Promise<{ ok: true } | { ok: false; message: string; row?: number }> {
  const { db } = getDatabase();
  const prepared = [];
  for (const [row, draft] of input.popups.entries()) {
    if (draft.newFile) {
      const result = await prepareUpload({
        bytes: Buffer.from(await draft.newFile.arrayBuffer()),
        filename: draft.newFile.name,
      });
      if (!result.ok) return { ok: false, message: `‘${cleanFilename(draft.newFile.name)}’: ${result.message}`, row };
      if (result.upload.kind !== "image") return { ok: false, message: bannerMessages.imageRequired, row };
      prepared.push(result.upload);
    } else {
      const file = await getUpload(db, draft.fileId);
      if (file?.kind !== "image") return { ok: false, message: bannerMessages.imageRequired, row };
      prepared.push(null);
    }
  }
  const popups: Popup[] = [];
  for (const [row, draft] of input.popups.entries()) {
    const upload = prepared[row];
    let fileId = draft.fileId;
    if (upload) {
      const stored = await storeUpload(db, upload, { actor, clientAddress });
      if (!stored.ok) return { ok: false, message: stored.message, row };
      fileId = stored.file.id;
    }
    const { newFile: _, ...popup } = draft;
    popups.push({ ...popup, fileId });
  }
  const value: Banners = { popups: [...popups].sort((a, b) => a.order - b.order), strip: input.strip };
  if (intent === "publish") await publishBanners(db, value, auditActor(actor, clientAddress));
  else await saveBannersDraft(db, value, auditActor(actor, clientAddress));
  return { ok: true };
}
