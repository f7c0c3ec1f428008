import { publishedDocumentCopy } from "#app/platform/admin-ui/copy.ts";
/** The site facts editor's words (/admin/site-facts). */
export const adminFactsCopy = {
  title: "사이트 기본 정보",
  lead: "대표 전화번호, 전화 상담 시간, 견본주택 주소·운영 시간·지도 링크, 방문 예약 안내 문구, 카카오톡 채널 주소를 고칩니다. 게시하면 모든 공개 페이지의 머리글, 바닥글, 하단 바와 안내에 몇 초 안에 반영됩니다.",
  readOnly: "상담사는 기본 정보를 볼 수만 있습니다.",
  neverPublished: "아직 게시한 적이 없습니다. 지금은 처음 설치할 때의 값이 보입니다.",
  published: (revision: number, at: string) => `게시 중: 제${revision}판 (${at})`,
  unpublishedChanges: "게시하지 않은 변경이 있습니다.",
  fields: {
    salesPhone: { label: "대표 전화번호", hint: "예: 1661-0000, 041-123-4567" },
    consultationHours: {
      label: "전화 상담 시간",
      hint: "전화번호 곁에 ‘전화 상담’ 다음에 보입니다(머리글 메뉴, 바닥글, 홈, 관심고객 등록). 예: 24시간",
    },
    modelHouseAddress: { label: "견본주택 주소", hint: "바닥글, 방문 예약과 예약 확인 페이지에 보입니다." },
    modelHouseHours: { label: "견본주택 운영 시간", hint: "‘견본주택 운영’ 다음에 보입니다. 예: 매일 10:00~18:00" },
    mapUrl: { label: "지도 링크", hint: "예약 확인 페이지의 ‘지도에서 보기’ 링크입니다. https://로 시작합니다." },
    bookingNote: {
      label: "방문 예약 안내 문구",
      hint: "방문 예약 페이지의 예약 버튼 위에 보입니다. 비워 두면 보이지 않습니다.",
    },
    kakaoChannelUrl: {
      label: "카카오톡 채널 주소",
      hint: "예: https://pf.kakao.com/_abcd. 바닥글, 모바일 하단 바, 예약 완료 화면에 링크로 보입니다. 비워 두면 보이지 않습니다.",
    },
  },
  preview: "미리보기",
  previewLead: "저장된 임시본이 공개 페이지 바닥글과 모바일 하단에 이렇게 보입니다.",
  previewPhoneLabel: "분양 문의",
  previewModelHouse: "견본주택",
  previewMap: "지도에서 보기",
  previewBookingNote: "방문 예약 안내",
  previewKakao: "카카오톡 채널",
  ...publishedDocumentCopy,
  done: {
    saved: "임시 저장했습니다.",
    published: "게시했습니다. 모든 공개 페이지에 몇 초 안에 반영됩니다.",
    restored: "이전 판을 임시 저장본으로 불러왔습니다. 확인 후 게시해 주세요.",
  },
} as const;
