import type { Selectable } from "kysely";
import type { SiteIdColumn } from "#app/platform/sites/site.ts";
import type { ConsentAction, ConsentChannel } from "./kinds.ts";

/** The consent feature's tables (see app/db/schema.ts for the rule). */
declare module "#app/db/schema.ts" {
  interface Database {
    marketing_consent_events: ConsentEventTable;
    marketing_consent_numbers: ConsentNumberTable;
  }
}

/**
 * One choice about advertising texts by a normalised phone number, for one complex (the advertiser:
 * a consent to one complex's texts is none to another's); never updated, only added.
 */
export type ConsentEventTable = {
  id: string;
  site_id: SiteIdColumn;
  phone: string;
  action: ConsentAction;
  channel: ConsentChannel;
  /** The lead whose form gave it (channel form), or whose page staff recorded it on. */
  lead_id: string | null;
  /** The staff member (Better Auth user id) who recorded it; null for the person's own form or link. */
  actor_id: string | null;
  /** The staff member's name when recording (a later rename does not rewrite history). */
  actor_name: string | null;
  reason: string | null;
  created_at: string;
};

/**
 * One row per complex and number with a consent history: the opt-out link's token is found by its hash here, and
 * the two-year reminder's last sending is kept (exactly once across instances by a conditional update).
 */
export type ConsentNumberTable = {
  site_id: SiteIdColumn;
  phone: string;
  /** SHA-256 (hex) of the opt-out token (token.server.ts); the token itself is never stored. */
  token_hash: string;
  created_at: string;
  /** When the last two-year reminder was queued (ISO UTC); null: never. */
  reminded_at: string | null;
};

export type ConsentEventRow = Selectable<ConsentEventTable>;
