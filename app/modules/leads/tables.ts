import type { Generated, Insertable, Selectable } from "kysely";
import type { AttributionColumns } from "#app/modules/attribution/tables.ts";
import type { LeadFormKind, LeadStage } from "./kinds.ts";

/** The leads feature's tables (see app/db/schema.ts for the rule). */
declare module "#app/db/schema.ts" {
  interface Database {
    leads: LeadTable;
    lead_deliveries: LeadDeliveryTable;
    lead_notes: LeadNoteTable;
  }
}

export type LeadTable = AttributionColumns & {
  id: string;
  created_at: string;
  updated_at: string;
  site_id: string;
  /** interest (popup) | visit (home form) | inquiry (customer page) | walkin (at the door) | booking (a visit booked first) */
  form: LeadFormKind;
  name: string;
  phone: string;
  email: string | null;
  visit_date: string | null;
  message: string | null;
  source_path: string | null;
  privacy_consent: number;
  marketing_consent: number;
  consent_version: string;
  consented_at: string;
  /** The funnel stage (LEAD_STAGES in kinds.ts); the column kept its first name. */
  status: Generated<LeadStage>;
  /** The counsellor (Better Auth user id) the lead is assigned to; null = the unassigned pool. */
  assigned_to: string | null;
  assigned_at: string | null;
  /** The newest counselling entry's next contact (ISO UTC), for the counsellor's day. */
  next_contact_at: string | null;
  /** Hash of form, idempotency key and phone: a double submit finds the first row. */
  dedupe_key: string;
  /** The lead's date in Korea (YYYY-MM-DD): the dashboard's day. */
  day: string | null;
  /** `site_id|phone`, unique: one lead per person and complex; null once merged into another. */
  person_key: string | null;
  /** The lead this one was merged into (its history moved there); null for a person's record. */
  merged_into: string | null;
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

export type LeadRow = Selectable<LeadTable>;
export type NewLead = Insertable<LeadTable>;
export type LeadDeliveryRow = Selectable<LeadDeliveryTable>;
