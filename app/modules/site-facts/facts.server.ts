import type { Kysely } from "kysely";
import { getDatabase } from "#app/db/db.server.ts";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import {
  type AdminDocument,
  type AuditActor,
  type DocumentRevision,
  type DocumentSpec,
  getAdminDocument,
  getPublishedDocument,
  listDocumentRevisions,
  publishDocument,
  restoreDocumentRevision,
  saveDocumentDraft,
} from "#app/platform/publishing/published-documents.server.ts";
import { FACTS_AREA, FACTS_ID, FACTS_REVISIONS_KEPT } from "./fields.ts";
import { type PackedShellFacts, packShellFacts, type SiteFacts, SiteFactsSchema } from "./schema.ts";
import { seedSiteFacts } from "./seed.ts";

export type { AuditActor };

/** The facts as a published document (app/models/published-documents.server.ts). */
export const FACTS_DOCUMENT: DocumentSpec<SiteFacts> = {
  key: FACTS_ID,
  area: FACTS_AREA,
  schema: SiteFactsSchema,
  actions: { update: "facts.update", publish: "facts.publish", restore: "facts.restore" },
  keep: FACTS_REVISIONS_KEPT,
};

/** What the public pages show: the published facts, or the first values while nothing is published. */
export async function loadSiteFacts(db: Kysely<Database>): Promise<SiteFacts> {
  return (await getPublishedDocument(db, FACTS_DOCUMENT)) ?? seedSiteFacts(getEnv().SALES_PHONE);
}

export const getAdminFacts = (db: Kysely<Database>): Promise<AdminDocument<SiteFacts>> =>
  getAdminDocument(db, FACTS_DOCUMENT);
export const listFactsRevisions = (db: Kysely<Database>): Promise<DocumentRevision<SiteFacts>[]> =>
  listDocumentRevisions(db, FACTS_DOCUMENT);
export const saveFactsDraft = (db: Kysely<Database>, facts: SiteFacts, actor: AuditActor, now = new Date()) =>
  saveDocumentDraft(db, FACTS_DOCUMENT, facts, actor, now);
export const publishFacts = (db: Kysely<Database>, facts: SiteFacts, actor: AuditActor, now = new Date()) =>
  publishDocument(db, FACTS_DOCUMENT, facts, actor, now);
export const restoreFactsRevision = (db: Kysely<Database>, number: number, actor: AuditActor, now = new Date()) =>
  restoreDocumentRevision(db, FACTS_DOCUMENT, number, actor, now);

/** After a failed read, the facts held are answered this long before the next try. */
const RETRY_MS = 5000;

export type SiteFactsCache = {
  /** The held facts (no database read), or the one load under way after a change. */
  get(): SiteFacts | Promise<SiteFacts>;
  /** The facts changed (a publish here or on another instance): the next `get` reads them again. */
  refresh(): void;
};

/**
 * This instance's copy of the published facts: read once, then held until the facts' content
 * version changes (`refresh`, from the content-version listener in feature.server.ts), so a page's
 * render does not wait on the database for them. Concurrent gets share one read; a read begun
 * before a change is not kept. A failed read answers with the facts held before (or the first
 * values) and is tried again 5 seconds later (or on the next change).
 */
export function createSiteFactsCache(load: () => Promise<SiteFacts>, fallback: () => SiteFacts): SiteFactsCache {
  let held: SiteFacts | null = null;
  let fresh = false;
  let generation = 0;
  let loading: Promise<SiteFacts> | null = null;
  return {
    get() {
      if (held && fresh) return held;
      if (loading) return loading;
      const started = generation;
      const attempt: Promise<SiteFacts> = load().then(
        (facts) => {
          if (started === generation) {
            held = facts;
            fresh = true;
          }
          return facts;
        },
        (error: unknown) => {
          logger.error({ err: error }, "site_facts.load_failed");
          const facts = held ?? fallback();
          if (started === generation) {
            // Answered from what is held for a few seconds: a database that is down is not asked
            // (nor logged) on every request.
            held = facts;
            fresh = true;
            setTimeout(() => {
              if (started === generation) fresh = false;
            }, RETRY_MS).unref();
          }
          return facts;
        },
      );
      loading = attempt;
      void attempt.finally(() => {
        if (loading === attempt) loading = null;
      });
      return attempt;
    },
    refresh() {
      generation++;
      fresh = false;
      loading = null;
    },
  };
}

/** The process's copy, read through the one database handle. */
export const siteFactsCache: SiteFactsCache = createSiteFactsCache(
  () => loadSiteFacts(getDatabase().db),
  () => seedSiteFacts(getEnv().SALES_PHONE),
);

/** The root loader's facts. */
export const currentSiteFacts = (): SiteFacts | Promise<SiteFacts> => siteFactsCache.get();

/** What the root loader hands to every page (schema.ts, `ShellFacts`). */
export async function currentShellFacts(): Promise<PackedShellFacts> {
  return packShellFacts(await siteFactsCache.get());
}
