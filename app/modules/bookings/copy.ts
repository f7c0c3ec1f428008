/** The booking pages' words, and the schedule a fresh install takes until the admin changes it. */
export type WeekdaySchedule = { open: string; close: string } | null;

export type BookingScheduleDefaults = {
  /** Sunday first (0) to Saturday (6), like Date#getDay; null = closed that weekday. Korea time. */
  weekdays: readonly WeekdaySchedule[];
  /** Korean calendar dates (YYYY-MM-DD) the model house is closed. */
  closedDates: readonly string[];
  slotMinutes: number;
  /** Visitors (not bookings) per slot: a party of 3 takes 3 places. */
  capacity: number;
  /** Places per slot by weekday (Sunday first); null = `capacity`. A slot's own override wins over both. */
  weekdayCapacities: readonly (number | null)[];
  /** A daily break (Korea time): no slot overlaps it. null = none. */
  breakTime: { start: string; end: string } | null;
  /** How many open days ahead a visitor may book. */
  daysAhead: number;
  /** Places one booking may take (the visitor and companions). */
  partySizeMax: number;
};

/** The first values of a fresh install's booking window and party limit (the admin changes them). */
export const BOOKING_DAYS_AHEAD = 14;
export const PARTY_SIZE_MAX = 4;

export const bookingScheduleDefaults: BookingScheduleDefaults = {
  weekdays: [
    { open: "10:00", close: "18:00" },
    { open: "10:00", close: "18:00" },
    { open: "10:00", close: "18:00" },
    { open: "10:00", close: "18:00" },
    { open: "10:00", close: "18:00" },
    { open: "10:00", close: "18:00" },
    { open: "10:00", close: "18:00" },
  ],
  closedDates: [],
  slotMinutes: 30,
  capacity: 10,
  weekdayCapacities: [null, null, null, null, null, null, null],
  breakTime: null,
  daysAhead: BOOKING_DAYS_AHEAD,
  partySizeMax: PARTY_SIZE_MAX,
};

