import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";
import { STAFF_ROLES } from "#app/platform/access/roles.ts";

/** By audit code: press articles (admin or the press page's form), then the notices board. */
export const boardAuditLabels = {
  "press.create": "보도자료 등록",
  "press.update": "보도자료 수정",
  "press.delete": "보도자료 삭제",
  "notice.create": "공지사항 작성",
  "notice.update": "공지사항 임시 저장",
  "notice.publish": "공지사항 게시",
  "notice.hide": "공지사항 내림",
  "notice.restore": "공지사항 이전 판 복원",
  "notice.delete": "공지사항 삭제",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof boardAuditLabels, true> {}
}

const EDITORS = ["owner", "manager"] as const;

export const boardUi = {
  name: "board",
  adminNav: [
    { title: "보도자료", url: href("/admin/press"), group: "site", order: 20 },
    { title: "공지사항", url: href("/admin/notices"), group: "site", order: 25 },
  ],
  auditActions: boardAuditLabels,
  auditDetailLabels: {
    siteId: "현장",
    changed: "바뀐 항목",
    via: "등록 경로",
    title: "제목",
    revision: "판 번호",
    scheduled: "예약 게시",
  },
  // Everyone reads the press list; counsellors the notices list only; marketers edit banners instead of notices.
  adminAccess: {
    "/admin/press": { read: STAFF_ROLES, write: EDITORS },
    "/admin/press/new": { read: EDITORS, write: EDITORS },
    "/admin/press/:id": { read: EDITORS, write: EDITORS },
    "/admin/notices": { read: ["owner", "manager", "counsellor"], write: EDITORS },
    "/admin/notices/:id": { read: EDITORS, write: EDITORS },
  },
} as const satisfies FeatureUi;
