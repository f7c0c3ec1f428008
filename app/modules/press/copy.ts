/**
 * Words of the press room (SPEC §2 Press list and detail, §8) and the page data its two
 * dynamic routes hand to `SubPage` and `seo()`. These pages are rendered on demand, so they
 * are not in `pages.ts` (whose entries are prerendered and listed in the sitemap as they are);
 * the sitemap adds the press list and every article itself.
 */

import type { Page } from "../../content/pages/index.ts";
import { pic } from "../../content/pictures.ts";
import { site } from "../../content/site.ts";

const pressBanner = {
  title: "PROMOTION",
  tagline: `${site.name}의 새로운 소식을 가장 먼저 전해 드립니다`,
  image: pic("banner-promotion"),
} as const;

const pressKeywords = ["보도자료", "분양 소식", "펜타시티 한신더휴", "아산 탕정 아파트", "한신더휴"];

/** The list at /{site}/press: `path` is filled in per site. */
export function pressListPage(siteId: string): Page {
  return {
    path: `/${siteId}/press`,
    title: "보도자료",
    description: `${site.name}의 보도자료. 분양 일정과 단지 소식, 언론에 소개된 ${site.name}의 이야기를 전해 드립니다.`,
    keywords: pressKeywords,
    kind: "page",
    breadcrumb: ["홍보센터", "보도자료"],
    banner: pressBanner,
    subMenu: "press",
  };
}

/** An article at /{site}/press/{id}. */
export function pressArticlePage(siteId: string, id: string, title: string, summary: string): Page {
  return {
    path: `/${siteId}/press/${id}`,
    title,
    description: summary,
    keywords: pressKeywords,
    kind: "page",
    breadcrumb: ["홍보센터", "보도자료", title],
    banner: pressBanner,
    subMenu: "press",
  };
}

export const pressCopy = {
  /** SPEC §2: the author column always shows the administrator label. */
  author: "관리자",
  columns: { number: "번호", title: "제목", author: "작성자", date: "작성일", views: "조회수" },
  caption: "보도자료 목록",
  more: "더보기",
  loadingMore: "불러오는 중...",
  firstPage: "처음 목록으로",
  empty: {
    title: "등록된 보도자료가 없습니다",
    text: "새로운 소식이 준비되는 대로 이곳에서 가장 먼저 전해 드리겠습니다.",
  },
  views: "조회",
  backToList: "목록으로",
  /** SPEC §8 (write form). */
  required: "제목과 요약은 필수입니다.",
  created: "보도자료를 등록했습니다.",
  signIn: {
    heading: "관리자 로그인",
    note: "보도자료 등록은 관리자만 할 수 있습니다.",
    email: "이메일",
    password: "비밀번호",
    submit: "로그인",
    submitting: "로그인 중...",
  },
  admin: {
    welcome: (email: string) => `${email}님, 환영합니다.`,
    signOut: "로그아웃",
    manage: "관리자 페이지",
  },
  write: {
    heading: "보도자료 작성",
    title: "제목",
    summary: "요약",
    content: "내용",
    contentHint: "줄을 바꾸면 문단이 나뉩니다.",
    requiredMark: "필수",
    submit: "등록",
    submitting: "등록 중...",
  },
} as const;
