import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { SitemapEntry } from "#app/lib/sitemap.ts";
import type { StoredAttribution } from "#app/modules/attribution/attribution.ts";
import type { ContentBoundary } from "#app/platform/content-signal/content-signal.server.ts";
import type { MessagingHooks } from "#app/platform/messaging/start.server.ts";

export type FeatureContext = { db: Kysely<Database>; env: Env };

/** Started after the migrations, before the server listens; its stop is awaited before the database closes. */
export type FeatureJob = (context: FeatureContext) => () => Promise<void>;

/** A page rendered per request that every signed-out visitor sees alike (server/page-cache.ts). */
export type FeatureCachedPage = {
  pattern: RegExp;
  onServe?: (match: RegExpExecArray) => void;
  ttlMs?: number;
  /** "build": compressed as hard as the build's files, for a page kept long. */
  compression?: "build" | "cache";
};

/** A body limit other than the public pages', for the lower-cased paths it matches. */
export type FeatureBodyLimit = {
  path: RegExp;
  maxBytes: number;
  /** Its 413 is JSON, whatever the client's Accept. */
  json?: boolean;
};

/** The admin area and the press page's write form (an article of 20,000 Korean characters, form-encoded). */
export const LARGE_BODY_LIMIT = 1024 * 1024;

/** A section of a lead's page with a feature's records of the same phone number; the lead page lays it out. */
export type LeadPanel = {
  /** Its forms post `panel:<name>:<intent>` to the lead's page, which hands them to `leadPanelAction`. */
  name: string;
  title: string;
  empty: string;
  items: { id: string; href?: string; label: string; details: string[]; attribution?: StoredAttribution }[];
  subjectIds: string[];
  /** What the viewer may do here; the action checks the right again. */
  forms?: LeadPanelForm[];
};

export type LeadPanelField = { name: string; label: string } & (
  | { type: "select"; options: { value: string; label: string }[] }
  | { type: "tel"; placeholder?: string }
);

export type LeadPanelForm = {
  intent: string;
  heading?: string;
  submit: string;
  hidden?: Record<string, string>;
  fields: LeadPanelField[];
};

/** `role` is a StaffRole code: this file imports no feature. */
export type LeadPanelViewer = { id: string; email: string; name: string; role: string };

export type LeadPanelSource = (
  lead: { id: string; phone: string },
  viewer: LeadPanelViewer,
  db: Kysely<Database>,
) => Promise<LeadPanel>;

/** A panel form's post: checks the viewer's right itself, writes its audit entry, answers in Korean. */
export type LeadPanelAction = (
  input: { leadId: string; intent: string; formData: FormData },
  viewer: LeadPanelViewer,
  clientAddress: string,
  db: Kysely<Database>,
) => Promise<{ status: number; ok: boolean; message: string }>;

/** Rows already in Korean and formatted for reading: the person's CSV file holds them as shown. */
export type PersonDataSection = {
  /** Unique over all features; it keys the counts in the audit entry. */
  name: string;
  title: string;
  rows: { fields: { label: string; value: string }[] }[];
};

/**
 * A feature's part of a data-subject request, by the normalised phone number.
 * `find` reads only and returns empty sections too (the owner sees "0건").
 * `erase` deletes or anonymises inside the caller's transaction shared by every feature and the
 * audit entry: it uses `trx` only, never commits, and throws to refuse. Its counts (`deletedLeads: 2`)
 * go into the audit entry, each key labelled in `auditDetailLabels`; never a name or number in a key.
 */
export type PersonDataSource = {
  find: (db: Kysely<Database>, phone: string) => Promise<PersonDataSection[]>;
  erase: (trx: Transaction<Database>, phone: string, context: { now: Date }) => Promise<Record<string, number>>;
};

/** Uploaded files a feature still names: by the store's id or by the SHA-256 of the bytes as uploaded. */
export type UploadsInUse = { fileIds?: Iterable<string>; sha256?: Iterable<string> };

export type FeatureServer = {
  name: string;
  /** Started in list order, then stopped in list order at shutdown. */
  jobs?: readonly FeatureJob[];
  /** The daily retention purge, reading its own period from `env`: rows deleted by log field. */
  purge?: (
    db: Kysely<Database>,
    context: { env: Env; features: readonly FeatureServer[] },
  ) => Promise<Record<string, number>>;
  /** Every file it can still show or restore; a value that cannot be read throws (the purge deletes the rest). */
  uploadsInUse?: (db: Kysely<Database>) => Promise<UploadsInUse>;
  /** Checked before any body is read; the first match counts. */
  bodyLimits?: readonly FeatureBodyLimit[];
  cachedPages?: readonly FeatureCachedPage[];
  /** Instants the content changes without a publish (a pop-up's start, midnight in Korea). */
  contentBoundaries?: readonly ContentBoundary[];
  onCachedPagesStale?: (listener: () => void) => () => void;
  /** Route paths counted as one page-view row each (`/:site/press/:id`), so no id becomes a row. */
  pageViewShapes?: readonly string[];
  sitemap?: (site: { siteUrl: string; siteId: string; db: Kysely<Database> }) => Promise<SitemapEntry[]>;
  leadPanel?: LeadPanelSource;
  leadPanelAction?: LeadPanelAction;
  /** Lets go of what a deactivated staff member held, inside that transaction; counts for the audit entry. */
  onStaffDeactivated?: (trx: Transaction<Database>, userId: string) => Promise<Record<string, number>>;
  personData?: PersonDataSource;
  messaging?: MessagingHooks;
};
