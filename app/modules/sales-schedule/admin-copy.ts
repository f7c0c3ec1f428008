import { publishedDocumentCopy } from "#app/platform/admin-ui/copy.ts";
/** The schedule editor's words (/admin/schedule). */
export const adminScheduleCopy = {
  title: "분양 일정",
  lead: "분양 일정표 전체를 임시 저장하고, 미리 본 뒤 게시합니다. 게시하면 인터넷 청약 페이지(/SalesInfo/guide)에 바로 반영됩니다.",
  readOnly: "상담사는 일정을 볼 수만 있습니다.",
  neverPublished: "아직 게시한 일정이 없습니다. 지금은 인터넷 청약 페이지에 준비 중 안내가 보입니다.",
  published: (revision: number, at: string) => `게시 중: 제${revision}판 (${at})`,
  unpublishedChanges: "게시하지 않은 변경이 있습니다.",
  columns: { label: "일정 이름", start: "시작일", end: "종료일 (하루면 비움)", note: "비고" },
  rowLabel: (n: number, field: string) => `${n}번째 줄 ${field}`,
  blankHint: "빈 줄은 저장하지 않습니다. 줄 순서가 표시 순서입니다. 날짜는 한국 날짜입니다.",
  ...publishedDocumentCopy,
  preview: "저장 후 미리보기",
  rows: (n: number) => `${n}개 일정`,
  done: {
    saved: "임시 저장했습니다.",
    published: "게시했습니다. 인터넷 청약 페이지에 반영되었습니다.",
    restored: "이전 판을 임시 저장본으로 불러왔습니다. 확인 후 게시해 주세요.",
  },
} as const;
