import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";
import { STAFF_ROLES } from "#app/platform/access/roles.ts";

/** By audit code (labels are Hangul only, so "이중 인증" for the pages' "2단계 인증"): two-factor sign-in turned on, off, its backup codes renewed, and the owner's reset. */
export const adminAuditLabels = {
  "staff.2fa.enable": "이중 인증 설정",
  "staff.2fa.disable": "이중 인증 해제",
  "staff.2fa.backup_codes": "이중 인증 백업 코드 재발급",
  "staff.2fa.reset": "이중 인증 초기화",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof adminAuditLabels, true> {}
}

/** The admin area's own pages: each person's two-factor page, the owner's reset page, and sign-out. */
export const adminUi = {
  name: "admin",
  adminNav: [{ title: "2단계 인증", url: href("/admin/account/2fa"), group: "account", order: 90 }],
  auditActions: adminAuditLabels,
  auditDetailLabels: { role: "역할", hadTwoFactor: "초기화 전 사용 여부" },
  adminAccess: {
    "/admin/account/2fa": { read: STAFF_ROLES, write: STAFF_ROLES },
    "/admin/account/2fa-reset": { read: ["owner"], write: ["owner"] },
    "/admin/logout": { read: STAFF_ROLES, write: STAFF_ROLES },
  },
} as const satisfies FeatureUi;
