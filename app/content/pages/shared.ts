import type { SubMenuKey } from "../menus.ts";
import { type Picture, pic } from "../pictures.ts";

/**
 * One module per menu section beside this file, so a route's bundle holds its own section's pages
 * and not the whole table (this module is in every page's `shell` chunk).
 */
export type PageKind = "home" | "project" | "page";

export type Page = {
  path: string;
  title: string;
  description: string;
  keywords: string[];
  kind: PageKind;
  breadcrumb: string[];
  banner?: { title: string; tagline: string; image: Picture };
  subMenu?: SubMenuKey;
  /** Other spellings of the same page (SPEC §2); canonical → path. */
  aliases?: string[];
  priority?: number;
  /** Shows more than the site facts from what the sales team publishes. */
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
