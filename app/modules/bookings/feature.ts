import { href } from "react-router";
import type { FeatureUi } from "#app/modules/feature.ts";

/** By audit code: the day view, the schedule, staff bookings and the waitlist. */
export const bookingsAuditLabels = {
  "booking.view": "방문 예약 열람",
  "booking.update": "방문 예약 상태 변경",
  "booking.move": "방문 예약 시간 변경",
  "booking.export": "방문 예약 내려받기",
  "booking.settings": "예약 일정 변경",
  "booking.parking": "모델하우스 주차 안내 변경",
  "booking.create": "방문 예약 직접 등록",
  "booking.waitlist.add": "예약 대기 등록",
  "booking.waitlist.cancel": "예약 대기 취소",
} as const;

declare module "#app/db/audit-actions.ts" {
  interface AuditActions extends Record<keyof typeof bookingsAuditLabels, true> {}
}

export const bookingsUi = {
  name: "bookings",
  adminNav: [{ title: "방문 예약", url: href("/admin/bookings"), group: "desk", order: 40 }],
  auditActions: bookingsAuditLabels,
  // Names and phone numbers: never the marketer. Exports: owner and manager. The schedule (opening
  // hours, capacity) is operations, not an account or security setting: owner and manager change it.
  adminAccess: {
    "/admin/bookings": { read: ["owner", "manager", "counsellor"], write: ["owner", "manager", "counsellor"] },
    "/admin/bookings/settings": { read: ["owner", "manager"], write: ["owner", "manager"] },
    "/admin/bookings/export": { read: ["owner", "manager"], write: ["owner", "manager"] },
    "/admin/bookings/export/csv": { read: ["owner", "manager"], write: ["owner", "manager"] },
  },
  auditDetailLabels: {
    status: "상태",
    from: "시작일",
    to: "종료일",
    day: "날짜",
    phoneSearch: "전화번호 검색",
    count: "건수",
    slot: "시간대",
    capacity: "정원",
    schedule: "운영 시간표",
    weekdays: "요일별 운영 시간",
    closedDates: "휴관일",
    slotMinutes: "예약 단위",
    weekdayCapacities: "요일별 정원",
    breakTime: "휴게 시간",
    start: "시작",
    end: "종료",
    daysAhead: "예약 가능 기간",
    partySizeMax: "예약당 최대 인원",
    cancelled: "취소한 예약",
    kept: "유지한 예약",
    moved: "옮긴 예약",
    cause: "원인",
    partySize: "인원",
    by: "등록",
    waitlist: "대기 명단 번호",
    // A data-subject request's counts (app/modules/data-requests): found by section, then erased.
    bookings: "방문 예약",
    bookingWaitlist: "예약 대기",
    bookingLookups: "예약 확인 요청",
    deletedBookings: "삭제한 방문 예약",
    anonymisedBookings: "익명으로 남긴 지난 방문 예약",
    deletedWaitlist: "삭제한 예약 대기",
    deletedBookingLookups: "삭제한 예약 확인 요청",
  },
} as const satisfies FeatureUi;
