import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { SitemapEntry } from "#app/lib/sitemap.ts";
import type { StoredAttribution } from "#app/modules/attribution/attribution.ts";
import type { ContentBoundary } from "#app/platform/content-signal/content-signal.server.ts";
import type { MessagingHooks } from "#app/platform/messaging/start.server.ts";

/** What a running job gets: the migrated database and the checked environment. */
export type FeatureContext = { db: Kysely<Database>; env: Env };

/**
 * A background job: starts when called (after the migrations, before the server listens) and
 * returns its stop, awaited at shutdown before the database closes.
 */
export type FeatureJob = (context: FeatureContext) => () => Promise<void>;

/** A page rendered per request that every signed-out visitor sees alike (server/page-cache.ts). */
export type FeatureCachedPage = {
  pattern: RegExp;
  /** Per visitor, for each GET answered from memory (a 304 included). */
  onServe?: (match: RegExpExecArray) => void;
  /** Kept this long when nothing drops it sooner (default PAGE_CACHE_SECONDS). */
  ttlMs?: number;
  /** "build": compressed as hard as the build's files (a page kept long); default "cache". */
  compression?: "build" | "cache";
};

/** A request body larger (or smaller) than the public pages' limit, for the paths it matches. */
export type FeatureBodyLimit = {
  /** Tested on the lower-cased path. */
  path: RegExp;
  maxBytes: number;
  /** The path answers JSON (its 413 too, whatever the client's Accept). */
  json?: boolean;
};

/** The admin area and the press page's write form (an article of 20,000 Korean characters, form-encoded). */
export const LARGE_BODY_LIMIT = 1024 * 1024;

/**
 * A section of a lead's page with another feature's records of the same person (found by the
 * lead's phone number): the bookings today. Words are the feature's own; the lead page lays it out.
 */
export type LeadPanel = {
  /** The feature's name: its forms post `panel:<name>:<intent>` to the lead's page, which hands them to its `leadPanelAction`. */
  name: string;
  title: string;
  empty: string;
  items: { id: string; href?: string; label: string; details: string[]; attribution?: StoredAttribution }[];
  /** Ids the texts about these records are filed under (the lead page lists those texts too). */
  subjectIds: string[];
  /** What the viewer may do here in one step (book a visit, merge a record); the server checks again. */
  forms?: LeadPanelForm[];
};

export type LeadPanelField = { name: string; label: string } & (
  | { type: "select"; options: { value: string; label: string }[] }
  | { type: "tel"; placeholder?: string }
);

export type LeadPanelForm = {
  intent: string;
  /** What the form acts on (a booking's time), above it. */
  heading?: string;
  submit: string;
  hidden?: Record<string, string>;
  fields: LeadPanelField[];
};

/** The signed-in staff member (`role`: a StaffRole code; this file imports no feature). */
export type LeadPanelViewer = { id: string; email: string; name: string; role: string };

/** `db`: the request's database (a source that reads no table of its own may ignore it). */
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

/**
 * Everything one feature holds about a person, for a data-subject request (개인정보 보호법 art.
 * 35–37, `app/modules/data-requests`). One section per kind of record (leads, their notes, …);
 * each row is one record as label/value pairs, already in Korean and formatted for reading (Korea
 * time, status names): the owner's screen shows them and the person's CSV file holds them as they are.
 */
export type PersonDataSection = {
  /** A code, unique over all features (`leads`, `bookings`); it keys the counts in the audit entry. */
  name: string;
  /** Korean: the section's heading on the screen and its name in the file. */
  title: string;
  rows: { fields: { label: string; value: string }[] }[];
};

/**
 * A feature's part of a data-subject request, found by the normalised phone number
 * (`normalizeKoreanPhone`, e.g. 010-1234-5678).
 *
 * - `find` reads only (the caller writes the audit entry) and returns the feature's sections, an
 *   empty one included (the owner sees "0건" for each kind of record searched).
 * - `erase` deletes or anonymises every one of those records inside the caller's transaction,
 *   shared by every feature's `erase` and the audit entry: it must use `trx` only, never commit,
 *   and throw to refuse (everything rolls back). It returns counts by key (`deletedLeads: 2`), which
 *   go into the audit entry: give each key a Korean label in the feature's `auditDetailLabels`.
 *   Never a name or number in a key. What a feature keeps for its figures keeps no personal value.
 */
