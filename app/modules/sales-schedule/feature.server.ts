import { pathPattern } from "#app/lib/path-pattern.ts";
import { onContentChange } from "#app/platform/content-signal/content-signal.server.ts";
import type { FeatureServer } from "../feature-server.ts";
import { SALES_GUIDE_PATH, SCHEDULE_AREA } from "./fields.ts";

/**
 * The sales schedule: /SalesInfo/guide kept in the page cache, dropped on every publish and just
 * after every 00:00 KST, when its D-n and highlighted step change (declared here, fired by the
 * content signal).
 */
export const salesScheduleServer: FeatureServer = {
  name: "sales-schedule",
  contentBoundaries: [{ area: SCHEDULE_AREA, daily: "korea-midnight" }],
  cachedPages: [{ pattern: pathPattern(SALES_GUIDE_PATH) }],
  onCachedPagesStale: (listener) => onContentChange(SCHEDULE_AREA, listener),
};
