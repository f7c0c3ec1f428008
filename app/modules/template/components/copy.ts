/** The standard template's words: every complex's pages share them, its own words are its data. */
export const templateCopy = {
  skip: "본문 바로가기",
  menu: "메뉴",
  interest: "관심고객 등록",
  visit: "방문 예약",
  phone: "분양 문의",
  modelHouse: "견본주택",
  builder: "시공",
  privacy: "개인정보처리방침",
  disclaimer:
    "이 홈페이지의 사진과 그림은 소비자의 이해를 돕기 위한 것으로 실제와 다를 수 있습니다. 분양 조건은 입주자 모집공고를 확인해 주세요.",
  home: {
    facts: "단지 개요",
    visitCta: "견본주택 방문 예약",
    interestCta: "관심고객 등록",
    more: "더 알아보기",
    links: [
      { label: "분양 안내", text: "분양 일정과 공고", path: "/SalesInfo/guide" },
      { label: "평면도", text: "타입별 평면과 면적", path: "/FloorPlan" },
      { label: "입지", text: "단지 위치와 주변 환경", path: "/LocationEnvironment/intro" },
    ],
  },
  plans: {
    title: "평면도",
    description: (name: string) => `${name}의 타입별 평면도와 전용·공급면적, 세대수를 안내합니다.`,
    empty: "평면도를 준비하고 있습니다. 곧 안내해 드리겠습니다.",
    type: (name: string) => `${name}타입`,
    exclusive: "전용면적",
    supply: "공급면적",
    households: "세대수",
    householdsValue: (n: number) => `${n.toLocaleString("ko-KR")}세대`,
    area: (m2: number) => `${m2.toLocaleString("ko-KR", { maximumFractionDigits: 2 })}㎡`,
    noPlan: "평면도 그림을 준비하고 있습니다.",
  },
  location: {
    title: "입지 환경",
    description: (name: string) => `${name}의 위치와 주변 환경을 안내합니다.`,
    empty: "입지 안내를 준비하고 있습니다. 곧 안내해 드리겠습니다.",
    address: "단지 주소",
    map: "지도에서 보기",
    newWindow: "(새 창)",
  },
} as const;

/** The bar over a staff preview of a complex not open yet (sent in the preview's data only, not in the shell's code). */
export const STAFF_PREVIEW_NOTE =
  "미리보기: 아직 공개되지 않은 단지입니다. 방문자에게는 ‘준비 중’ 안내가 보이며, 이 화면은 로그인한 단지 직원에게만 보입니다.";
