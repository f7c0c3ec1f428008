import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { requirePreviewer } from "#app/platform/publishing/publish-action.server.ts";
import { activePopups, getAdminBanners, popupViews, publishedStrip } from "./banners.server.ts";
import { bannersUi } from "./feature.ts";
import { BANNERS_EDITOR_PATH } from "./fields.ts";
import { activeAt, type PopupView } from "./schema.ts";

/** With `?preview=1` the draft's (a query string bypasses the page cache): the editor's preview is the page itself. */
export async function homePopupsOf(db: Kysely<Database>, request: Request, url: URL): Promise<PopupView[]> {
  if (!url.searchParams.has("preview")) return activePopups(db, new Date());
  await requirePreviewer(request, url, bannersUi.adminAccess[BANNERS_EDITOR_PATH].read);
  const { draft } = await getAdminBanners(db);
  return popupViews(db, activeAt(draft?.popups ?? [], new Date()));
}

/** While the build runs (IS_RR_BUILD_REQUEST) there is no database: content/site.ts's messages. */
export function stripMessagesOf(db: Kysely<Database>): Promise<string[] | null> {
  if (process.env.IS_RR_BUILD_REQUEST === "yes") return Promise.resolve(null);
  return publishedStrip(db);
}
