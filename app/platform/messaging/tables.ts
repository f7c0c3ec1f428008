import type { Selectable } from "kysely";
import type { DeliveryFallback, DeliveryStatus, MessageStatus } from "./statuses.ts";

/** The messages feature's table, the outbox (see app/db/schema.ts for the rule). */
declare module "#app/db/schema.ts" {
  interface Database {
    messages: MessageTable;
  }
}

/** The outbox of text messages (SMS, LMS, 알림톡), one row per event and recipient. */
export type MessageTable = {
  id: string;
  created_at: string;
  updated_at: string;
  /** The sending feature's code (`booking.confirmation`, `campaign`). */
  kind: string;
  /** The complex whose sender number and Kakao channel send it. */
  site_id: string;
  purpose: "service" | "ad";
  event_key: string;
  /** Normalised, e.g. 010-1234-5678. */
  recipient: string;
  body: string;
  /** sms | lms | alimtalk (or the type SOLAPI reports for a send it found) */
  channel: string;
  subject: string | null;
  booking_id: string | null;
  lead_id: string | null;
  status: MessageStatus;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  provider_message_id: string | null;
  sent_at: string | null;
  /** Set when a send timed out or got an answer that was not SOLAPI's: checked before a resend. */
  outcome_unknown_since: string | null;
  /** The carrier's report (delivery-reports.server.ts): null while none has come. */
  delivery_status: DeliveryStatus | null;
  /** SOLAPI's status code (4000: 수신 완료) and its reason, as reported. */
  delivery_code: string | null;
  delivery_reason: string | null;
  /** What delivered it: alimtalk, or sms/lms in its place. */
  delivered_channel: string | null;
  /** On an 알림톡: whose SMS/LMS went in its place. */
  fallback: DeliveryFallback | null;
  /** On our own SMS/LMS in place of an undelivered 알림톡: that 알림톡's id (never sent as 알림톡). */
  fallback_of: string | null;
  delivery_checked_at: string | null;
  /** Held by one instance while it asks SOLAPI for the report. */
  delivery_locked_until: string | null;
};

export type MessageRow = Selectable<MessageTable>;
