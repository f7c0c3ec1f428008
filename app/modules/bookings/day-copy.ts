/**
 * The day view's words beyond the list itself (admin-copy.ts, adminBookingsCopy): the day's
 * counts, the cancel confirmation, the staff's own booking form and the waitlist.
 */
import type { WaitlistStatus } from "./statuses.ts";

export const adminBookingDayCopy = {
  counts: {
    label: "오늘의 방문 현황",
    expected: "방문 예정",
    arrived: "방문 완료",
    noShow: "미방문",
    cancelled: "취소",
    value: (bookings: number, people: number) => `${bookings}건 · ${people}명`,
  },
  check: "확인",
  staffMark: "직원 등록",
  confirmCancel: {
    title: "이 예약을 취소할까요?",
    body: (name: string, time: string, people: number) =>
      `${time} ${name}님(${people}명) 예약을 취소하면 자리가 풀리고, 방문자에게 보낼 취소 문자가 ‘문자 발송’ 목록에 쌓입니다.`,
    yes: "예약 취소",
    no: "돌아가기",
  },
  refused: {
    full: "이 시간은 정원이 찼습니다. 자리가 난 뒤에 다시 시도하거나 다른 시간으로 예약해 주세요.",
    phoneDayTaken: "이 연락처는 같은 날 다른 예약이 있습니다. 그 예약을 확인한 뒤 처리해 주세요.",
  },
  add: {
    open: "예약 추가",
    lead: "전화·현장 방문 예약을 직접 받습니다. 정원과 같은 날 1건 규칙은 방문자 예약과 같고, 예약 확정 문자는 ‘문자 발송’ 목록에 쌓입니다.",
    name: "이름",
    phone: "연락처",
    partySize: "인원",
    partySizeOption: (n: number) => `${n}명`,
    slot: "시간",
    slotOption: (time: string, remaining: number) => (remaining > 0 ? `${time} (${remaining}자리)` : `${time} (마감)`),
    noSlots: "이 날은 예약을 받을 수 있는 시간이 없습니다.",
    note: "메모 (선택)",
    notePlaceholder: "예: 전화 예약, 유모차 동반",
    consent: "개인정보 수집·이용 동의를 받았습니다",
    consentHint: "이름·연락처를 방문 예약과 안내 문자에 쓰는 데 방문자가 동의했는지 확인해 주세요.",
    submit: "예약 추가",
    waitlist: "대기 명단에 추가",
    booked: (name: string) => `${name}님 예약을 추가했습니다. 확정 문자는 ‘문자 발송’에서 확인할 수 있습니다.`,
    duplicate: "이미 추가된 예약입니다.",
    full: "이 시간은 정원이 찼습니다. 다른 시간을 고르거나 ‘대기 명단에 추가’를 눌러 주세요.",
    unavailable: "이 시간은 예약할 수 없습니다. 이미 끝났거나 운영 시간이 아닌 시간입니다.",
    phoneDayTaken: "이 연락처는 같은 날 다른 예약이 있습니다. 그 예약을 옮기거나 취소한 뒤 다시 추가해 주세요.",
    invalid: "입력 내용을 확인해 주세요.",
    failed: "오류가 발생했습니다. 잠시 후 다시 시도해 주세요. 입력한 내용은 그대로 있습니다.",
  },
  waitlist: {
    heading: (count: number) => `대기 ${count}명`,
    added: (name: string) =>
      `${name}님을 대기 명단에 올렸습니다. 자리가 나면 앞 순서부터 안내 문자가 ‘문자 발송’ 목록에 쌓입니다.`,
    notFull: "이 시간에는 아직 자리가 있습니다. ‘예약 추가’로 바로 예약해 주세요.",
    alreadyWaiting: "이 연락처는 이미 이 시간의 대기 명단에 있습니다.",
    unavailable: "이미 시작했거나 운영 시간이 아닌 시간에는 대기할 수 없습니다.",
    book: "예약 확정",
    remove: "대기 취소",
    removed: "대기 명단에서 뺐습니다.",
    bookedFrom: (name: string) =>
      `${name}님을 대기 명단에서 예약했습니다. 확정 문자는 ‘문자 발송’에서 확인할 수 있습니다.`,
    notFound: "대기 명단에서 찾을 수 없습니다. 이미 예약했거나 빠진 분입니다.",
    statusLabels: {
      waiting: "대기 중",
      offered: "자리 안내함",
      booked: "예약됨",
      expired: "만료",
      cancelled: "대기 취소",
    } satisfies Record<WaitlistStatus, string>,
  },
} as const;

/** The bookings panel on a lead's page: book, move or cancel the person's visit in one step. */
export const leadBookingCopy = {
  book: "방문 예약 추가",
  slot: "방문 시간",
  slotOption: (day: string, time: string, remaining: number) => `${day} ${time} (${remaining}자리)`,
  partySize: "인원",
  partySizeOption: (n: number) => `${n}명`,
  submit: "예약하기",
  moveHeading: (when: string) => `${when} 예약`,
  moveTo: "바꿀 시간",
  move: "시간 변경",
  cancel: "예약 취소",
  cancelHeading: (when: string) => `${when} 예약 취소`,
  booked: "방문 예약을 추가했습니다. 확정 문자는 ‘문자 발송’에서 확인할 수 있습니다.",
  moved: "예약 시간을 바꿨습니다. 변경 안내 문자는 ‘문자 발송’에서 확인할 수 있습니다.",
  cancelled: "예약을 취소했습니다. 취소 안내 문자는 ‘문자 발송’에서 확인할 수 있습니다.",
  duplicate: "이미 추가된 예약입니다.",
  full: "이 시간은 정원이 찼습니다. 다른 시간을 골라 주세요.",
  unavailable: "이 시간은 예약할 수 없습니다. 이미 끝났거나 운영 시간이 아닌 시간입니다.",
  phoneDayTaken: "이 고객은 같은 날 다른 예약이 있습니다. 그 예약의 시간을 바꾸거나 취소해 주세요.",
  notFound: "예약을 찾을 수 없습니다. 이미 취소되었거나 지난 예약입니다.",
  invalid: "방문 시간과 인원을 확인해 주세요.",
  forbidden: "방문 예약을 바꿀 권한이 없습니다.",
  failed: "오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
} as const;
