import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";
import { STAFF_ROLES } from "#app/platform/access/roles.ts";

/** By audit code: complexes added, their hosts and status (the owner's page or `npm run site`). */
export const sitesAuditLabels = {
  "site.create": "단지 추가",
  "site.host.add": "단지 호스트 추가",
  "site.status": "단지 상태 변경",
  "site.sending": "단지 발송 설정 변경",
  "site.switch": "관리 단지 전환",
  "site.denied": "소속되지 않은 단지 접근 거부",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof sitesAuditLabels, true> {}
}

export const sitesUi = {
  name: "sites",
  auditActions: sitesAuditLabels,
  auditDetailLabels: {
    status: "상태",
    sender: "발신번호",
    optOut080: "수신거부 번호",
    alertPhones: "담당자 알림 번호 수",
    kakao: "알림톡 채널",
    fromSite: "이전 단지",
  },
  adminNav: [{ title: "단지 관리", url: href("/admin/sites"), group: "operations", order: 82 }],
  // The complexes of the whole deployment: the agency's owner alone.
  adminAccess: {
    "/admin/sites": { read: ["owner"], write: ["owner"] },
    "/admin/sites/:siteId/sending": { read: ["owner"], write: ["owner"] },
    // Anyone switches between the complexes they are members of (the action checks the membership).
    "/admin/sites/switch": { read: STAFF_ROLES, write: STAFF_ROLES },
  },
} as const satisfies FeatureUi;
