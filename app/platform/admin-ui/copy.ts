/**
 * Words of the admin area's own frame: the shell, the sign-in page and paging (the access log's
 * words are in modules/audit). Each feature's admin pages keep their words in its own `admin-copy.ts`.
 * Not in SPEC: the original had no admin area beyond the press page's login.
 */
import { site } from "#app/content/site.ts";
import type { AdminNavGroup } from "./nav.ts";

export const adminCopy = {
  brand: `${site.name} 관리자`,
  signOut: "로그아웃",
  /** The top bar's complex: its name, and a choice for those who work for more than one. */
  complex: {
    brand: (name: string) => `${name} 관리자`,
    label: "관리 단지",
    submit: "전환",
  },
  /** The menu: a sidebar on a desktop, behind the toggle on a phone. */
  menu: {
    label: "관리자 메뉴",
    toggle: "메뉴",
    current: "현재 화면:",
    groups: {
      desk: "상담·예약",
      messages: "문자",
      site: "사이트 관리",
      operations: "운영",
      account: "내 계정",
    } satisfies Record<Exclude<AdminNavGroup, "home">, string>,
  },
  viewSite: "사이트 보기",
  login: {
    title: "관리자 로그인",
    lead: "등록된 관리자 계정으로 로그인해 주세요.",
    email: "이메일",
    password: "비밀번호",
    submit: "로그인",
    submitting: "로그인 중...",
    note: "계정이 없거나 비밀번호를 잊으셨다면 사이트 운영 담당자에게 문의해 주세요.",
    back: "이전 페이지로 돌아가기",
    /** After an invited person set their password (modules/staff). */
    invited: "비밀번호를 설정했습니다. 새 비밀번호로 로그인해 주세요.",
  },
  pagination: { previous: "이전", next: "다음", page: (page: number, count: number) => `${page} / ${count} 페이지` },
} as const;

/** A staff member's role is not named for the page or action (the route-by-role rule). */
export const NOT_ALLOWED_MESSAGE =
  "이 화면이나 작업은 담당 역할에게만 허용됩니다. 필요하면 총괄 관리자에게 문의해 주세요.";
export const notAllowedCopy = { title: "권한이 없습니다", actionLabel: "관리자 홈으로" } as const;

/** The words every published document's editor shares. */
export const publishedDocumentCopy = {
  save: "임시 저장",
  publish: "게시",
  revisions: "게시 이력 (최근 50개)",
  noRevisions: "게시 이력이 없습니다.",
  revision: (n: number) => `제${n}판`,
  restore: "임시 저장본으로 불러오기",
  invalid: "요청이 올바르지 않습니다.",
  conflict: "다른 사람이 동시에 게시했습니다. 새로 고친 뒤 다시 시도해 주세요.",
};
