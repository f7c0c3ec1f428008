import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import {
  type AuditActor,
  type DocumentSpec,
  getAdminDocument,
  getPublishedDocument,
  listDocumentRevisions,
  publishDocument,
  restoreDocumentRevision,
  saveDocumentDraft,
} from "#app/models/published-documents.server.ts";
import { getUpload } from "#app/modules/uploads/uploads.server.ts";
import { BANNERS_AREA, BANNERS_KEY, BANNERS_REVISIONS_KEPT } from "./fields.ts";
import { activeAt, type Banners, BannersSchema, EMPTY_BANNERS, type Popup, type PopupView } from "./schema.ts";

export type { AuditActor, PopupView };

/** The pop-ups and the strip as one published document (app/models/published-documents.server.ts). */
export const BANNERS_DOCUMENT: DocumentSpec<Banners> = {
  key: BANNERS_KEY,
  area: BANNERS_AREA,
  schema: BannersSchema,
  actions: { update: "banners.update", publish: "banners.publish", restore: "banners.restore" },
  summary: (value) => ({ popups: value.popups.length, messages: value.strip.length }),
  keep: BANNERS_REVISIONS_KEPT,
};

/** The pictures of `popups` (a file no longer stored, or not a picture, is left out). */
export async function popupViews(db: Kysely<Database>, popups: readonly Popup[]): Promise<PopupView[]> {
  const files = await Promise.all(popups.map((popup) => getUpload(db, popup.fileId)));
  return popups.flatMap((popup, index): PopupView[] => {
    const file = files[index];
    if (file?.kind !== "image") return [];
    const srcset = (format: string) =>
      file.variants
        .filter((variant) => variant.format === format && variant.width)
        .map((variant) => `${variant.url} ${variant.width}w`)
        .join(", ");
    return [
      {
        alt: popup.alt,
        link: popup.link,
        src: file.url,
        width: file.width ?? 0,
        height: file.height ?? 0,
        avif: srcset("avif"),
        webp: srcset("webp"),
      },
    ];
  });
}

export async function getPublishedBanners(db: Kysely<Database>): Promise<Banners | null> {
  return getPublishedDocument(db, BANNERS_DOCUMENT);
}

/** The published pop-ups active at `now` (start ≤ now < end), in order, with their pictures. */
export async function activePopups(db: Kysely<Database>, now: Date): Promise<PopupView[]> {
  const banners = await getPublishedBanners(db);
  return banners ? popupViews(db, activeAt(banners.popups, now)) : [];
}

/** The strip's published messages, or null when none were published (the page keeps content/site.ts's). */
export async function publishedStrip(db: Kysely<Database>): Promise<string[] | null> {
  const banners = await getPublishedBanners(db);
  return banners && banners.strip.length > 0 ? banners.strip : null;
}

export const getAdminBanners = (db: Kysely<Database>) => getAdminDocument(db, BANNERS_DOCUMENT);
export const listBannersRevisions = (db: Kysely<Database>) => listDocumentRevisions(db, BANNERS_DOCUMENT);

export async function saveBannersDraft(db: Kysely<Database>, value: Banners, actor: AuditActor, now = new Date()) {
  await saveDocumentDraft(db, BANNERS_DOCUMENT, value, actor, now);
}

/** One transaction: the published value, a revision (newest 50 kept), banners.publish and the version. */
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

export { EMPTY_BANNERS };
