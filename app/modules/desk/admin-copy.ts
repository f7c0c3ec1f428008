/** Words of the counsellor's desk: 오늘 할 일 and the walk-in form, as the sales team reads them. */

export const todayCopy = {
  title: "오늘 할 일",
  lead: (day: string) => `${day} · 나에게 배정된 고객만 보입니다. 번호는 고객 화면의 "번호 보기"로 확인하세요.`,
  summaryLabel: "오늘 할 일 요약",
  summary: {
    overdue: "지난 연락",
    due: "오늘 연락",
    bookings: "오늘 방문 예약",
    fresh: "새 배정",
  },
  sections: {
    contacts: "연락할 고객",
    contactsHint: "약속한 연락 시간이 지난 고객부터 보여 줍니다.",
    bookings: "오늘 방문 예약",
    bookingsHint: "예약 시간 순서입니다.",
    fresh: "새로 배정된 고객",
    freshHint: "아직 상담 기록이 없는 고객입니다. 먼저 배정된 고객부터 보여 줍니다.",
  },
  empty: {
    contacts: "오늘 연락할 고객이 없습니다.",
    bookings: "오늘 방문 예약이 없습니다.",
    fresh: "새로 배정된 고객이 없습니다.",
  },
  overdueBadge: "지남",
  dueAt: (time: string) => `${time} 연락 예정`,
  overdueSince: (when: string) => `${when} 연락 예정이었음`,
  assignedAt: (when: string) => `${when} 배정`,
  bookingAt: (time: string, people: number) => `${time} 방문 · ${people}명`,
  arrived: "도착",
  more: (shown: number, total: number) => `${total}건 중 ${shown}건을 보여 줍니다.`,
  walkIn: "현장 방문 등록",
  openLead: "고객 보기",
} as const;

export const walkInCopy = {
  title: "현장 방문 등록",
  lead: "견본주택에 오신 고객을 등록합니다. 고객이 안내를 읽고 직접 동의에 체크해 주세요.",
  name: "이름",
  phone: "휴대전화번호",
  phonePlaceholder: "010-0000-0000",
  submit: "방문 등록",
  submitting: "등록 중…",
  invalid: "입력 내용을 확인해 주세요.",
  failed: "등록하지 못했습니다. 잠시 후 다시 시도해 주세요.",
  done: {
    heading: "방문이 등록되었습니다.",
    created: "새 고객으로 등록했습니다.",
    found: "이미 등록된 고객입니다. 방문 기록을 더했습니다.",
    duplicate: "같은 등록을 한 번 더 보내셨습니다. 한 번만 등록되었습니다.",
    assignedToMe: "내 담당으로 배정했습니다.",
    assignedToOther: (name: string) => `담당 상담사: ${name}`,
    arrived: (time: string) => `오늘 ${time} 방문 예약을 도착으로 처리했습니다.`,
    openLead: "고객 보기",
    next: "다음 고객을 바로 등록할 수 있습니다.",
  },
  stage: (label: string) => `상담 단계: ${label}`,
} as const;
