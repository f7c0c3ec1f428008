import { VISIT_FIND_PATH } from "../../content/paths.ts";

/** "예약 확인": a lost change link found by phone and a texted code; listed before the `:token` route. */
export const LOOKUP_PATH = VISIT_FIND_PATH;

export const bookingLookupCopy = {
  title: "방문 예약 확인",
  lead: "예약 문자의 링크를 잃어버리셨다면, 예약하신 휴대폰 번호로 인증번호를 받아 예약을 확인·변경·취소할 수 있습니다.",
  phone: "예약하신 휴대폰 번호",
  phonePlaceholder: "010-0000-0000",
  sendCode: "인증번호 받기",
  // The same words whether or not the number has a booking: the page never tells.
  codeSent:
    "입력하신 번호로 예약이 있으면 인증번호를 문자로 보내 드렸습니다. 10분 안에 인증번호 6자리를 입력해 주세요.",
  code: "인증번호 6자리",
  verify: "예약 확인하기",
  resend: "인증번호 다시 받기",
  otherPhone: "다른 번호로 확인하기",
  wrongCode: (remaining: number) => `인증번호가 맞지 않습니다. ${remaining}번 더 입력할 수 있습니다.`,
  expired: "인증번호가 만료되었거나 이미 사용되었습니다. 인증번호를 다시 받아 주세요.",
  locked: "인증번호를 5번 틀렸습니다. 인증번호를 다시 받아 주세요.",
  codeInvalid: "인증번호 6자리 숫자를 입력해 주세요.",
  rateLimited: "인증번호 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
  badRequest: "잘못된 요청입니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.",
  failed: "일시적인 오류로 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.",
  found: "예정된 방문 예약입니다. 확인·변경·취소할 예약을 골라 주세요.",
  none: "이 번호로 예정된 방문 예약이 없습니다.",
  bookNew: "방문 예약하기",
  openBooking: (day: string, time: string, party: string) => `${day} ${time}, ${party} 예약 보기`,
  /** No texts go out (no provider): said plainly, with the way to reach the model house (the sales phone follows). */
  notTexting:
    "지금은 문자 인증으로 예약을 확인할 수 없습니다. 예약 확인·변경·취소는 견본주택 분양 상담 전화로 문의해 주세요.",
} as const;
