import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { storePictures } from "#app/modules/uploads/pictures.server.ts";
import { getUpload, pictureSources } from "#app/modules/uploads/uploads.server.ts";
import {
  type AuditActor,
  type DocumentSpec,
  getAdminDocument,
  getPublishedDocument,
  listDocumentRevisions,
  listStoredValues,
  publishDocument,
  restoreDocumentRevision,
  saveDocumentDraft,
} from "#app/platform/publishing/published-documents.server.ts";
import { readSetting, type Setting } from "#app/platform/settings/settings.server.ts";
import { BANNERS_AREA, BANNERS_KEY, BANNERS_REVISIONS_KEPT } from "./fields.ts";
import type { PopupDraft } from "./form.ts";
import {
  activeAt,
  type Banners,
  BannersSchema,
  bannerMessages,
  EMPTY_BANNERS,
  type Popup,
  type PopupView,
} from "./schema.ts";

export type { AuditActor, PopupView };

export const BANNERS_DOCUMENT: DocumentSpec<Banners> & Setting<Banners> = {
  key: BANNERS_KEY,
  area: BANNERS_AREA,
  schema: BannersSchema,
  first: () => EMPTY_BANNERS,
  actions: { update: "banners.update", publish: "banners.publish", restore: "banners.restore" },
  summary: (value) => ({ popups: value.popups.length, stripMessages: value.strip.length }),
  keep: BANNERS_REVISIONS_KEPT,
};

/** A file no longer stored, or not a picture, is left out. */
export async function popupViews(db: Kysely<Database>, popups: readonly Popup[]): Promise<PopupView[]> {
  const files = await Promise.all(popups.map((popup) => getUpload(db, popup.fileId)));
  return popups.flatMap((popup, index): PopupView[] => {
    const file = files[index];
    if (file?.kind !== "image") return [];
    return [
      {
        alt: popup.alt,
        link: popup.link,
        src: file.url,
        ...pictureSources(file),
      },
    ];
  });
}

export async function getPublishedBanners(db: Kysely<Database>): Promise<Banners | null> {
  return getPublishedDocument(db, BANNERS_DOCUMENT);
}

export async function activePopups(db: Kysely<Database>, now: Date): Promise<PopupView[]> {
  const banners = await getPublishedBanners(db);
  return banners ? popupViews(db, activeAt(banners.popups, now)) : [];
}

/** Null: the page keeps content/site.ts's. Every page asks: answered from this instance's copy. */
export async function publishedStrip(db: Kysely<Database>): Promise<string[] | null> {
  const { strip } = await readSetting(db, BANNERS_DOCUMENT);
  return strip.length > 0 ? strip : null;
}

/** For the uploads purge: the pictures of the draft, the published value and every kept revision. */
export async function bannerFilesInUse(db: Kysely<Database>): Promise<Set<string>> {
  const values = await listStoredValues(db, [BANNERS_KEY]);
  return new Set(
    values.flatMap((value) => {
      const popups = (value as { popups?: unknown } | null)?.popups;
      if (!Array.isArray(popups)) return [];
      return popups.flatMap((popup) => (typeof popup?.fileId === "string" ? [popup.fileId as string] : []));
    }),
  );
}

export const getAdminBanners = (db: Kysely<Database>) => getAdminDocument(db, BANNERS_DOCUMENT);
export const listBannersRevisions = (db: Kysely<Database>) => listDocumentRevisions(db, BANNERS_DOCUMENT);

export async function saveBannersDraft(db: Kysely<Database>, value: Banners, actor: AuditActor, now = new Date()) {
  await saveDocumentDraft(db, BANNERS_DOCUMENT, value, actor, now);
}

export async function publishBanners(db: Kysely<Database>, value: Banners, actor: AuditActor, now = new Date()) {
  return publishDocument(db, BANNERS_DOCUMENT, value, actor, now);
}

export async function restoreBannersRevision(
  db: Kysely<Database>,
  number: number,
  actor: AuditActor,
  now = new Date(),
) {
  return restoreDocumentRevision(db, BANNERS_DOCUMENT, number, actor, now);
}

/** The pictures checked and stored first (storePictures), then the draft saved or published. */
export async function submitBannersForm(
  db: Kysely<Database>,
  input: { popups: PopupDraft[]; strip: string[] },
  intent: "save" | "publish",
  uploader: { id: string; email: string },
  actor: AuditActor,
): Promise<{ ok: true } | { ok: false; message: string; row?: number }> {
  const pictures = await storePictures(
    db,
    input.popups.map((draft) => ({ file: draft.newFile, id: draft.fileId })),
    { uploader, clientAddress: actor.ipAddress, notImage: bannerMessages.imageRequired },
  );
  if (!pictures.ok) return { ok: false, message: pictures.message, row: pictures.index };
  const popups: Popup[] = input.popups.map(({ newFile: _, ...popup }, row) => ({
    ...popup,
    fileId: pictures.ids[row] ?? popup.fileId,
  }));
  const value: Banners = { popups: [...popups].sort((a, b) => a.order - b.order), strip: input.strip };
  if (intent === "publish") await publishBanners(db, value, actor);
  else await saveBannersDraft(db, value, actor);
  return { ok: true };
}

export { EMPTY_BANNERS };
