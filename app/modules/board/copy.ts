/**
 * Words of both boards' public pages (SPEC §2 Press list and detail, §8) and the page data their
 * routes hand to `SubPage` and `seo()`. Rendered on demand, so the sitemap lists them itself.
 */
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

export const noticeCopy = {
  caption: "공지사항 목록",
  columns: { number: "번호", category: "분류", title: "제목", date: "게시일" },
  pinned: "고정",
  allCategories: "전체",
  categoryFilter: "분류별 보기",
  empty: {
    title: "등록된 공지사항이 없습니다",
    text: "새로운 소식이 준비되는 대로 이곳에서 가장 먼저 알려 드리겠습니다.",
  },
  pages: "공지사항 목록 페이지",
  previous: "이전",
  next: "다음",
  pageOf: (page: number, pages: number) => `${pages}쪽 중 ${page}쪽`,
  date: "게시일",
  category: "분류",
  backToList: "목록으로",
  previewBanner: "미리보기입니다. 아직 게시되지 않은 임시 저장본이며, 방문자에게는 보이지 않습니다.",
  backToEditor: "편집으로 돌아가기",
  attachments: "첨부 파일",
  pdf: "PDF",
} as const;