export const bookingCopy = {
  title: "견본주택 방문 예약",
  lead: "방문하실 날짜와 시간을 고르시면 예약이 바로 확정됩니다. 예약하신 분께 견본주택 주소를 문자로 보내 드립니다.",
  /** The lead when texts are not sent (SMS_PROVIDER=log): no promise of a text. */
  leadNoText:
    "방문하실 날짜와 시간을 고르시면 예약이 바로 확정됩니다. 예약 뒤에 나오는 예약 확인 페이지에서 견본주택 주소와 예약 내용을 확인하실 수 있습니다.",
  steps: { date: "날짜 선택", slot: "시간 선택", details: "예약자 정보" },
  dateLegend: "방문 날짜",
  slotLegend: "방문 시간",
  noDays: "지금은 예약할 수 있는 날짜가 없습니다. 분양 상담 전화로 문의해 주세요.",
  noSlots: "이 날짜에는 남은 시간이 없습니다. 다른 날짜를 골라 주세요.",
  remaining: (places: number) => (places > 0 ? `${places}자리 남음` : "마감"),
  past: "지남",
  chosen: (date: string, time: string) => `${date} ${time} 방문`,
  changeChoice: "날짜·시간 다시 고르기",
  name: "이름",
  phone: "연락처",
  phonePlaceholder: "010-0000-0000",
  partySize: "방문 인원",
  partySizeOption: (n: number) => `${n}명`,
  submit: "방문 예약하기",
  submitting: "예약하는 중...",
  full: "선택하신 시간은 방금 마감되었습니다. 가까운 다른 시간을 골라 주세요.",
  alternatives: "예약 가능한 가까운 시간",
  duplicate:
    "이 연락처로 같은 날 예약이 이미 있습니다. 받으신 문자의 예약 변경 링크에서 시간을 바꾸거나 취소할 수 있습니다.",
  duplicateNoText:
    "이 연락처로 같은 날 예약이 이미 있습니다. 예약하실 때 저장해 두신 예약 확인 페이지 주소에서 시간을 바꾸거나 취소할 수 있고, 주소가 없으시면 분양 상담 전화로 문의해 주세요.",
  /** The same form posted again: the booking as it stands now. */
  resubmitted: (day: string, time: string, partySize: number, status: string) =>
    `이미 접수된 예약입니다: ${day} ${time}, ${partySize}명 (${status}). 시간 변경과 취소는 예약 확인 페이지에서 할 수 있습니다.`,
  resubmittedCancelled: (day: string, time: string) =>
    `이 신청서로 하신 ${day} ${time} 예약은 취소된 상태입니다. 다시 방문하시려면 날짜와 시간을 새로 골라 예약해 주세요.`,
  /** A filled honeypot: an answer that claims nothing. */
  received: "요청이 접수되었습니다.",
  unavailable: "선택하신 시간은 예약할 수 없습니다. 날짜와 시간을 다시 골라 주세요.",
  failed: "예약에 실패했습니다. 잠시 후 다시 시도해 주세요.",
  rateLimited: "짧은 시간에 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
  confirmedTitle: "방문 예약이 확정되었습니다",
  manageTitle: "방문 예약 확인·변경",
  details: {
    number: "예약 번호",
    name: "예약자",
    phone: "연락처",
    date: "날짜",
    time: "시간",
    party: "인원",
    address: "견본주택 주소",
    status: "상태",
  },
  mapLink: "지도에서 보기",
  manageLinkLabel: "예약 확인·변경 주소",
  manageLinkNote:
    "이 주소로 예약을 확인하고 시간을 바꾸거나 취소할 수 있습니다. 같은 주소를 문자로도 보내 드렸습니다. 다른 사람과 공유하지 마세요.",
  manageLinkNoteNoText:
    "이 페이지의 주소를 저장해 두세요(복사해서 메모나 즐겨찾기에). 이 주소로 예약을 확인하고 시간을 바꾸거나 취소할 수 있습니다. 다른 사람과 공유하지 마세요.",
  copy: "복사",
  copied: "주소를 복사했습니다.",
  copyFailed: "복사하지 못했습니다. 주소를 길게 눌러 직접 복사해 주세요.",
  smsNote: "예약 내용과 견본주택 주소를 문자로 보내 드립니다.",
  smsNoteNoText: "예약하시면 예약 확인 페이지로 이동합니다. 그 페이지의 주소를 저장해 두세요. 견본주택 주소:",
  move: "다른 시간으로 변경",
  moveSubmit: "이 시간으로 변경",
  moved: (day: string, time: string) => `예약 시간이 변경되었습니다. 새 방문 시간: ${day} ${time}`,
  cancel: "예약 취소",
  cancelAsk: "예약을 취소하시겠습니까?",
  cancelAskDetail: (day: string, time: string, partySize: string) =>
    `${day} ${time}, ${partySize} 예약이 취소됩니다. 취소한 뒤에 다시 방문하시려면 새로 예약해 주세요.`,
  cancelConfirm: "예, 예약을 취소합니다",
  cancelKeep: "아니요, 예약을 유지합니다",
  cancelled: "예약이 취소되었습니다. 다시 방문하실 때는 새로 예약해 주세요.",
  bookAgain: "새로 예약하기",
  /** The change page of an unknown or past booking (404), and the booking page's way to a lost link. */
  linkNotFoundTitle: "예약을 찾을 수 없습니다",
  linkNotFound:
    "링크가 잘못되었거나 방문 시간이 이미 지났습니다. 예약하신 휴대폰 번호로 인증번호를 받아 예약을 다시 찾을 수 있습니다.",
  findBooking: "휴대폰 번호로 예약 확인하기",
  alreadyBooked: "이미 예약하셨나요?",
  kakaoAsk: "방문 전에 궁금한 점은",
  /** The link to this page from the home visit section, the customer pages and the popup's success message. */
  entryLink: "견본주택 방문 예약하기",
} as const;
