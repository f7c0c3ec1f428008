import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { requirePreviewer } from "#app/platform/publishing/publish-action.server.ts";
import { salesScheduleUi } from "./feature.ts";
import { SCHEDULE_EDITOR_PATH } from "./fields.ts";
import { getAdminSchedule, getPublishedSchedule } from "./schedule.server.ts";
import { scheduleView } from "./steps.ts";

/** The published schedule as the public pages show it, worked out now in Korea time; null: nothing published. */
export async function publishedScheduleView(db: Kysely<Database>, now = new Date()) {
  const rows = await getPublishedSchedule(db);
  return rows && rows.length > 0 ? scheduleView(rows, now) : null;
}

/** /SalesInfo/guide: the published schedule, or with `?preview=1` the draft (staff who may read the editor). */
export async function salesGuideOf(db: Kysely<Database>, request: Request, url: URL) {
  if (!url.searchParams.has("preview")) return { view: await publishedScheduleView(db), preview: false };
  await requirePreviewer(request, url, salesScheduleUi.adminAccess[SCHEDULE_EDITOR_PATH].read);
  const { draft } = await getAdminSchedule(db);
  return { view: scheduleView(draft, new Date()), preview: true };
}
