/** `cancelled`: taken back before it was sent (its content no longer held, e.g. a replaced invitation link). */
export const MESSAGE_STATUSES = ["pending", "sent", "dead", "not_sent", "cancelled"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The carrier's report on a sent text; null while none has come (접수: taken by SOLAPI, result pending). */
export const DELIVERY_STATUSES = ["delivered", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * Who sent a text as SMS/LMS in place of an undelivered 알림톡: SOLAPI itself (its replacement), or
 * we, with a new message after the 알림톡's report said it failed.
 */
export const DELIVERY_FALLBACKS = ["provider", "ours"] as const;
export type DeliveryFallback = (typeof DELIVERY_FALLBACKS)[number];
