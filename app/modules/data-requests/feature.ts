import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

/** By audit code: a data-subject request's steps, each with counts and (export, erase) the reason. */
export const dataRequestsAuditLabels = {
  "privacy.search": "개인정보 요청 조회",
  "privacy.export": "개인정보 요청 내려받기",
  "privacy.erase": "개인정보 요청 삭제",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof dataRequestsAuditLabels, true> {}
}

export const dataRequestsUi = {
  name: "data-requests",
  adminNav: [{ title: "개인정보 요청", url: href("/admin/privacy-requests"), group: "operations", order: 58 }],
  auditActions: dataRequestsAuditLabels,
  // Everything held about one person, its copy and its deletion: the owner, who answers for the data.
  adminAccess: {
    "/admin/privacy-requests": { read: ["owner"], write: ["owner"] },
    "/admin/privacy-requests/export": { read: ["owner"], write: ["owner"] },
  },
  auditDetailLabels: {
    found: "찾은 정보",
    erased: "처리 결과",
  },
} as const satisfies FeatureUi;
