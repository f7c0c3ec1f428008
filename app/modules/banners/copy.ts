/** The home page pop-up's words (SPEC: 팝업 공지). */
export const popupCopy = {
  title: "알려 드립니다",
  hideToday: "오늘 하루 보지 않기",
  close: "닫기",
} as const;
