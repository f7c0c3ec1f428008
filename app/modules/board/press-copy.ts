/** The press board's public words (SPEC §2 Press list and detail, §8). */
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
