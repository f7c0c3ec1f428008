import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

/** By audit code: what the inbox records (each view, export, status change and note). */
export const leadsAuditLabels = {
  "lead.view": "관심고객 열람",
  "lead.list": "관심고객 목록 열람",
  "lead.export": "관심고객 내려받기",
  "lead.update": "관심고객 상태 변경",
  "lead.note": "관심고객 메모 작성",
  "lead.phone.view": "관심고객 전화번호 보기",
  "lead.merge": "관심고객 기록 합치기",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof leadsAuditLabels, true> {}
}

export const leadsUi = {
  name: "leads",
  adminNav: [{ title: "관심고객(리드)", url: href("/admin/leads"), group: "desk", order: 30 }],
  auditActions: leadsAuditLabels,
  // Names and phone numbers: never the marketer. Exports (a whole list leaves the system): owner and manager.
  adminAccess: {
    "/admin/leads": { read: ["owner", "manager", "counsellor"], write: ["owner", "manager", "counsellor"] },
    "/admin/leads/export": { read: ["owner", "manager"], write: ["owner", "manager"] },
    "/admin/leads/:id": { read: ["owner", "manager", "counsellor"], write: ["owner", "manager", "counsellor"] },
  },
  auditDetailLabels: {
    filter: "검색 조건",
    form: "구분",
    siteId: "현장",
    status: "상태",
    from: "시작일",
    to: "종료일",
    phoneSearch: "전화번호 검색",
    channel: "유입 채널",
    campaign: "캠페인",
    count: "건수",
    page: "페이지",
    calls: "전화 걸기 링크",
    noteChanged: "메모 변경",
    noteId: "메모 번호",
    length: "글자 수",
    merged: "합친 기록",
    // A data-subject request's counts (app/modules/data-requests): found by section, then erased.
    leads: "관심고객 등록",
    leadRepeatForms: "다시 접수한 문의와 예약",
    leadNotes: "상담 메모",
    leadDeliveries: "외부 전달 기록",
    deletedLeads: "삭제한 관심고객",
    deletedLeadNotes: "삭제한 상담 메모",
    deletedLeadDeliveries: "삭제한 외부 전달 기록",
  },
} as const satisfies FeatureUi;
