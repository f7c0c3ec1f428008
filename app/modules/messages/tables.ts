import type { Selectable } from "kysely";
import type { MessageKind, MessageStatus } from "./kinds.ts";

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
  kind: MessageKind;
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
};

export type MessageRow = Selectable<MessageTable>;
