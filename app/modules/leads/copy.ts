/**
 * Words of the lead forms: SPEC §8's messages, the consent notice and the privacy policy.
 * The consent notice and the policy are generated from `privacy` below, so they always agree
 * with each other and with what the server stores (`consentVersion` is saved with each lead).
 */
import { site } from "../../content/site.ts";

/** SPEC §8, interest popup. The success message has a line break (one string per line). */
export const interestMessages = {
  success: ["관심고객 등록이 완료되었습니다.", "빠른 시일 내에 전문 상담사가 연락드리겠습니다."],
  failure: "등록에 실패했습니다. 다시 시도해 주세요.",
  error: "오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
  submit: "등록하기",
  submitting: "등록 중입니다...",
} as const;

/** SPEC §8, customer inquiry (and the home visit form): each with an icon prefix. */
export const inquiryMessages = {
  success: "✅ 등록이 완료되었습니다. 전문 상담사가 곧 연락드리겠습니다.",
  failure: "❌ 등록에 실패했습니다. 다시 시도해 주세요.",
  error: "⚠️ 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
  submit: "관심고객 등록",
  submitting: "등록 중...",
} as const;

/** Not in SPEC (the original had no limits): too many submissions from one address. */
export const rateLimitedMessage = "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.";
/** Shown above the fields when the server returned field errors. */
export const invalidMessage = "입력 내용을 확인해 주세요.";

export const privacy = {
  /** Bump when the notice's substance changes; each lead stores the version it agreed to. */
  consentVersion: "2026-11-22",
  effectiveDate: "2026년 11월 22일",
  operator: {
    name: site.developer,
    role: "분양 시행사",
    officer: "개인정보 보호책임자 분양관리팀장",
    contact: "분양 상담실 대표번호",
  },
  purpose: "분양 상담, 견본주택 방문예약 안내, 분양 관련 소식 및 잔여세대 안내",
  requiredItems: ["이름", "휴대전화번호"],
  optionalItems: ["문의 내용", "이메일", "방문 희망일"],
  /** How long a lead is kept is `LEAD_RETENTION_DAYS`; this line names what happens after. */
  afterRetention: "보유기간이 지나면 지체 없이 파기합니다.",
  refusal:
    "개인정보 수집·이용에 동의하지 않을 권리가 있습니다. 다만 동의하지 않으시면 관심고객 등록 및 방문예약 상담을 받으실 수 없습니다.",
  marketing: {
    label: "[선택] 분양 소식·잔여세대 안내 문자(SMS) 수신에 동의합니다.",
    detail: "동의하지 않아도 등록과 상담은 가능합니다. 동의는 언제든 상담실로 철회할 수 있습니다.",
  },
  requiredLabel: "[필수] 개인정보 수집·이용에 동의합니다.",
  processors: [
    { name: "분양대행사 (상담 업무 위탁)", task: "관심고객 상담 및 방문예약 안내" },
    { name: "문자 발송 대행사", task: "분양 소식·견본주택 안내 문자 발송 (수신 동의자에 한함)" },
  ],
  rights:
    "정보주체는 언제든지 개인정보의 열람, 정정, 삭제, 처리정지를 요구할 수 있으며, 분양 상담실 대표번호로 요청하시면 지체 없이 조치합니다.",
  security: "개인정보는 접근 권한이 있는 담당자만 열람할 수 있으며, 열람·내려받기 기록을 보관합니다.",
} as const;

/** "365일" → "1년": the retention period in the words a visitor reads. */
export function retentionLabel(days: number): string {
  if (days % 365 === 0) return `${days / 365}년`;
  if (days % 30 === 0) return `${days / 30}개월`;
  return `${days}일`;
}
