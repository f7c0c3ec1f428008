import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";
import { STAFF_ROLES } from "#app/platform/access/roles.ts";

/** By audit code: the press room's writes, from the admin area or the press page's form. */
export const pressAuditLabels = {
  "press.create": "보도자료 등록",
  "press.update": "보도자료 수정",
  "press.delete": "보도자료 삭제",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof pressAuditLabels, true> {}
}

export const pressUi = {
  name: "press",
  adminNav: [{ title: "보도자료", url: href("/admin/press"), group: "site", order: 20 }],
  auditActions: pressAuditLabels,
  auditDetailLabels: { siteId: "현장", changed: "바뀐 항목", via: "등록 경로", title: "제목" },
  // Site content: everyone reads it; the owner and managers publish.
  adminAccess: {
    "/admin/press": { read: STAFF_ROLES, write: ["owner", "manager"] },
    "/admin/press/new": { read: ["owner", "manager"], write: ["owner", "manager"] },
    "/admin/press/:id": { read: ["owner", "manager"], write: ["owner", "manager"] },
  },
} as const satisfies FeatureUi;
