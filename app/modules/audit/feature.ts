import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

/** The access log: who saw, changed or exported personal data; last in the admin menu. */
export const auditUi = {
  name: "audit",
  adminNav: [{ title: "열람 기록", url: href("/admin/audit"), group: "operations", order: 60 }],
  // Who saw, changed or exported which personal data: the owner, who answers for it.
  adminAccess: { "/admin/audit": { read: ["owner"], write: ["owner"] } },
} as const satisfies FeatureUi;
