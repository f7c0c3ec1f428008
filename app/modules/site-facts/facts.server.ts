import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import type { DocumentSpec } from "#app/platform/publishing/published-documents.server.ts";
import { readSetting, type Setting } from "#app/platform/settings/settings.server.ts";
import { FACTS_AREA, FACTS_ID, FACTS_REVISIONS_KEPT } from "./fields.ts";
import { type SiteFacts, SiteFactsSchema } from "./schema.ts";
import { blankSiteFacts, seedSiteFacts } from "./seed.ts";

export const SITE_FACTS: DocumentSpec<SiteFacts> & Setting<SiteFacts> = {
  key: FACTS_ID,
  area: FACTS_AREA,
  schema: SiteFactsSchema,
  first: (siteId) =>
    !siteId || siteId === getEnv().DEFAULT_SITE_ID
      ? seedSiteFacts(getEnv().SALES_PHONE)
      : blankSiteFacts(getEnv().SALES_PHONE),
  actions: { update: "facts.update", publish: "facts.publish", restore: "facts.restore" },
  keep: FACTS_REVISIONS_KEPT,
};

/** The one server reader of the facts (pages, texts, campaigns): this instance's copy. */
export const siteFactsOf = (db: Kysely<Database>): SiteFacts | Promise<SiteFacts> => readSetting(db, SITE_FACTS);
