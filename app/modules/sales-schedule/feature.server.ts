import { logger } from "#app/lib/logger.server.ts";
import { pathPattern } from "#app/lib/path-pattern.ts";
import {
  notifyContentChange,
  onContentChange,
  startContentVersionPolling,
} from "#app/platform/content-signal/content-versions.server.ts";
import type { FeatureServer } from "../feature-server.ts";
import { SALES_GUIDE_PATH, SCHEDULE_AREA } from "./fields.ts";
import { startMidnightTick } from "./midnight.server.ts";

/** As notices' (the poll is one per process, started by whichever feature asks first). */
const CONTENT_POLL_MS = 1000;

/**
 * The sales schedule: /SalesInfo/guide rendered from the database and kept in the page cache,
 * dropped on every publish (the content version, polled) and just after every 00:00 KST (its D-n
 * and highlighted step change then).
 */
export const salesScheduleServer: FeatureServer = {
  name: "sales-schedule",
  jobs: [
    ({ db }) => startContentVersionPolling({ db, intervalMs: CONTENT_POLL_MS }),
    () =>
      startMidnightTick({
        onMidnight: () => notifyContentChange(SCHEDULE_AREA),
        onError: (error) => logger.error({ err: error }, "schedule.midnight_failed"),
      }),
  ],
  cachedPages: [{ pattern: pathPattern(SALES_GUIDE_PATH) }],
  onCachedPagesStale: (listener) => onContentChange(SCHEDULE_AREA, listener),
};
