import type { AuditAction } from "./audit-actions.ts";

/**
 * Table types. Portable between SQLite and PostgreSQL: ids are UUID text, times are ISO-8601
 * UTC text (`2026-11-22T03:05:03.123Z`, which sorts and compares as time), flags are 0/1 integers.
 *
 * Only the tables no single feature owns live here. A feature declares its own tables in its
 * `app/modules/<feature>/tables.ts` by augmenting this interface
 * (`declare module "#app/db/schema.ts" { interface Database { … } }`), so a new feature never
 * edits this file, and this file imports nothing from app/modules/.
 */
export interface Database {
  rate_limits: RateLimitTable;
  audit_log: AuditLogTable;
  content_versions: ContentVersionTable;
  content_documents: ContentDocumentTable;
  content_document_revisions: ContentDocumentRevisionTable;
}

/** rate-limiter-flexible's own table layout (the same for its SQLite and PostgreSQL stores). */
export type RateLimitTable = {
  key: string;
  points: number;
  expire: number | string | null;
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

/** One area of content the sales team publishes (notices, …): bumped in each publish transaction. */
export type ContentVersionTable = {
  area: string;
  version: number;
  updated_at: string;
};

/** Content edited and published as a whole (app/models/published-documents.server.ts): one row per key. */
export type ContentDocumentTable = {
  key: string;
  /** JSON of the draft. */
  draft: string;
  /** JSON of what the public sees; null: never published. */
  published: string | null;
  revision: number;
  published_at: string | null;
  updated_at: string;
};

/** One publish of a document (the newest 50 per key kept). */
export type ContentDocumentRevisionTable = {
  key: string;
  number: number;
  body: string;
  author_email: string | null;
  created_at: string;
};
