import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

export const dashboardUi = {
  name: "dashboard",
  adminNav: [{ title: "관리자 홈", url: href("/admin"), order: 10 }],
} as const satisfies FeatureUi;
