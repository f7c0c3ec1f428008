/**
 * Words of both boards' public pages (SPEC §2 Press list and detail, §8) and the page data their
 * routes hand to `SubPage` and `seo()`. Rendered on demand, so the sitemap lists them itself.
 */
import type { MetaDescriptor } from "react-router";
import type { Page } from "#app/content/pages/index.ts";
import { pic } from "#app/content/pictures.ts";
import { site } from "#app/content/site.ts";

const banner = {
  title: "PROMOTION",
  tagline: `${site.name}의 새로운 소식을 가장 먼저 전해 드립니다`,
  image: pic("banner-promotion"),
} as const;

const PAGES = {
  press: {
    segment: "press",
    title: "보도자료",
    description: `${site.name}의 보도자료. 분양 일정과 단지 소식, 언론에 소개된 ${site.name}의 이야기를 전해 드립니다.`,
    keywords: ["보도자료", "분양 소식", "펜타시티 한신더휴", "아산 탕정 아파트", "한신더휴"],
  },
  notices: {
    segment: "notice",
    title: "공지사항",
    description: `${site.name}의 공지사항. 분양 일정, 당첨자 발표, 계약 안내를 가장 먼저 알려 드립니다.`,
    keywords: ["공지사항", "분양 일정", "당첨자 발표", "계약 안내", "펜타시티 한신더휴"],
  },
} as const;

export type BoardName = keyof typeof PAGES;

/** A board's list at /{site}/press or /{site}/notice. */
export function boardListPage(board: BoardName, siteId: string): Page {
  const words = PAGES[board];
  return {
    path: `/${siteId}/${words.segment}`,
    title: words.title,
    description: words.description,
    keywords: [...words.keywords],
    kind: "page",
    breadcrumb: ["홍보센터", words.title],
    banner,
    subMenu: "press",
  };
}

/** One article of a board. */
export function boardArticlePage(
  board: BoardName,
  siteId: string,
  id: string,
  title: string,
  description: string,
): Page {
  const words = PAGES[board];
  return {
    path: `/${siteId}/${words.segment}/${id}`,
    title,
    description,
    keywords: [...words.keywords],
    kind: "page",
    breadcrumb: ["홍보센터", words.title, title],
    banner,
    subMenu: "press",
  };
}

const NOT_FOUND: MetaDescriptor[] = [
  { title: `페이지를 찾을 수 없습니다 | ${site.name}` },
  { name: "robots", content: "noindex" },
];

/** The meta of a page whose loader refused (an unknown site, a missing article). */
export const notFoundMeta = () => NOT_FOUND;
