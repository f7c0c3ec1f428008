import { data } from "react-router";
import { getDatabase } from "#app/db/db.server.ts";
import { NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { logger } from "#app/lib/logger.server.ts";
import { getUpload } from "#app/modules/uploads/uploads.server.ts";
import { requireAdminPage } from "#app/platform/access/session.server.ts";
import { NOT_ALLOWED_MESSAGE } from "#app/platform/admin-ui/copy.ts";
import { auditActorOf, type StaffActor } from "#app/platform/audit/audit.server.ts";
import {
  activePopups,
  getAdminBanners,
  listBannersRevisions,
  popupViews,
  publishedStrip,
  restoreBannersRevision,
  submitBannersForm,
} from "./banners.server.ts";
import { bannersUi } from "./feature.ts";
import type { PopupDraft } from "./form.ts";
import { activeAt, type PopupView } from "./schema.ts";

/** What the banners' routes ask for; each change writes its audit entry in its own transaction. */
export type BannersActor = StaffActor;

/**
 * The home route's pop-ups (one line in its loader): those published and active now; with
 * `?preview=1`, the draft's active now, for staff who may open the editor (a query string bypasses
 * the page cache), so the editor's preview is the public page itself.
 */
export async function homePopupsOf(request: Request, url: URL): Promise<PopupView[]> {
  const { db } = getDatabase();
  if (!url.searchParams.has("preview")) return activePopups(db, new Date());
  const admin = await requireAdminPage(request, url);
  if (!bannersUi.adminAccess["/admin/banners"].read.some((role) => role === admin.role)) {
    throw data({ error: NOT_ALLOWED_MESSAGE }, { status: 403, headers: NOT_CACHED_OR_INDEXED });
  }
  const { draft } = await getAdminBanners(db);
  return popupViews(db, activeAt(draft?.popups ?? [], new Date()));
}

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
  restoreBannersRevision(getDatabase().db, number, auditActorOf(actor, clientAddress));

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
) => submitBannersForm(getDatabase().db, input, intent, actor, auditActorOf(actor, clientAddress));
