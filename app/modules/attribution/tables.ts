import type { Generated } from "kysely";
import type { SiteIdColumn } from "#app/platform/sites/site.ts";

/** The attribution feature's tables and the attribution columns that leads and bookings carry. */
declare module "#app/db/schema.ts" {
  interface Database {
    page_views_daily: PageViewDailyTable;
  }
}

/**
 * Where a lead or booking came from: the first page of the visitor's visit (docs/decisions on
 * attribution). `channel` is utm_source or derived from the referrer / Naver ad parameters
 * ("naver", "google", "kakao", …, "direct"); `medium` utm_medium or derived ("cpc", "organic",
 * "social", "referral", "none"). All null on rows from before attribution existed.
 */
export type AttributionColumns = {
  channel: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
  referrer_host: string | null;
  landing_path: string | null;
  /** JSON object of Naver search-ad parameters (n_media, n_query, n_ad_group, n_keyword, …). */
  ad_params: string | null;
};

/**
 * Page views as daily aggregates only (no address, identifier or cookie): one row per Korea day,
 * path, channel and campaign ("" when none). `visits` counts first pages of a visit, `views` all.
 */
export type PageViewDailyTable = {
  site_id: SiteIdColumn;
  day: string;
  path: string;
  channel: string;
  campaign: string;
  views: Generated<number>;
  visits: Generated<number>;
};
