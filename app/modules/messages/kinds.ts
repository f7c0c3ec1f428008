/**
 * The messages' kinds and statuses as stored (the admin list names them). Codes rather than words,
 * so that the module's tables.ts types its columns with them.
 */
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
/**
 * Kinds never sent from 21:00 to 08:00 Korea time (the consent notices, which speak of advertising):
 * queued for the next 08:00, and a retry falling into those hours waits for it (relay.server.ts).
 */
export const DAYTIME_KINDS: ReadonlySet<MessageKind> = new Set(["consent.result", "consent.reminder"]);
/** `cancelled`: taken back before it was sent (its content no longer held, e.g. a replaced invitation link). */
export const MESSAGE_STATUSES = ["pending", "sent", "dead", "not_sent", "cancelled"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/**
 * The carrier's report on a sent text, refreshed from SOLAPI (delivery-reports.server.ts); null
 * while none has come (접수: taken by SOLAPI, result pending).
 */
export const DELIVERY_STATUSES = ["delivered", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/**
 * Who sent a text as SMS/LMS in place of an undelivered 알림톡: SOLAPI itself (its replacement), or
 * we, with a new message after the 알림톡's report said it failed.
 */
export const DELIVERY_FALLBACKS = ["provider", "ours"] as const;
export type DeliveryFallback = (typeof DELIVERY_FALLBACKS)[number];
