import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

/** The admin area's own page: the access log, last in the menu. */
export const adminUi = {
  name: "admin",
  adminNav: [{ title: "열람 기록", url: href("/admin/audit"), order: 60 }],
} as const satisfies FeatureUi;
