/** The kinds of text the features send, as stored (the admin list names each). */
export const MESSAGE_KINDS = [
  "booking.confirmation",
  "booking.change",
  "booking.cancel",
  "booking.reminder",
  "booking.lookup",
  "staff.booking",
  "staff.lead",
  "booking.waitlist",
  "staff.invite",
  "consent.result",
  "consent.reminder",
  /** An advertising campaign's text to one recipient (purpose "ad"; app/modules/campaigns). */
  "campaign",
  /** A campaign's test send to the staff member's own phone. */
  "campaign.test",
  /** The code that proves a staff member's new phone number (app/modules/staff). */
  "staff.phone",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
