import type { ColumnType } from "kysely";
import type { UploadFormat, UploadKind } from "./kinds.ts";

/** The uploads feature's tables (see app/db/schema.ts for the rule). */
declare module "#app/db/schema.ts" {
  interface Database {
    uploaded_files: UploadedFilesTable;
    uploaded_file_variants: UploadedFileVariantsTable;
    uploaded_file_sites: UploadedFileSitesTable;
  }
}

/** A complex's library: the files its editors uploaded or chose (complex-owned; the bytes are shared). */
export type UploadedFileSitesTable = { file_id: string; site_id: string; created_at: string };

export type UploadedFilesTable = {
  id: string;
  /** SHA-256 (hex) of the bytes as uploaded: the same file uploaded twice is one row. */
  sha256: string;
  kind: UploadKind;
  filename: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  created_by: string | null;
  created_at: string;
  /**
   * When an editor last chose this stored file (the same bytes uploaded again, a kept picture):
   * the unused-file purge's grace period counts from the later of this and `created_at`.
   */
  claimed_at: ColumnType<string | null, string | null | undefined, string | null>;
};

export type UploadedFileVariantsTable = {
  id: string;
  file_id: string;
  /** First 16 hex digits of the SHA-256 of `bytes`: the served name. */
  key: string;
  format: UploadFormat;
  width: number | null;
  height: number | null;
  byte_size: number;
  bytes: Buffer;
};

declare module "#app/db/schema.ts" {
  interface Database {
    job_leases: JobLeasesTable;
  }
}

/** Which instance runs a periodic job now, and until when (purge-lease.server.ts). */
export type JobLeasesTable = { name: string; holder: string; expires_at: string };
