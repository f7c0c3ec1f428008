/** The public schedule's words (/SalesInfo/guide). */
export const scheduleCopy = {
  heading: "분양 일정",
  lead: "청약부터 계약까지의 일정입니다. 날짜는 모두 한국 시간 기준입니다.",
  caption: "분양 일정표",
  columns: { step: "구분", date: "일정", note: "비고" },
  current: "진행 중",
  past: "종료",
  dDay: (days: number) => `D-${days}`,
  nextLine: (label: string, days: number) => `다음 일정 ${label}까지 ${days}일 남았습니다.`,
  allDone: "모든 일정이 끝났습니다.",
  previewBanner: "미리보기: 아직 게시되지 않은 임시 저장본입니다.",
  backToEditor: "편집으로 돌아가기",
} as const;

/** "2026-12-01" → "2026. 12. 1.", a range "2026. 12. 10. ~ 12. 14." (same year shortened). */
export function formatScheduleDate(start: string, end: string | null): string {
  const [y1, m1, d1] = start.split("-").map(Number);
  const first = `${y1}. ${m1}. ${d1}.`;
  if (!end) return first;
  const [y2, m2, d2] = end.split("-").map(Number);
  return `${first} ~ ${y2 === y1 ? "" : `${y2}. `}${m2}. ${d2}.`;
}
