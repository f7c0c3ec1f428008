import type { Selectable } from "kysely";
import type { SiteIdColumn } from "#app/platform/sites/site.ts";
import type { AssignmentMode, EntryChannel, LeadEventKind } from "./kinds.ts";

/** The counselling feature's tables (see app/db/schema.ts for the rule). */
declare module "#app/db/schema.ts" {
  interface Database {
    counselling_entries: CounsellingEntryTable;
    lead_events: LeadEventTable;
    staff_duty: StaffDutyTable;
    assignment_state: AssignmentStateTable;
  }
}

/** One contact with the person, written by a staff member. */
export type CounsellingEntryTable = {
  id: string;
  lead_id: string;
  author_id: string;
  /** The author's name when writing (a later rename does not rewrite history). */
  author_name: string;
  channel: EntryChannel;
  outcome: string;
  note: string | null;
  /** When to contact the person next (ISO UTC), as entered in Korea time. */
  next_contact_at: string | null;
  created_at: string;
};

/** A stage change or an assignment; actor null when the system did it (round-robin, a booking, an arrival). */
export type LeadEventTable = {
  id: string;
  lead_id: string;
  kind: LeadEventKind;
  /** A stage code, or a user id (null = the pool) for an assignment. */
  from_value: string | null;
  to_value: string | null;
  actor_id: string | null;
  actor_name: string | null;
  created_at: string;
};

/** A staff member on duty on a Korea date (round-robin picks among today's). */
/** Who is on duty at a complex on a day (a complex-owned table). */
export type StaffDutyTable = {
  site_id: SiteIdColumn;
  user_id: string;
  /** YYYY-MM-DD, Korea date. */
  day: string;
  created_at: string;
};

/**
 * The round-robin cursor and the assignment mode of a complex: its row 'round_robin' (made by the first
 * change of the mode), locked by every automatic assignment there.
 */
export type AssignmentStateTable = {
  site_id: SiteIdColumn;
  id: string;
  mode: AssignmentMode;
  /** The counsellor who got the last lead in turn. */
  last_user_id: string | null;
  updated_at: string;
};

export type CounsellingEntryRow = Selectable<CounsellingEntryTable>;
export type LeadEventRow = Selectable<LeadEventTable>;
