import { publishedDocumentCopy } from "#app/platform/admin-ui/copy.ts";
/** The documents page's words (/admin/documents). */
export const adminDocumentsCopy = {
  title: "공고 문서",
  lead: "입주자모집공고 등 PDF 문서의 새 판을 올리고 게시합니다. 게시하면 공개 주소가 곧바로 새 판을 가리키고, 입주자모집공고 페이지(/SalesInfo/announcement)에 반영됩니다.",
  readOnly: "상담사는 문서를 볼 수만 있습니다.",
  tabs: "문서 종류",
  neverPublished: "아직 게시한 판이 없습니다.",
  neverPublishedRecruitment: "아직 게시한 판이 없습니다. 지금은 처음 올려 둔 공고문이 보입니다.",
  published: (revision: number, label: string, at: string) => `게시 중: 제${revision}판 ${label} (${at})`,
  stableAddress: "공개 주소 (언제나 게시 중인 판)",
  unpublishedChanges: "게시하지 않은 임시 저장본이 있습니다.",
  draftFile: "임시 저장본의 파일",
  publishedFile: "게시 중인 판의 파일",
  openFile: "파일 열어 보기",
  newVersion: "새 판 올리기",
  fields: {
    file: "PDF 파일",
    fileHint: "PDF 문서만, 20MB까지 올릴 수 있습니다. 위 파일을 그대로 쓰려면 비워 두세요.",
    fileHintFirst: "PDF 문서만, 20MB까지 올릴 수 있습니다.",
    title: "제목",
    label: "판 이름",
    labelExample: "예: 2026.12.01 공고",
    date: "공고일",
  },
  ...publishedDocumentCopy,
  noFile: "올릴 PDF 파일을 골라 주세요.",
  mustBePdf: (document: string) =>
    `${document}는 PDF 문서만 올릴 수 있습니다. 이미지나 다른 형식의 파일은 PDF로 저장해 다시 올려 주세요.`,
  done: {
    saved: "임시 저장했습니다.",
    published: "게시했습니다. 공개 주소가 새 판을 가리킵니다.",
    restored: "이전 판을 임시 저장본으로 불러왔습니다. 확인 후 게시해 주세요.",
  },
} as const;
