import type { SubMenuKey } from "../menus.ts";
import { type Picture, pic } from "../pictures.ts";

/**
 * What every page record has, and the pieces pages share (keywords, the promotion banner of the
 * customer and visit pages). The records and each section's banner live in one module per menu
 * section beside this file, so a route's bundle holds its own section's pages and banner and not
 * the whole table (this module is in every page's `shell` chunk); `../pages.ts` gathers them for
 * the sitemap and the prerender list.
 */
export type PageKind = "home" | "project" | "page";

export type Page = {
  path: string;
  /** Tab title without the site suffix. */
  title: string;
  description: string;
  keywords: string[];
  kind: PageKind;
  /** Breadcrumb trail below the home page, e.g. ["단지안내", "단지배치도"]. */
  breadcrumb: string[];
  banner?: { title: string; tagline: string; image: Picture };
  subMenu?: SubMenuKey;
  /** Other spellings that render the same page (SPEC §2); served on demand, canonical → path. */
  aliases?: string[];
  /** Sitemap priority. */
  priority?: number;
  /** Rendered per request from what the sales team publishes (page cache), never prerendered. */
  fromDatabase?: true;
};

const commonKeywords = ["펜타시티 한신더휴", "아산 탕정 아파트", "펜타시티", "한신더휴", "신규 분양"];

/*#__NO_SIDE_EFFECTS__*/
export function keywords(...specific: string[]): string[] {
  return [...specific, ...commonKeywords];
}

export const promotionBanner = {
  title: "PROMOTION",
  tagline: "분양 소식과 견본주택 방문 안내를 가장 먼저 받아보세요",
  image: pic("banner-promotion"),
} as const;
