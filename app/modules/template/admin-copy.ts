import { publishedDocumentCopy } from "#app/platform/admin-ui/copy.ts";
import { FACTS_MAX, TYPES_MAX } from "./fields.ts";

/** The template editor's words (/admin/template). */
export const adminTemplateCopy = {
  title: "홈페이지 내용",
  lead: "전용 디자인이 없는 단지의 홈페이지(표준 템플릿)에 보이는 글과 사진입니다: 홈, 평면도, 입지. 분양 일정은 ‘분양 일정’에서, 대표 전화와 견본주택 주소는 ‘사이트 기본 정보’에서 고칩니다. 게시하면 이 단지의 주소에서 몇 초 안에 보입니다.",
  designed: (name: string) =>
    `${name}은(는) 전용으로 디자인한 페이지를 씁니다. 여기서 고친 내용은 다른 단지처럼 표준 템플릿을 쓰게 될 때 보입니다.`,
  readOnly: "이 페이지는 볼 수만 있습니다.",
  neverPublished: "아직 게시한 적이 없습니다. 홈에는 단지 이름만 보입니다.",
  published: (revision: number, at: string) => `게시 중: 제${revision}판 (${at})`,
  unpublishedChanges: "게시하지 않은 변경이 있습니다.",
  sections: { home: "홈", location: "입지", types: "평면도(타입)", privacy: "개인정보처리방침" },
  privacyLead:
    "개인정보처리방침에 이 단지의 개인정보처리자로 표시됩니다. 법인명은 게시하려면 꼭 입력해야 하며, 보호책임자와 연락처를 비워 두면 분양관리팀장과 대표 전화번호가 표시됩니다.",
  fields: {
    headline: { label: "대표 문구", hint: "홈 첫 화면의 큰 제목입니다. 예: 강이 보이는 첫 번째 집" },
    intro: { label: "소개 문구", hint: "대표 문구 아래에 보입니다. 줄을 바꿔 쓸 수 있습니다." },
    heroImage: { label: "홈 대표 사진", hint: "가로로 긴 사진이 좋습니다(JPG, PNG, WebP, AVIF, 10MB 이하)." },
    heroAlt: { label: "홈 대표 사진 설명", hint: "사진을 볼 수 없는 사람에게 읽어 주는 설명입니다." },
    facts: {
      label: "주요 정보",
      hint: `한 줄에 하나씩 ‘항목: 내용’으로 ${FACTS_MAX}줄까지. 예: 세대수: 1,200세대`,
    },
    address: { label: "단지 주소", hint: "입지 페이지에 보입니다." },
    mapUrl: { label: "지도 링크", hint: "입지 페이지의 ‘지도에서 보기’ 링크입니다. https://로 시작합니다." },
    locationText: { label: "입지 설명", hint: "빈 줄로 문단을 나눕니다." },
    locationImage: { label: "입지 사진", hint: "조감도나 주변 지도 사진(JPG, PNG, WebP, AVIF)." },
    locationAlt: { label: "입지 사진 설명", hint: "사진을 볼 수 없는 사람에게 읽어 주는 설명입니다." },
    developerName: {
      label: "사업주체(시행사) 법인명",
      hint: "등기된 법인 이름 그대로 씁니다. 예: 리버뷰개발 주식회사",
    },
    privacyOfficer: { label: "개인정보 보호책임자", hint: "직책이나 부서와 이름. 예: 분양관리팀장 홍길동" },
    privacyContact: {
      label: "개인정보 보호책임자 연락처",
      hint: "전화번호 또는 이메일 주소. 예: 02-1234-5678, privacy@example.com",
    },
  },
  types: {
    lead: `타입마다 한 줄입니다(${TYPES_MAX}개까지). 빈 줄은 저장하지 않으며, 타입을 지우려면 그 줄의 칸을 모두 비웁니다.`,
    caption: "평면도 타입",
    name: "타입",
    exclusiveArea: "전용면적(㎡)",
    supplyArea: "공급면적(㎡)",
    households: "세대수",
    plan: "평면도 사진",
    current: "지금 사진",
    rowLabel: (n: number) => `${n}번째 타입`,
  },
  invalidForm: "입력한 내용을 확인해 주세요.",
  currentImage: "지금 사진 보기",
  noImage: "사진 없음",
  ...publishedDocumentCopy,
  done: {
    saved: "임시 저장했습니다.",
    published: "게시했습니다. 이 단지의 홈페이지에 몇 초 안에 반영됩니다.",
    restored: "이전 판을 임시 저장본으로 불러왔습니다. 확인 후 게시해 주세요.",
  },
} as const;
