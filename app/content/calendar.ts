/** The calendar's words, for every feature that shows a Korean date or time (lib/korea-time.ts). */
export const weekdayNames = ["일", "월", "화", "수", "목", "금", "토"] as const;

/** Before and after noon, as the Korean 12-hour clock says it: "오후 3:05". */
export const dayPeriods = { am: "오전", pm: "오후" } as const;
