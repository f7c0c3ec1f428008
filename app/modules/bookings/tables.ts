import type { Generated, Selectable } from "kysely";
import type { AttributionColumns } from "#app/modules/attribution/tables.ts";
import type { SiteIdColumn } from "#app/platform/sites/site.ts";
import type { BookingStatus, WaitlistStatus } from "./statuses.ts";

/** The bookings feature's tables (see app/db/schema.ts for the rule). */
declare module "#app/db/schema.ts" {
  interface Database {
    bookings: BookingTable;
    booking_slots: BookingSlotTable;
    booking_staff_entries: BookingStaffEntryTable;
    booking_waitlist: BookingWaitlistTable;
    booking_lookups: BookingLookupTable;
  }
}

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
  /**
   * `site|phone|day` while the booking holds places (one active booking per phone and day in a
   * complex); null once cancelled.
   */
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
  /** The person's lead (leads.id), found or made with the booking. */
  lead_id: string | null;
};

/** Places taken per complex and slot (and a per-slot capacity override). */
export type BookingSlotTable = {
  site_id: SiteIdColumn;
  slot_start: string;
  booked: Generated<number>;
  capacity: number | null;
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
  site_id: SiteIdColumn;
  created_at: string;
  updated_at: string;
  slot_start: string;
  day: string;
  name: string;
  phone: string;
  party_size: number;
  status: WaitlistStatus;
  /** `site|phone|slot` while waiting or offered; null after. */
  active_key: string | null;
  privacy_consent: number;
  entered_by: string;
  offered_at: string | null;
  booking_id: string | null;
};

export type BookingWaitlistRow = Selectable<BookingWaitlistTable>;

/** "예약 확인" by phone: one row per code asked for; the phone as a keyed hash, the code never stored. */
export type BookingLookupTable = {
  id: string;
  phone_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  used_at: string | null;
};
