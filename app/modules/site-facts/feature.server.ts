import { pageList } from "#app/content/pages/index.ts";
import { onContentChange } from "#app/platform/content-signal/content-signal.server.ts";
import type { FeatureServer } from "../feature-server.ts";
import { FACTS_AREA } from "./fields.ts";

/** A content page changes only with the facts or a deploy: kept 10 minutes and compressed as hard as a build file. */
const CONTENT_PAGE_TTL_MS = 10 * 60_000;

const escapeRegExp = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every content page shows the facts (docs/decisions/2026-11-27-site-facts-and-rendered-pages.md). */
export const CONTENT_PAGES_PATTERN = new RegExp(`^(?:${pageList.map((page) => escapeRegExp(page.path)).join("|")})$`);

/** The site's facts: the cached pages are dropped when they are published (here or on another instance). */
export const siteFactsServer: FeatureServer = {
  name: "site-facts",
  cachedPages: [{ pattern: CONTENT_PAGES_PATTERN, ttlMs: CONTENT_PAGE_TTL_MS, compression: "build" }],
  onCachedPagesStale: (listener) => onContentChange(FACTS_AREA, listener),
};
