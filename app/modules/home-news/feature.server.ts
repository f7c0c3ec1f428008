import { onContentChange } from "#app/platform/content-signal/content-versions.server.ts";
import type { FeatureServer } from "../feature-server.ts";
import { NOTICES_AREA } from "../notices/fields.ts";
import { SCHEDULE_AREA } from "../sales-schedule/fields.ts";

/**
 * The home page's band: `/` is rendered from the database and kept in the page cache, dropped when
 * notices or the schedule change (a publish here at once, another instance's within the notices'
 * and the schedule's one-second version poll, a scheduled notice going up or down, and 00:00 KST,
 * when the schedule's midnight tick moves today's step and D-n). Those two features run the poll
 * and the tick; this one only listens.
 */
export const homeNewsServer: FeatureServer = {
  name: "home-news",
  cachedPages: [{ pattern: /^\/$/ }],
  onCachedPagesStale(listener) {
    const stops = [onContentChange(NOTICES_AREA, listener), onContentChange(SCHEDULE_AREA, listener)];
    return () => {
      for (const stop of stops) stop();
    };
  },
};
