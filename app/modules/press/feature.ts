import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

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
  adminNav: [{ title: "보도자료", url: href("/admin/press"), order: 20 }],
  auditActions: pressAuditLabels,
  // Site content: owner, manager and the marketer (roles.ts); a counsellor works with people, not pages.
  adminAccess: {
    "/admin/press": { read: ["owner", "manager", "marketer"], write: ["owner", "manager", "marketer"] },
    "/admin/press/new": { read: ["owner", "manager", "marketer"], write: ["owner", "manager", "marketer"] },
    "/admin/press/:id": { read: ["owner", "manager", "marketer"], write: ["owner", "manager", "marketer"] },
  },
  auditDetailLabels: { siteId: "현장", changed: "바뀐 항목", via: "등록 경로", title: "제목" },
} as const satisfies FeatureUi;
