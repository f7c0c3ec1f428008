import { getDatabase } from "#app/db/db.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { getUpload } from "#app/modules/uploads/uploads.server.ts";
import {
  type AuditActor,
  activePopups,
  getAdminBanners,
  listBannersRevisions,
  publishedStrip,
  restoreBannersRevision,
  submitBannersForm,
} from "./banners.server.ts";
import type { PopupDraft } from "./form.ts";

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
 * `forgetStrip` drops it (feature.server.ts). While the build prerenders the static pages there is
 * no database (React Router's build sets IS_RR_BUILD_REQUEST): those pages keep content/site.ts's
 * messages until they too are rendered at run time. A failed read shows those too, never a 500.
 */
export function stripMessagesOf(): Promise<string[] | null> {
  if (process.env.IS_RR_BUILD_REQUEST === "yes") return Promise.resolve(null);
  if (!strip) {
    const pending = publishedStrip(getDatabase().db).catch((error: unknown) => {
      logger.error({ err: error }, "banners.strip_failed");
      if (strip === pending) strip = null;
      return null;
    });
    strip = pending;
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

export const submitBanners = (
  input: { popups: PopupDraft[]; strip: string[] },
  intent: "save" | "publish",
  actor: BannersActor,
  clientAddress: string,
) => submitBannersForm(getDatabase().db, input, intent, actor, auditActor(actor, clientAddress));
