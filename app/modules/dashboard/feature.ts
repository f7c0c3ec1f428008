import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

export const dashboardUi = {
  name: "dashboard",
  adminNav: [{ title: "관리자 홈", url: href("/admin"), order: 10 }],
  // Everyone's home; the marketer's has no names or phone numbers (counts only).
  adminAccess: { "/admin": { read: ["owner", "manager", "counsellor", "marketer"], write: [] } },
} as const satisfies FeatureUi;
