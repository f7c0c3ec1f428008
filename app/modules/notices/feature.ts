import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

/** By audit code: the notices board's changes. */
export const noticeAuditLabels = {
  "notice.create": "공지사항 작성",
  "notice.update": "공지사항 임시 저장",
  "notice.publish": "공지사항 게시",
  "notice.hide": "공지사항 내림",
  "notice.restore": "공지사항 이전 판 복원",
  "notice.delete": "공지사항 삭제",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof noticeAuditLabels, true> {}
}

const EDITORS = ["owner", "manager"] as const;

export const noticesUi = {
  name: "notices",
  adminNav: [{ title: "공지사항", url: href("/admin/notices"), group: "site", order: 25 }],
  auditActions: noticeAuditLabels,
  auditDetailLabels: { revision: "판 번호", scheduled: "예약 게시", via: "등록 경로" },
  // Site content: the owner and managers edit; counsellors may open the list (read only);
  // marketers have no part in notices (they edit banners and pop-ups instead).
  adminAccess: {
    "/admin/notices": { read: ["owner", "manager", "counsellor"], write: EDITORS },
    "/admin/notices/:id": { read: EDITORS, write: EDITORS },
  },
} as const satisfies FeatureUi;
