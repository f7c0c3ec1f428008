/** Words of the access log (the audit page) and of the values its details hold. */
/**
 * The audit log's detail values as the sales team reads them; the label of each detail key comes
 * from the feature that writes it (`auditDetailLabels` of its `feature.ts`).
 */
export const auditDetailCopy = {
  causes: { schedule: "운영 시간표 변경" },
  by: { staff: "직원 등록" },
  /** A weekday without its own capacity takes the general one. */
  generalCapacity: "기본 정원",
  days: (value: string) => `${value}일`,
  /** `from` and `to` of a status change (lead.update, booking.update). */
  statusFrom: "이전 상태",
  statusTo: "바뀐 상태",
  /** `from` and `to` of a booking moved to another slot (booking.move). */
  slotFrom: "이전 시간",
  slotTo: "옮긴 시간",
  /** Inside a schedule, `capacity` is per slot. */
  slotCapacity: "시간대별 정원",
  pressFields: { siteId: "현장", title: "제목", summary: "요약", content: "본문" },
  via: { admin: "관리자 화면", "press-page": "보도자료 페이지" },
  yes: "예",
  no: "아니오",
  none: "없음",
  closed: "휴무",
  count: (value: string) => `${value}건`,
  people: (value: string) => `${value}명`,
  minutes: (value: string) => `${value}분`,
  characters: (value: string) => `${value}자`,
  hours: (weekday: string, open: string, close: string) => `${weekday} ${open}~${close}`,
  closedWeekday: (weekday: string) => `${weekday} 휴무`,
  unknownAction: (action: string) => `알 수 없는 작업(${action})`,
  raw: "상세",
} as const;

export const adminAuditCopy = {
  title: "열람 기록",
  lead: "관심고객·방문 예약 개인정보의 열람·내려받기·변경과 보도자료 변경 기록입니다. 최근 기록부터 한국 시간으로 보여 드립니다.",
  columns: {
    date: "일시",
    site: "단지",
    actor: "관리자",
    action: "작업",
    target: "대상",
    reason: "사유",
    detail: "상세",
  },
  filter: "작업",
  all: "전체",
  siteFilter: "단지",
  allSites: "모든 단지",
  submit: "보기",
  empty: "기록이 없습니다.",
} as const;
