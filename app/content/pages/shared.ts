import type { SubMenuKey } from "../menus.ts";
import { type Picture, pic } from "../pictures.ts";

/**
 * What every page record has, and the pieces pages share (keywords, banners). The records
 * themselves live in one module per menu section beside this file, so a route's bundle holds
 * its own section's pages and not the whole table (a module shared by several routes goes to
 * the browser whole); `../pages.ts` gathers them for the sitemap and the prerender list.
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
};

const commonKeywords = ["펜타시티 한신더휴", "아산 탕정 아파트", "펜타시티", "한신더휴", "신규 분양"];

/*#__NO_SIDE_EFFECTS__*/
export function keywords(...specific: string[]): string[] {
  return [...specific, ...commonKeywords];
}

export const brandBanner = {
  title: "BRAND",
  tagline: "더 나은 삶의 가치를 짓는 프리미엄 브랜드, 한신더휴",
  image: pic("banner-brand"),
} as const;
export const businessBanner = {
  title: "BUSINESS",
  tagline: "약 3,700세대 펜타시티의 중심, 2,192세대 대단지",
  image: pic("banner-business"),
} as const;
export const locationBanner = {
  title: "LOCATION",
  tagline: "일자리와 호수공원, 교육을 모두 품은 입지",
  image: pic("banner-location"),
} as const;
export const complexBanner = {
  title: "COMPLEX",
  tagline: "호수 조망과 숲을 담은 여유로운 단지 설계",
  image: pic("banner-complex"),
} as const;
export const floorPlanBanner = {
  title: "UNIT PLAN",
  tagline: "생활의 동선을 먼저 생각한 평면 설계",
  image: pic("banner-floorplan"),
} as const;
export const interiorBanner = {
  title: "INTERIOR",
  tagline: "빛과 소재로 완성한 품격 있는 공간",
  image: pic("banner-interior"),
} as const;
export const promotionBanner = {
  title: "PROMOTION",
  tagline: "분양 소식과 견본주택 방문 안내를 가장 먼저 받아보세요",
  image: pic("banner-promotion"),
} as const;
export const salesBanner = {
  title: "SALES INFO",
  tagline: "청약부터 계약까지, 꼭 확인해야 할 분양 정보",
  image: pic("banner-sales"),
} as const;

/*#__NO_SIDE_EFFECTS__*/
export function floorPlanPage(route: string, label: string): Page {
  return {
    path: `/FloorPlan/${route}`,
    title: `평면안내 ${label}`,
    description: `펜타시티 한신더휴 ${label} 타입 평면도. 공간 구성과 동선, 특화 설계를 확인하세요.`,
    keywords: keywords("평면도", `${label} 타입`, `${route} 평면`),
    kind: "project",
    breadcrumb: ["세대안내", label],
    banner: floorPlanBanner,
    subMenu: "units",
  };
}
