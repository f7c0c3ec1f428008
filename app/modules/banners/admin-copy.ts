import { publishedDocumentCopy } from "#app/platform/admin-ui/copy.ts";
import { POPUP_ALT_MAX, STRIP_MESSAGE_MAX, STRIP_MESSAGES_MAX } from "./fields.ts";

/** The banners editor's words (/admin/banners). */
export const adminBannersCopy = {
  title: "배너·팝업",
  lead: "홈 화면 팝업 공지와 상단에 흐르는 안내 문구를 임시 저장하고 게시합니다. 게시하면 사이트에 바로 반영됩니다.",
  readOnly: "상담사는 배너와 팝업을 볼 수만 있습니다.",
  neverPublished: "아직 게시한 내용이 없습니다. 지금은 팝업이 없고, 흐르는 문구는 기본 문구가 보입니다.",
  published: (revision: number, at: string) => `게시 중: 제${revision}판 (${at})`,
  unpublishedChanges: "게시하지 않은 변경이 있습니다.",
  popups: "홈 화면 팝업 공지",
  popupsHint:
    "시작 시각부터 종료 시각 전까지 홈 화면을 열면 팝업으로 보입니다(한국 시각). 순서가 작은 것부터 보입니다. 빈 줄은 저장하지 않습니다.",
  popup: (n: number) => `팝업 ${n}`,
  columns: {
    image: "이미지",
    alt: "이미지 설명 (필수)",
    link: "링크 (선택)",
    start: "시작 시각",
    end: "종료 시각",
    order: "순서",
  },
  imageHint: "JPG·PNG·WebP·AVIF, 10MB 이하. 한 번에 올리는 이미지는 모두 합쳐 20MB 이내로 해 주세요.",
  replaceImage: "이미지 바꾸기",
  altHint: `이미지에 적힌 내용을 그대로 적어 주세요(${POPUP_ALT_MAX}자 이내).`,
  linkHint: "누르면 열 주소: https://… 또는 /Promotion/Notice 같은 사이트 안 경로",
  remove: "이 팝업 삭제",
  strip: "상단 흐르는 안내 문구",
  stripHint: `한 줄에 하나씩, ${STRIP_MESSAGES_MAX}줄까지(한 줄 ${STRIP_MESSAGE_MAX}자 이내). 비워 두면 기본 문구가 보입니다.`,
  ...publishedDocumentCopy,
  preview: "저장 후 팝업 미리보기",
  summary: (popups: number, messages: number) => `팝업 ${popups}개 · 문구 ${messages}줄`,
  rowError: (n: number, message: string) => `팝업 ${n}: ${message}`,
  done: {
    saved: "임시 저장했습니다.",
    published: "게시했습니다. 사이트에 반영되었습니다.",
    restored: "이전 판을 임시 저장본으로 불러왔습니다. 확인 후 게시해 주세요.",
  },
} as const;
