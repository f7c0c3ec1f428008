/** Words of counselling (stages, assignment, history, entries, duty) as the sales team reads them. */
import type { AssignmentMode, EntryChannel, LeadStage } from "./kinds.ts";

/** By funnel stage (LEAD_STAGES in kinds.ts; the order is the list's). */
export const stageLabels = {
  new: "신규",
  counselling: "상담 중",
  booked: "방문 예약",
  visited: "방문 완료",
  applied: "청약 접수",
  contracted: "계약",
  on_hold: "보류",
  dropped: "포기",
} as const satisfies Record<LeadStage, string>;

/** By counselling entry channel (ENTRY_CHANNELS). */
export const entryChannelLabels = {
  call: "전화",
  text: "문자",
  visit: "방문",
  other: "기타",
} as const satisfies Record<EntryChannel, string>;

export const assignmentModeLabels = {
  manual: "수동 배정",
  round_robin: "자동 배정 (오늘 근무자 순서대로)",
} as const satisfies Record<AssignmentMode, string>;
