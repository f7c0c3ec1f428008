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

/** How a lead.assign entry came about (its detail's `how`). */
export const assignHowLabels = {
  manual: "관리자 지정",
  take: "상담사가 맡음",
  release: "공용으로 돌려놓음",
} as const;

export const assignmentModeLabels = {
  manual: "수동 배정",
  round_robin: "자동 배정 (오늘 근무자 순서대로)",
} as const satisfies Record<AssignmentMode, string>;

export const counsellingCopy = {
  assignment: {
    heading: "담당 상담사",
    pool: "미배정 (공용)",
    since: (when: string) => `${when}부터`,
    unknownName: "이름 기록 없음",
    assignTo: "담당 지정",
    assignSubmit: "담당 저장",
    take: "내가 맡기",
    release: "공용으로 돌려놓기",
    assigned: "담당을 저장했습니다.",
    taken: "이 고객을 맡았습니다.",
    released: "공용으로 돌려놓았습니다.",
    takenByOther: "다른 상담사가 먼저 맡았습니다.",
    notAssignable: "이 사람에게는 배정할 수 없습니다. 활동 중인 상담사를 골라 주세요.",
    refused: "배정 권한이 없습니다.",
    nextContact: "다음 연락 예정",
  },
  bulk: {
    legend: "선택한 관심고객 담당 배정",
    hint: "목록에서 고객을 선택한 뒤 상담사를 골라 배정합니다.",
    column: "선택",
    pick: (name: string) => `${name} 선택`,
    to: "배정할 상담사",
    submit: "선택한 고객 배정",
    done: (count: number) => `${count.toLocaleString("ko-KR")}건의 담당을 바꿨습니다.`,
    assignee: "담당",
    all: "전체",
  },
  history: {
    heading: "상담 이력",
    lead: "최근 기록이 위에 옵니다. 예약과 문자 발송은 아래 각 항목에 있습니다.",
    empty: "아직 상담 기록이 없습니다.",
    system: "자동",
    stage: (from: string, to: string) => `단계: ${from} → ${to}`,
    assign: (to: string) => `담당 배정: ${to}`,
    unassign: (from: string) => `공용으로 돌아감 (이전 담당: ${from})`,
    form: (kind: string) => `다시 접수: ${kind}`,
    merge: "다른 번호의 고객 기록을 합침",
    nextContact: (when: string) => `다음 연락: ${when}`,
    /** A memo from before 상담 기록 (the lead page's former 상담 메모). */
    memo: "메모",
    memoUnknownAuthor: "작성자 기록 없음",
  },
  entry: {
    heading: "상담 기록 남기기",
    jump: "상담 기록 남기기 ↓",
    channel: "연락 방법",
    outcome: "상담 결과",
    outcomePlaceholder: "예: 통화 완료, 부재중, 방문 약속",
    outcomeSuggestions: ["통화 완료", "부재중", "재연락 요청", "방문 약속", "관심 없음"],
    note: "메모 (선택)",
    notePlaceholder: "상담 내용을 적어 두세요. (고객에게 보이지 않습니다)",
    nextDay: "다음 연락 날짜 (선택)",
    nextTime: "시각",
    nextHint: "한국 시간 기준입니다.",
    submit: "상담 기록 저장",
    saved: "상담 기록을 저장했습니다.",
    checkInput: "입력 내용을 확인해 주세요.",
  },
  duty: {
    title: "오늘 근무·배정",
    lead: (day: string) =>
      `${day} 근무자입니다. 자동 배정은 오늘 근무로 표시된 상담사에게 차례대로 새 관심고객을 나눕니다.`,
    people: "상담사",
    onDuty: "근무 중",
    offDuty: "근무 아님",
    me: "(나)",
    markOn: "근무로 표시",
    markOff: "근무 해제",
    saved: "근무 상태를 저장했습니다.",
    empty: "활동 중인 상담사가 없습니다.",
    refused: "자신의 근무 상태만 바꿀 수 있습니다.",
    notAssignable: "활동 중인 상담사만 근무로 표시할 수 있습니다.",
    modeHeading: "배정 방식",
    modeNow: "현재 방식",
    modeLead:
      "자동 배정에서는 새 관심고객이 접수되는 순간 오늘 근무자 중 다음 차례에게 배정됩니다. 근무자가 없으면 미배정으로 남습니다.",
    modeSubmit: "배정 방식 저장",
    modeSaved: "배정 방식을 저장했습니다.",
    modeRefused: "배정 방식은 총괄 관리자와 매니저만 바꿀 수 있습니다.",
    checkInput: "입력 내용을 확인해 주세요.",
  },
} as const;
