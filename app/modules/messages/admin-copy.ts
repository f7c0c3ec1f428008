import type { DeliveryFallback, DeliveryStatus, MessageStatus } from "#app/platform/messaging/statuses.ts";
import type { MessageKind } from "./kinds.ts";

/** The text-message outbox as the sales team sees it. */
export const adminMessagesCopy = {
  title: "문자 발송",
  lead: "예약 확정·변경·취소, 전날 알림과 담당자 알림 문자입니다. 문자 발송이 설정되지 않은 동안의 문자는 저장만 되고 '미발송'으로 표시됩니다. 수신 결과(접수·성공·실패)는 SOLAPI에서 주기적으로 받아 옵니다.",
  notConfigured:
    "문자 발송이 설정되지 않았습니다. 서버 관리자가 SOLAPI 발송 설정을 마치면 그 뒤의 문자부터 발송됩니다.",
  notSentReason: "문자 발송이 설정되지 않아 보내지 않았습니다.",
  filter: "발송 상태",
  all: "전체",
  empty: "문자가 없습니다.",
  pager: "문자 목록 페이지",
  invalidStatus: "상태 값이 올바르지 않아 전체를 보여 드립니다.",
  columns: {
    date: "일시",
    kind: "종류",
    recipient: "받는 번호",
    channel: "방식",
    status: "상태",
    attempts: "시도",
    delivery: "수신 결과",
    error: "마지막 오류",
  },
  /** What the channel column shows (SOLAPI's types, ours for 알림톡). */
  channelLabels: { alimtalk: "알림톡", sms: "SMS", lms: "LMS", mms: "MMS" } as Record<string, string>,
  /** A sent text's carrier report: none yet (접수), 성공, 실패 with SOLAPI's reason and code. */
  deliveryLabels: {
    accepted: "접수",
    delivered: "성공",
    failed: "실패",
  } satisfies Record<DeliveryStatus | "accepted", string>,
  fallbackLabels: {
    provider: "SOLAPI가 문자로 대체 발송",
    ours: "문자로 다시 보냄",
  } satisfies Record<DeliveryFallback, string>,
  /** Our own SMS/LMS in place of an 알림톡 that was not delivered. */
  fallbackOf: "알림톡 미수신 대체",
  code: (code: string) => `코드 ${code}`,
  /** The stored statuses, and "retrying": a pending message that has failed before. */
  statusLabels: {
    pending: "발송 대기",
    retrying: "재시도 예정",
    sent: "발송 완료",
    dead: "발송 실패(중단)",
    not_sent: "미발송: 문자 발송 설정 없음",
    cancelled: "발송 취소",
  } satisfies Record<MessageStatus | "retrying", string>,
  kindLabels: {
    "booking.confirmation": "예약 확정",
    "booking.change": "예약 변경",
    "booking.cancel": "예약 취소",
    "booking.reminder": "전날 알림",
    "booking.lookup": "예약 확인 인증번호",
    "staff.booking": "담당자 알림(예약)",
    "staff.lead": "담당자 알림(관심고객)",
    "booking.waitlist": "대기 순번 안내",
    "staff.invite": "직원 계정 초대",
    "consent.result": "광고 수신 동의·거부 처리 결과",
    "consent.reminder": "광고 수신 동의 2년 확인",
    campaign: "광고 문자(캠페인)",
    "campaign.test": "광고 문자 시험 발송",
    "staff.phone": "직원 휴대전화 인증번호",
  } satisfies Record<MessageKind, string> as Readonly<Record<string, string>>,
  /** The texts to one number in a data-subject request. */
  personData: {
    title: "보낸 문자",
    createdAt: "작성 일시",
    kind: "종류",
    status: "상태",
    sentAt: "발송 일시",
    delivery: "수신 결과",
    body: "내용",
    none: "없음",
    filledAtSending: "(발송할 때 넣은 링크·인증번호: 저장하지 않음)",
  },
} as const;
