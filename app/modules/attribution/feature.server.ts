import type { FeatureServer } from "../feature-server.ts";
import { PAGE_VIEW_ENDPOINT } from "./page-view-beacon.ts";
import { PAGE_VIEW_BODY_MAX } from "./page-view-schema.ts";

/** Attribution: the page-view beacon's small body. */
export const attributionServer: FeatureServer = {
  name: "attribution",
  bodyLimits: [{ path: new RegExp(`^${PAGE_VIEW_ENDPOINT.toLowerCase()}$`), maxBytes: PAGE_VIEW_BODY_MAX }],
};
