import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";
import { STAFF_ROLES } from "#app/platform/access/roles.ts";

export const dashboardUi = {
  name: "dashboard",
  adminNav: [{ title: "관리자 홈", url: href("/admin"), group: "home", order: 10 }],
  // Everyone's first page; the marketer's figures carry no name or number.
  adminAccess: { "/admin": { read: STAFF_ROLES, write: [] } },
} as const satisfies FeatureUi;
