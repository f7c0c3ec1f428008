import type { FeatureUi } from "#app/modules/feature.ts";
import { STAFF_ROLES } from "./roles.ts";

/** The admin area itself: signing out is for everyone signed in. */
export const adminUi = {
  name: "admin",
  adminAccess: { "/admin/logout": { read: STAFF_ROLES, write: STAFF_ROLES } },
} as const satisfies FeatureUi;
