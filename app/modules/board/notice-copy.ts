/** The notices board's public words. */
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
