/** Words of the interest popup (its own chunk, loaded when it is about to open). */

/** The interest popup (SPEC §3, §4): name and phone only. */
export const interestDialogCopy = {
  eyebrow: "INTEREST REGISTRATION",
  title: "관심고객 등록",
  lead: "성함과 연락처를 남겨 주시면 분양 소식과 잔여세대 정보를 가장 먼저 안내해 드립니다.",
  close: "닫기",
  retry: "다시 입력하기",
  done: "확인",
  loading: "입력 양식을 불러오는 중입니다.",
} as const;
