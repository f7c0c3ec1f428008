import type { Generated, Insertable, Selectable } from "kysely";
import type { AuditAction } from "#app/models/audit-actions.ts";
import type { BookingStatus, WaitlistStatus } from "#app/modules/bookings/statuses.ts";
import type { LeadFormKind, LeadStatus } from "#app/modules/leads/kinds.ts";
import type { MessageKind, MessageStatus } from "#app/modules/messages/kinds.ts";

/**
 * Table types. Portable between SQLite and PostgreSQL: ids are UUID text, times are ISO-8601
 * UTC text (`2026-11-22T03:05:03.123Z`, which sorts and compares as time), flags are 0/1 integers.
 */
export type Database = {
  leads: LeadTable;
  lead_deliveries: LeadDeliveryTable;
  lead_notes: LeadNoteTable;
  rate_limits: RateLimitTable;
  press: PressTable;
  audit_log: AuditLogTable;
  bookings: BookingTable;
  booking_slots: BookingSlotTable;
  booking_settings: BookingSettingsTable;
  booking_staff_entries: BookingStaffEntryTable;
  booking_waitlist: BookingWaitlistTable;
  messages: MessageTable;
  booking_lookups: BookingLookupTable;
  page_views_daily: PageViewDailyTable;
  /** Better Auth's tables: written by Better Auth; we only read and clean them up. */
  user: AuthUserTable;
  session: AuthSessionTable;
};

/** Better Auth stores times as ISO text in SQLite and timestamptz (Date) in PostgreSQL. */
type AuthTime = string | Date;

export type AuthUserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  image: string | null;
  createdAt: AuthTime;
  updatedAt: AuthTime;
};

export type AuthSessionTable = {
  id: string;
  expiresAt: AuthTime;
  token: string;
  createdAt: AuthTime;
  updatedAt: AuthTime;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
};

/**
 * Where a lead or booking came from: the first page of the visitor's visit (docs/decisions on
 * attribution). `channel` is utm_source or derived from the referrer / Naver ad parameters
 * ("naver", "google", "kakao", …, "direct"); `medium` utm_medium or derived ("cpc", "organic",
 * "social", "referral", "none"). All null on rows from before attribution existed.
 */
export type AttributionColumns = {
  channel: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
  referrer_host: string | null;
  landing_path: string | null;
  /** JSON object of Naver search-ad parameters (n_media, n_query, n_ad_group, n_keyword, …). */
  ad_params: string | null;
};

export type LeadTable = AttributionColumns & {
  id: string;
  created_at: string;
  updated_at: string;
  site_id: string;
  /** interest (popup) | visit (home form) | inquiry (customer page) */
  form: LeadFormKind;
  name: string;
  /** Normalised, e.g. 010-1234-5678. */
  phone: string;
  email: string | null;
  visit_date: string | null;
  message: string | null;
  source_path: string | null;
  privacy_consent: number;
  marketing_consent: number;
  consent_version: string;
  consented_at: string;
  /** new | contacted | closed (the sales team's inbox). */
  status: Generated<LeadStatus>;
  /** Hash of form, idempotency key and phone: a double submit finds the first row. */
  dedupe_key: string;
  /** The lead's date in Korea (YYYY-MM-DD): the dashboard's day. */
  day: string | null;
};

/** The sales team's notes on a lead, one row each; author null for memos from before the history. */
export type LeadNoteTable = {
  id: string;
  lead_id: string;
  author_id: string | null;
  /** The author's name when writing (a later rename does not rewrite history). */
  author_name: string | null;
  body: string;
  created_at: string;
};

export type LeadDeliveryTable = {
  id: string;
  lead_id: string;
  target_url: string;
  status: "pending" | "delivered" | "dead";
  attempts: number;
  next_attempt_at: string;
  /** A relay that claimed the row owns it until then (several instances may run relays). */
  locked_until: string | null;
  last_error: string | null;
  last_status_code: number | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
};

/** rate-limiter-flexible's own table layout (the same for its SQLite and PostgreSQL stores). */
export type RateLimitTable = {
  key: string;
  points: number;
  expire: number | string | null;
};

export type LeadRow = Selectable<LeadTable>;
export type NewLead = Insertable<LeadTable>;
export type LeadDeliveryRow = Selectable<LeadDeliveryTable>;

export type PressTable = {
  id: string;
  site_id: string;
  title: string;
  summary: string;
  content: string;
  created_at: string;
  updated_at: string;
  views: number;
};

/** Who read or exported personal data, or changed content (PIPA: keep access records). */
export type AuditLogTable = {
  id: string;
  created_at: string;
  actor_id: string | null;
  actor_email: string | null;
  action: AuditAction;
  target: string | null;
  reason: string | null;
  /** JSON with the filters of an export, the fields changed, … (never names or numbers). */
  detail: string | null;
  ip_address: string | null;
};

/** One model-house visit booking. */
export type BookingTable = AttributionColumns & {
  id: string;
  created_at: string;
  updated_at: string;
  site_id: string;
  /** The slot's start as UTC ISO text; `day` its date in Korea (YYYY-MM-DD). */
  slot_start: string;
  day: string;
  party_size: number;
  name: string;
  /** Normalised, e.g. 010-1234-5678. */
  phone: string;
  status: BookingStatus;
  /** `phone|day` while the booking holds places (one active booking per phone and day); null once cancelled. */
  active_key: string | null;
  /** SHA-256 of the change link's token; the token itself is never stored. */
  token_hash: string;
  dedupe_key: string;
  source_path: string | null;
  privacy_consent: number;
  marketing_consent: number;
  consent_version: string;
  consented_at: string;
  cancelled_at: string | null;
  arrived_at: string | null;
};

/** Places taken per slot (and a per-slot capacity override). */
export type BookingSlotTable = {
  slot_start: string;
  booked: Generated<number>;
  capacity: number | null;
};

export type BookingSettingsTable = {
  id: number;
  /** JSON of BookingSchedule (app/modules/bookings/schedule.ts). */
  schedule: string;
  updated_at: string;
};

export type BookingRow = Selectable<BookingTable>;

/** A booking the sales team entered (walk-in, phone call); the visitor's consent was asked by them. */
export type BookingStaffEntryTable = {
  booking_id: string;
  created_at: string;
  entered_by: string;
  note: string | null;
};

/** A person waiting for a place in a full slot (first come, first offered). */
export type BookingWaitlistTable = {
  id: string;
  created_at: string;
  updated_at: string;
  slot_start: string;
  day: string;
  name: string;
  phone: string;
  party_size: number;
  status: WaitlistStatus;
  /** `phone|slot` while waiting or offered; null after. */
  active_key: string | null;
  privacy_consent: number;
  entered_by: string;
  offered_at: string | null;
  booking_id: string | null;
};

export type BookingWaitlistRow = Selectable<BookingWaitlistTable>;

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

/** "예약 확인" by phone: one row per code asked for; the phone as a keyed hash, the code never stored. */
export type BookingLookupTable = {
  id: string;
  phone_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  used_at: string | null;
};

/**
 * Page views as daily aggregates only (no address, identifier or cookie): one row per Korea day,
 * path, channel and campaign ("" when none). `visits` counts first pages of a visit, `views` all.
 */
export type PageViewDailyTable = {
  day: string;
  path: string;
  channel: string;
  campaign: string;
  views: Generated<number>;
  visits: Generated<number>;
};
