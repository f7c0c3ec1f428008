import type { HomeFigure, HomeLink } from "./home-hero.ts";
import { VISIT_PATH } from "./paths.ts";
import { type Picture, pic } from "./pictures.ts";
import { site } from "./site.ts";

/** The home page's words (SPEC §1, §2); the first screen's are in home-hero.ts, which loads with the page. */
export type PremiumCard = {
  number: string;
  image: Picture;
  title: string;
  lines: [string, string];
  link: string;
  linkText: string;
};

export type ComplexItem = { id: string; title: string; text: string; image: Picture; link: HomeLink };

export type BenefitIcon = "gift" | "news" | "message";

export const homeBrand = {
  eyebrow: "BRAND",
  badge: "1군 브랜드",
  titleLines: ["1군 브랜드 한신더휴가", "완성하는 프리미엄 라이프"],
  body: "오랜 시공 경험으로 쌓아 온 기술력과 신뢰 위에, 살수록 가치가 깊어지는 집을 짓습니다. 한신더휴의 품격 있는 설계와 꼼꼼한 마감이 펜타시티의 새로운 기준이 됩니다.",
  values: [
    { title: "신뢰", text: "검증된 시공 품질과 책임 시공" },
    { title: "품격", text: "디테일까지 설계한 공간과 조경" },
    { title: "가치", text: "대단지 브랜드 아파트의 미래가치" },
  ],
  link: { label: "브랜드 소개 보기", href: "/Brand/intro" } satisfies HomeLink,
} as const;

export const homePremium = {
  eyebrow: "PREMIUM",
  title: "펜타시티 한신더휴의 4가지 프리미엄",
  sliderLabel: "프리미엄 안내",
  slideOf: "/",
  dotSuffix: "번째 슬라이드",
  pause: "자동 넘김 정지",
  play: "자동 넘김 재생",
} as const;

export const premiumCards: PremiumCard[] = [
  {
    number: "PREMIUM 01",
    image: pic("premium-01"),
    title: "2,192세대 프리미엄 대단지",
    lines: ["약 3,700세대 펜타시티의 중심", "2ABL 1,597세대 + 4ABL 595세대"],
    link: "/BusinessGuide/intro",
    linkText: "사업개요 보기",
  },
  {
    number: "PREMIUM 02",
    image: pic("premium-02"),
    title: "일자리 가까운 직주근접",
    lines: ["약 250개 기업 입주 예정 산업단지", "약 8,300억 원의 경제효과 기대"],
    link: "/LocationEnvironment/intro",
    linkText: "입지안내 보기",
  },
  {
    number: "PREMIUM 03",
    image: pic("premium-03"),
    title: "호수공원 그린 프리미엄",
    lines: ["호수공원과 수변 산책로를 가까이", "숲과 물이 함께하는 쾌적한 일상"],
    link: "/LocationEnvironment/primium",
    linkText: "프리미엄 보기",
  },
  {
    number: "PREMIUM 04",
    image: pic("premium-04"),
    title: "교육·생활 원스톱 인프라",
    lines: ["단지 가까이 초·중·고 학교 계획", "생활편의시설을 누리는 생활권"],
    link: "/LocationEnvironment/primium",
    linkText: "프리미엄 보기",
  },
];

export const homeLocation = {
  eyebrow: "LOCATION",
  titleLines: ["약 3,700세대 펜타시티,", "그 중심의 2,192세대"],
  body: "산업단지와 호수공원, 학교와 생활편의시설을 가까이 누리는 펜타시티의 핵심 입지입니다.",
  figures: [
    { prefix: "약", value: "3,700", unit: "세대", label: "펜타시티 미니신도시" },
    { value: "1,597", unit: "세대", label: "2ABL 블록" },
    { value: "595", unit: "세대", label: "4ABL 블록" },
    { value: "54", unit: "%", label: "펜타시티 공동주택용지 비중" },
    { prefix: "약", value: "250", unit: "개", label: "입주 예정 기업" },
    { prefix: "약", value: "8,300", unit: "억 원", label: "기대 경제효과" },
  ] satisfies HomeFigure[],
  image: pic("location-map") satisfies Picture,
  link: { label: "입지환경 자세히 보기", href: "/LocationEnvironment/intro" } satisfies HomeLink,
} as const;