export type PersonDataSource = {
  find: (db: Kysely<Database>, phone: string) => Promise<PersonDataSection[]>;
  erase: (trx: Transaction<Database>, phone: string, context: { now: Date }) => Promise<Record<string, number>>;
};

/**
 * The uploaded files a feature still names (app/modules/uploads): by the store's id (a notice's
 * attachment, a pop-up's picture) or by the SHA-256 of the bytes as uploaded (a document's PDF).
 */
export type UploadsInUse = { fileIds?: Iterable<string>; sha256?: Iterable<string> };

/**
 * What the server runs for one feature, published by `app/modules/<feature>/feature.server.ts`
 * and listed once in `app/modules/index.server.ts`; `server/` and the page-view counter loop
 * over that list and know no feature.
 */
export type FeatureServer = {
  name: string;
  /** Started in list order, then stopped in list order at shutdown. */
  jobs?: readonly FeatureJob[];
  /**
   * The daily retention purge: rows deleted, by log field (`deletedLeads`). Each feature reads its
   * own period from the checked environment (LEAD_RETENTION_DAYS for personal data,
   * AUDIT_RETENTION_DAYS for the access log), so a new setting never reaches `server/`.
   */
  purge?: (
    db: Kysely<Database>,
    context: { env: Env; features: readonly FeatureServer[] },
  ) => Promise<Record<string, number>>;
  /**
   * Every uploaded file the feature names wherever it can show or bring it back: what is
   * published, the drafts, every revision that can still be restored. Reads only. The uploads
   * purge deletes only a file no feature names; a throw stops that round's purge (it never
   * deletes on an incomplete answer), so a stored value that cannot be read must throw, not be skipped.
   */
  uploadsInUse?: (db: Kysely<Database>) => Promise<UploadsInUse>;
  /** Checked in list order before any body is read (server/request-limits.ts); the first match counts. */
  bodyLimits?: readonly FeatureBodyLimit[];
  cachedPages?: readonly FeatureCachedPage[];
  /**
   * When the feature's content changes without a publish (a pop-up's start, 00:00 Korea time): the
   * server's one content signal fires the area then (app/platform/content-signal).
   */
  contentBoundaries?: readonly ContentBoundary[];
  /** Subscribes to changes that make the cached pages stale (the whole cache is dropped). */
  onCachedPagesStale?: (listener: () => void) => () => void;
  /**
   * Route paths counted as one page-view row each (`/:site/press/:id`): a token or an id never
   * becomes a row; a `:site` must be a valid site id.
   */
  pageViewShapes?: readonly string[];
  /**
   * The feature's public pages that change at run time, for /sitemap.xml (full URLs). A failure
   * is logged and leaves the others listed.
   */
  sitemap?: (site: { siteUrl: string; defaultSiteId: string; db: Kysely<Database> }) => Promise<SitemapEntry[]>;
  /** Its records of a lead's person, shown on the lead's page (read with the lead's lead.view entry). */
  leadPanel?: LeadPanelSource;
  /** The posts of its panel's forms (`panel:<feature name>:<intent>`). */
  leadPanelAction?: LeadPanelAction;
  /**
   * A staff account is deactivated: the feature lets go of what the person held (assigned leads
   * back to the pool), inside the deactivation's transaction. Returns counts for the audit entry
   * (`{ returnedLeads: 3 }`), never names or numbers.
   */
  onStaffDeactivated?: (trx: Transaction<Database>, userId: string) => Promise<Record<string, number>>;
  /** Its records of one person for a data-subject request: find, export, erase (see PersonDataSource). */
  personData?: PersonDataSource;
  /** What it adds to the text relay the platform runs: renderers, a round's hook, 알림톡 templates. */
  messaging?: MessagingHooks;
};
