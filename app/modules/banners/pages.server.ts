import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { requirePreviewer } from "#app/platform/publishing/publish-action.server.ts";
import { activePopups, getAdminBanners, popupViews, publishedStrip } from "./banners.server.ts";
import { bannersUi } from "./feature.ts";
import { BANNERS_EDITOR_PATH } from "./fields.ts";
import { activeAt, type PopupView } from "./schema.ts";

/**
 * The home route's pop-ups: those published and active now; with `?preview=1`, the draft's active
 * now, for staff who may open the editor (a query string bypasses the page cache), so the editor's
 * preview is the public page itself.
 */
export async function homePopupsOf(db: Kysely<Database>, request: Request, url: URL): Promise<PopupView[]> {
  if (!url.searchParams.has("preview")) return activePopups(db, new Date());
  await requirePreviewer(request, url, bannersUi.adminAccess[BANNERS_EDITOR_PATH].read);
  const { draft } = await getAdminBanners(db);
  return popupViews(db, activeAt(draft?.popups ?? [], new Date()));
}

/**
 * The header's strip messages for the root loader. While the build runs (React Router's build sets
 * IS_RR_BUILD_REQUEST) there is no database: content/site.ts's messages.
 */
export function stripMessagesOf(db: Kysely<Database>): Promise<string[] | null> {
  if (process.env.IS_RR_BUILD_REQUEST === "yes") return Promise.resolve(null);
  return publishedStrip(db);
}
