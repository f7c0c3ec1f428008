/**
 * Words of the lead forms: field labels, the consent block and the interest popup. SPEC §8's
 * messages and the consent facts live in `leads.ts`; the customer page and the privacy policy
 * have their own files, so the popup does not carry their words.
 */

export const fieldLabels = {
  name: "이름",
  namePlaceholder: "홍길동",
  phone: "연락처",
  /** SPEC §3: a Korean mobile-number style placeholder. */
  phonePlaceholder: "000-0000-0000",
  message: "문의사항 (선택)",
  messagePlaceholder: "방문 희망 일정이나 궁금하신 점을 남겨 주세요.",
  required: "필수",
} as const;

export const consentCopy = {
  heading: "개인정보 수집·이용 안내",
  purpose: "수집 목적",
  items: "수집 항목",
  retention: "보유 기간",
  refusal: "동의 거부",
  requiredItemsPrefix: "필수",
  optionalItemsPrefix: "선택",
  /** "수집일로부터 1년" */
  retentionPrefix: "수집일로부터",
  policyLink: "개인정보처리방침 전문 보기",
  newWindow: "(새 창)",
} as const;

/** The interest popup (SPEC §3, §4): name and phone only. */
export const interestDialogCopy = {
  eyebrow: "VISIT RESERVATION",
  title: "관심고객 등록",
  lead: "성함과 연락처를 남겨 주시면 분양 소식과 잔여세대 정보를 가장 먼저 안내해 드립니다.",
  close: "닫기",
  retry: "다시 입력하기",
  done: "확인",
  loading: "입력 양식을 불러오는 중입니다.",
} as const;

export const footerLinks = {
  privacy: "개인정보처리방침",
} as const;
