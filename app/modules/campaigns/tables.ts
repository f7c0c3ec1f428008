import type { Selectable } from "kysely";
import type { SiteIdColumn } from "#app/platform/sites/site.ts";
import type { CampaignStatus, RecipientStatus } from "./kinds.ts";

/** The campaigns feature's tables (see app/db/schema.ts for the rule). */
declare module "#app/db/schema.ts" {
  interface Database {
    campaigns: CampaignTable;
    campaign_recipients: CampaignRecipientTable;
  }
}

/** An advertising campaign of one complex, to that complex's consenting numbers. */
export type CampaignTable = {
  id: string;
  site_id: SiteIdColumn;
  name: string;
  /** The body only: "(광고)", the sender, the contact and the opt-out footer are added at sending. */
  body: string;
  /** JSON of CampaignFilters (filters.ts). */
  filters: string;
  status: CampaignStatus;
  scheduled_at: string | null;
  created_by: string;
  approved_by: string | null;
  approved_at: string | null;
  /** The last test send to the author's phone, and the SHA-256 of the text it tested. */
  tested_at: string | null;
  tested_body_hash: string | null;
  /** The audience counted when it was last saved or asked to go. */
  audience_count: number;
  /** The recipients written when it started (the audience recounted then). */
  recipient_count: number;
  estimated_cost: number;
  resume_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
};

export type CampaignRecipientTable = {
  id: string;
  site_id: SiteIdColumn;
  campaign_id: string;
  phone: string;
  lead_id: string | null;
  status: RecipientStatus;
  /** Why it failed (the provider's words) or was skipped. */
  reason: string | null;
  /** The text outbox's row (messages.id). */
  message_id: string | null;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
};

export type CampaignRow = Selectable<CampaignTable>;
export type CampaignRecipientRow = Selectable<CampaignRecipientTable>;
