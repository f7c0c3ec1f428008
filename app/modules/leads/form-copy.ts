/**
 * Words of the lead forms: field labels and the consent block (loaded with the forms, not with every page: the
 * footer's words are in menus.ts, the popup's in interest-popup.ts).
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
