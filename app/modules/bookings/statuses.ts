/** Statuses as stored codes: tables.ts types its columns with them and a missing label does not compile. */

export const BOOKING_STATUSES = ["confirmed", "arrived", "no_show", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The one Korean name of each booking status: the visitor's page, the admin, the export, the audit log. */
export const bookingStatusLabels = {
  confirmed: "예약 확정",
  arrived: "방문 완료",
  no_show: "미방문",
  cancelled: "취소됨",
} as const satisfies Record<BookingStatus, string>;

/** A waitlist entry: waiting, then offered a place; booked, expired or cancelled once done. */
export const WAITLIST_STATUSES = ["waiting", "offered", "booked", "expired", "cancelled"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
