import { adminServer } from "./admin/feature.server.ts";
import { attributionServer } from "./attribution/feature.server.ts";
import { auditServer } from "./audit/feature.server.ts";
import { bannersServer } from "./banners/feature.server.ts";
import { boardServer, homeNewsServer } from "./board/feature.server.ts";
import { bookingsServer } from "./bookings/feature.server.ts";
import { campaignsServer } from "./campaigns/feature.server.ts";
import { consentServer } from "./consent/feature.server.ts";
import { counsellingServer } from "./counselling/feature.server.ts";
import { documentsServer } from "./documents/feature.server.ts";
import type { FeatureServer } from "./feature-server.ts";
import { leadsServer } from "./leads/feature.server.ts";
import { messagesServer } from "./messages/feature.server.ts";
import { salesScheduleServer } from "./sales-schedule/feature.server.ts";
import { siteFactsServer } from "./site-facts/feature.server.ts";
import { staffServer } from "./staff/feature.server.ts";
import { templateServer } from "./template/feature.server.ts";
import { uploadsServer } from "./uploads/feature.server.ts";

/**
 * Every feature that gives the server something to run, in the order its jobs start and stop,
 * its purges run and its body limits are checked. A new feature adds its `feature.server.ts`
 * here; `server/` stays as it is. The dashboard runs nothing of its own.
 */
export const FEATURES: readonly FeatureServer[] = [
  // Before leads: a data-subject request's erase finds the counselling records by the leads' phone.
  counsellingServer,
  leadsServer,
  // Before admin: their upload limits (the upload endpoint, the notice editor with its attachments
  // and the documents editor with its PDF) are larger than the admin area's, and the first match counts.
  uploadsServer,
  boardServer,
  bannersServer,
  templateServer,
  documentsServer,
  adminServer,
  bookingsServer,
  messagesServer,
  consentServer,
  campaignsServer,
  salesScheduleServer,
  siteFactsServer,
  homeNewsServer,
  attributionServer,
  auditServer,
  staffServer,
];
