/** The public words around the site's facts (header, footer, bottom bar, home, contact blocks). */
export const factsCopy = {
  /** Says which hours are which: the phone line's and the model house's. */
  phoneHoursLabel: "전화 상담",
  modelHouseHoursLabel: "견본주택 운영",
  kakao: "카카오톡 채널 상담",
  kakaoShort: "카카오톡",
  newWindow: " (새 창)",
} as const;