export const complexItems: ComplexItem[] = [
  {
    id: "layout",
    title: "단지배치도",
    text: "넓은 동간 거리와 중앙 광장을 중심으로 채광과 통풍, 보행 동선을 살린 배치입니다.",
    image: pic("site-plan"),
    link: { label: "단지배치도 보기", href: "/ComplexGuide/intro" },
  },
  {
    id: "design",
    title: "특화설계",
    text: "저층 특화 설계와 호수 조망을 고려한 동 배치로 단지 어디서나 여유로운 풍경을 누립니다.",
    image: pic("special-design"),
    link: { label: "호수배치도 보기", href: "/ComplexGuide/detailintro" },
  },
  {
    id: "community",
    title: "커뮤니티",
    text: "피트니스센터와 독서실, 카페를 갖춘 커뮤니티에서 운동과 공부, 휴식을 단지 안에서 해결합니다.",
    image: pic("community"),
    link: { label: "커뮤니티 보기", href: "/ComplexGuide/community" },
  },
];

export const homeComplex = {
  eyebrow: "COMPLEX",
  title: "호수와 숲을 품은 단지 설계",
  body: "2,192세대 대단지의 규모를 살려 조경과 커뮤니티, 특화설계를 한 단지 안에 담았습니다.",
} as const;

export const homeOverview = {
  eyebrow: "OVERVIEW",
  title: "펜타시티 한신더휴 한눈에 보기",
  accordionName: "home-overview",
  summaryTitle: "사업개요",
  locationTitle: "입지환경",
  premiumTitle: "프리미엄",
  summaryRows: [
    { label: "사업명", value: site.name },
    { label: "대지위치", value: site.address },
    { label: "대지면적", value: "106,050.4985㎡" },
    { label: "건축규모", value: "지하 3층 ~ 지상 29층" },
    { label: "세대수", value: "총 2,192세대 (2ABL 1,597세대 · 4ABL 595세대)" },
    { label: "주택형", value: "전용 84㎡ · 99㎡" },
    { label: "계약조건", value: "계약금 5%" },
  ],
  summaryLink: { label: "사업개요 자세히 보기", href: "/BusinessGuide/intro" } satisfies HomeLink,
} as const;

export const homeComplexAccordion = {
  eyebrow: "COMPLEX",
  title: "단지안내",
  accordionName: "home-complex",
} as const;

export const homeUnits = {
  eyebrow: "UNIT PLAN",
  title: "세대안내",
  body: "실속 있는 84㎡부터 여유로운 99㎡까지, 7가지 주택형을 만나 보세요.",
} as const;

export const homeEmodel = {
  eyebrow: "E-MODEL HOUSE",
  title: "E-모델하우스",
  body: "견본주택에 가지 않아도 VR로 세대 내부를 실제처럼 둘러보실 수 있습니다.",
  link: { label: "평면도 자세히 보기", href: "/FloorPlan/84A" } satisfies HomeLink,
} as const;

export const homeBenefits = {
  eyebrow: "BENEFIT",
  titleLines: ["지금 방문예약하시면", "세 가지 혜택을 드립니다"],
  items: [
    {
      icon: "gift",
      title: "방문예약 상품권 증정",
      text: "방문예약을 하신 모든 고객께 상품권을 드립니다.",
    },
    {
      icon: "news",
      title: "잔여세대 소식 안내",
      text: "잔여세대와 분양 소식을 가장 먼저 알려 드립니다.",
    },
    {
      icon: "message",
      title: "견본주택 위치 안내",
      text: "예약하시면 견본주택 주소와 지도 링크를 예약 확인 화면에서 바로 안내해 드립니다.",
    },
  ] satisfies { icon: BenefitIcon; title: string; text: string }[],
  cta: { label: "방문 예약하기", href: VISIT_PATH } satisfies HomeLink,
  phoneLabel: "분양문의",
} as const;

export const homeInterest = {
  /** The home page's lead form (SPEC §2's anchor); the visit booking itself is /Promotion/Visit. */
  id: "interestForm",
  visitLink: "견본주택 방문 예약하기",
  eyebrow: "INTEREST",
  title: "관심고객 등록",
  body: "성함과 연락처를 남겨 주시면 분양 소식과 잔여세대 정보를 가장 먼저 안내해 드립니다.",
  slotLine: "전화 한 통으로도 방문 예약을 도와 드립니다.",
  phoneLabel: "분양문의",
} as const;
