import type { ColumnType } from "kysely";
import type { AuditAction } from "./audit-actions.ts";

/**
 * Portable between SQLite and PostgreSQL: UUID text ids, ISO-8601 UTC text times (they sort as
 * time), 0/1 flags. Only tables no feature owns: a feature augments `Database` in its `tables.ts`.
 */
export interface Database {
  rate_limits: RateLimitTable;
  audit_log: AuditLogTable;
  content_versions: ContentVersionTable;
  content_documents: ContentDocumentTable;
  content_document_revisions: ContentDocumentRevisionTable;
}

export type RateLimitTable = {
  key: string;
  points: number;
  expire: number | string | null;
};

/** Who read or exported personal data, or changed content (PIPA: keep access records). */
export type AuditLogTable = {
  id: string;
  /** The complex it was made on (the request's; a job names its own), never changed. */
  site_id: ColumnType<string, string | undefined, never>;
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

/** One area of content the sales team publishes (notices, …): bumped in each publish transaction. */
export type ContentVersionTable = {
  area: string;
  version: number;
  updated_at: string;
};

/** Content edited and published as a whole (app/platform/publishing): one row per key. */
export type ContentDocumentTable = {
  /** The complex whose setting or document it is (a complex-owned table: the scoped handle writes it). */
  site_id: ColumnType<string, string | undefined, never>;
  key: string;
  draft: string;
  /** JSON of what the public sees; null: never published. */
  published: string | null;
  revision: number;
  published_at: string | null;
  updated_at: string;
};

/** One publish of a document (the newest 50 per key kept). */
export type ContentDocumentRevisionTable = {
  site_id: ColumnType<string, string | undefined, never>;
  key: string;
  number: number;
  body: string;
  author_email: string | null;
  created_at: string;
};
