import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";
import { STAFF_ROLES } from "#app/platform/access/roles.ts";

/** By audit code: accounts added, invited, their role changed, deactivated and back, sessions ended. */
export const staffAuditLabels = {
  "staff.create": "직원 계정 추가",
  "staff.join": "다른 단지 직원 소속 추가",
  "staff.leave": "직원 단지 소속 제외",
  "staff.invite": "직원 초대 링크 발급",
  "staff.invite.accept": "직원 초대 수락",
  "staff.role": "직원 역할 변경",
  "staff.deactivate": "직원 계정 비활성화",
  "staff.reactivate": "직원 계정 재활성화",
  "staff.session.revoke": "로그인 세션 종료",
  "staff.phone": "직원 휴대전화 번호 변경",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof staffAuditLabels, true> {}
}

export const staffUi = {
  name: "staff",
  adminNav: [
    { title: "직원 관리", url: href("/admin/staff"), group: "operations", order: 80 },
    { title: "내 정보", url: href("/admin/account"), group: "account", order: 89 },
    { title: "내 세션", url: href("/admin/account/sessions"), group: "account", order: 91 },
  ],
  auditActions: staffAuditLabels,
  auditDetailLabels: {
    texted: "문자 발송 요청",
    replaced: "무효화된 이전 링크",
    fromRole: "이전 역할",
    toRole: "새 역할",
    sessions: "종료된 세션",
    others: "다른 세션 모두",
    self: "본인이 변경",
    verified: "문자 인증",
    commandLine: "명령줄에서 설정",
  },
  adminAccess: {
    // Managers add and change counsellors and marketers only (checked again in staff.server.ts).
    "/admin/staff": { read: ["owner", "manager"], write: ["owner", "manager"] },
    "/admin/staff/:id": { read: ["owner", "manager"], write: ["owner", "manager"] },
    "/admin/account": { read: STAFF_ROLES, write: STAFF_ROLES },
    "/admin/account/sessions": { read: STAFF_ROLES, write: STAFF_ROLES },
  },
} as const satisfies FeatureUi;
