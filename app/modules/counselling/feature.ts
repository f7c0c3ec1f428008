import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

/** By audit code: assignments, stage changes, counselling entries, duty and the assignment mode. */
export const counsellingAuditLabels = {
  "lead.assign": "관심고객 담당 배정",
  "lead.stage": "관심고객 단계 변경",
  "lead.entry": "상담 기록 작성",
  "staff.duty": "근무자 지정",
  "counselling.mode": "배정 방식 변경",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof counsellingAuditLabels, true> {}
}

export const counsellingUi = {
  name: "counselling",
  adminNav: [{ title: "오늘 근무·배정", url: href("/admin/duty"), group: "desk", order: 35 }],
  auditActions: counsellingAuditLabels,
  // Names of staff only, never a visitor's: counsellors mark themselves; owner and manager anyone and the mode.
  adminAccess: {
    "/admin/duty": { read: ["owner", "manager", "counsellor"], write: ["owner", "manager", "counsellor"] },
  },
  auditDetailLabels: {
    how: "배정 방법",
    previous: "이전 담당자",
    assignee: "담당자",
    entryId: "상담 기록 번호",
    entryChannel: "연락 방법",
    noteLength: "메모 글자 수",
    nextContact: "다음 연락 예정",
    onDuty: "근무",
    day: "날짜",
    // Counts: a deactivation's (onStaffDeactivated) and a data-subject request's (person-data.server.ts).
    returnedLeads: "공용으로 돌린 고객",
    dutyDaysRemoved: "해제한 근무일",
    counsellingEntries: "상담 기록",
    leadStageChanges: "단계 변경 이력",
    deletedCounsellingEntries: "삭제한 상담 기록",
    deletedLeadEvents: "삭제한 단계 이력",
  },
} as const satisfies FeatureUi;
