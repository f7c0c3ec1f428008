import type { SubMenuKey } from "./menus.ts";

/**
 * Every public content page: its canonical path (the SPEC spelling), search-engine words,
 * banner copy and sub-menu. The sitemap, the prerender list, canonical links and
 * breadcrumbs are all generated from this one table.
 */
export type PageKind = "home" | "project" | "page";

export type Page = {
  path: string;
  /** Tab title without the site suffix. */
  title: string;
  description: string;
  keywords: string[];
  kind: PageKind;
  /** Breadcrumb trail below the home page, e.g. ["단지안내", "단지배치도"]. */
  breadcrumb: string[];
  banner?: { title: string; tagline: string; image: BannerImage };
  subMenu?: SubMenuKey;
  /** Other spellings that render the same page (SPEC §2); served on demand, canonical → path. */
  aliases?: string[];
  /** Sitemap priority. */
  priority?: number;
};

export type BannerImage =
  | "banner-brand"
  | "banner-business"
  | "banner-location"
  | "banner-complex"
  | "banner-floorplan"
  | "banner-interior"
  | "banner-sales"
  | "banner-promotion";

const commonKeywords = ["펜타시티 한신더휴", "아산 탕정 아파트", "펜타시티", "한신더휴", "신규 분양"];

function keywords(...specific: string[]): string[] {
  return [...specific, ...commonKeywords];
}

const brandBanner = {
  title: "BRAND",
  tagline: "더 나은 삶의 가치를 짓는 프리미엄 브랜드, 한신더휴",
  image: "banner-brand",
} as const;
const businessBanner = {
  title: "BUSINESS",
  tagline: "약 3,700세대 펜타시티의 중심, 2,192세대 대단지",
  image: "banner-business",
} as const;
const locationBanner = {
  title: "LOCATION",
  tagline: "일자리와 호수공원, 교육을 모두 품은 입지",
  image: "banner-location",
} as const;
const complexBanner = {
  title: "COMPLEX",
  tagline: "호수 조망과 숲을 담은 여유로운 단지 설계",
  image: "banner-complex",
} as const;
const floorPlanBanner = {
  title: "UNIT PLAN",
  tagline: "생활의 동선을 먼저 생각한 평면 설계",
  image: "banner-floorplan",
} as const;
const interiorBanner = {
  title: "INTERIOR",
  tagline: "빛과 소재로 완성한 품격 있는 공간",
  image: "banner-interior",
} as const;
const promotionBanner = {
  title: "PROMOTION",
  tagline: "분양 소식과 견본주택 방문 안내를 가장 먼저 받아보세요",
  image: "banner-promotion",
} as const;
const salesBanner = {
  title: "SALES INFO",
  tagline: "청약부터 계약까지, 꼭 확인해야 할 분양 정보",
  image: "banner-sales",
} as const;

export const pages = {
  home: {
    path: "/",
    title: "펜타시티 한신더휴 | 아산 탕정 펜타시티 2,192세대 프리미엄 대단지",
    description:
      "약 3,700세대 펜타시티의 중심, 2,192세대 펜타시티 한신더휴. 계약금 5%, 방문예약 시 상품권 증정. 단지·세대 안내와 관심고객 등록.",
    keywords: keywords("아산 분양", "탕정 분양", "계약금 5%"),
    kind: "home",
    breadcrumb: [],
    priority: 1,
  },
  brandIntro: {
    path: "/Brand/intro",
    aliases: ["/brand/intro"],
    title: "브랜드 소개",
    description:
      "1군 브랜드 한신더휴가 제안하는 새로운 주거 가치. 펜타시티 한신더휴의 브랜드 철학과 약속을 소개합니다.",
    keywords: keywords("한신더휴 브랜드", "1군 브랜드 아파트"),
    kind: "page",
    breadcrumb: ["브랜드", "브랜드 소개"],
    banner: brandBanner,
    subMenu: "brand",
  },
  brandVideo: {
    path: "/Brand/video",
    aliases: ["/brand/video"],
    title: "홍보영상",
    description: "펜타시티 한신더휴 홍보영상. 단지와 입지, 세대의 모습을 영상으로 만나보세요.",
    keywords: keywords("한신더휴 홍보영상", "분양 영상"),
    kind: "page",
    breadcrumb: ["브랜드", "홍보영상"],
    banner: brandBanner,
    subMenu: "brand",
  },
  businessIntro: {
    path: "/BusinessGuide/intro",
    title: "사업개요",
    description:
      "펜타시티 한신더휴 사업개요. 2ABL 1,597세대·4ABL 595세대, 대지면적 106,050.4985㎡, 지하 3층~지상 29층.",
    keywords: keywords("사업개요", "2ABL", "4ABL", "세대수"),
    kind: "project",
    breadcrumb: ["사업개요", "사업개요"],
    banner: businessBanner,
    subMenu: "business",
    priority: 0.9,
  },
  businessPlan: {
    path: "/BusinessGuide/plan",
    title: "분양일정",
    description: "펜타시티 한신더휴 분양일정. 특별공급부터 당첨자 발표, 계약까지의 일정을 안내합니다.",
    keywords: keywords("분양일정", "청약 일정", "당첨자 발표"),
    kind: "page",
    breadcrumb: ["사업개요", "분양일정"],
    banner: businessBanner,
    subMenu: "business",
  },
  businessDocuments: {
    path: "/BusinessGuide/documents",
    title: "계약서류 안내",
    description: "펜타시티 한신더휴 계약 시 준비해야 할 서류를 안내합니다.",
    keywords: keywords("계약서류", "분양 계약 준비물"),
    kind: "page",
    breadcrumb: ["사업개요", "계약서류 안내"],
    banner: businessBanner,
    subMenu: "business",
  },
  locationIntro: {
    path: "/LocationEnvironment/intro",
    title: "입지안내",
    description:
      "펜타시티 한신더휴 입지안내. 약 250개 기업 입주 예정, 약 8,300억 원 경제효과가 기대되는 펜타시티의 교통·교육·자연 환경.",
    keywords: keywords("입지안내", "펜타시티 입지", "탕정 교통"),
    kind: "project",
    breadcrumb: ["입지환경", "입지안내"],
    banner: locationBanner,
    subMenu: "location",
    priority: 0.9,
  },
  locationPremium: {
    path: "/LocationEnvironment/primium",
    title: "프리미엄",
    description: "펜타시티 한신더휴만의 프리미엄. 공동주택용지의 54%를 차지하는 대단지의 가치를 확인하세요.",
    keywords: keywords("프리미엄", "대단지 아파트"),
    kind: "project",
    breadcrumb: ["입지환경", "프리미엄"],
    banner: locationBanner,
    subMenu: "location",
  },
  complexIntro: {
    path: "/ComplexGuide/intro",
    title: "단지배치도",
    description: "펜타시티 한신더휴 단지배치도. 동 배치와 조경, 부대시설의 위치를 한눈에 확인하세요.",
    keywords: keywords("단지배치도", "동 배치"),
    kind: "project",
    breadcrumb: ["단지안내", "단지배치도"],
    banner: complexBanner,
    subMenu: "complex",
  },
  complexDetail: {
    path: "/ComplexGuide/detailintro",
    title: "호수배치도",
    description: "펜타시티 한신더휴 호수배치도. 동·호수별 배치와 호수 조망을 안내합니다.",
    keywords: keywords("호수배치도", "호수 조망"),
    kind: "project",
    breadcrumb: ["단지안내", "호수배치도"],
    banner: complexBanner,
    subMenu: "complex",
  },
  complexCommunity: {
    path: "/ComplexGuide/community",
    title: "커뮤니티",
    description: "피트니스센터, 독서실, 카페까지. 펜타시티 한신더휴의 커뮤니티 시설을 소개합니다.",
    keywords: keywords("커뮤니티", "피트니스", "독서실", "카페"),
    kind: "project",
    breadcrumb: ["단지안내", "커뮤니티"],
    banner: complexBanner,
    subMenu: "complex",
  },
  floorPlan59A: floorPlanPage("59A", "84A"),
  floorPlan59B: floorPlanPage("59B", "84B"),
  floorPlan84A: floorPlanPage("84A", "84C"),
  floorPlan84B: floorPlanPage("84B", "84D"),
  floorPlan114A: floorPlanPage("114A", "99A"),
  floorPlan114B: floorPlanPage("114B", "99B"),
  floorPlan114C: floorPlanPage("114C", "99C"),
  floorPlanVideos: {
    path: "/FloorPlan/videos",
    title: "가이드영상",
    description: "입지 안내, 59타입, 84타입 가이드영상으로 펜타시티 한신더휴를 미리 만나보세요.",
    keywords: keywords("가이드영상", "세대 영상", "입지 영상"),
    kind: "page",
    breadcrumb: ["세대안내", "가이드영상"],
    banner: floorPlanBanner,
    subMenu: "floorPlanVideos",
  },
  floorPlanEmodel: {
    path: "/FloorPlan/Emodel",
    title: "모델하우스",
    description: "사이버 모델하우스(E-모델하우스). VR로 펜타시티 한신더휴 견본주택을 둘러보세요.",
    keywords: keywords("사이버 모델하우스", "VR 모델하우스", "견본주택"),
    kind: "page",
    breadcrumb: ["세대안내", "모델하우스"],
    banner: floorPlanBanner,
    subMenu: "units",
  },
  interior59A: {
    path: "/Interior/59A",
    title: "인테리어 59㎡",
    description: "펜타시티 한신더휴 59㎡ 인테리어. 거실과 주방, 침실의 마감과 분위기를 확인하세요.",
    keywords: keywords("인테리어", "59㎡"),
    kind: "page",
    breadcrumb: ["세대안내", "인테리어", "59㎡"],
    banner: interiorBanner,
    subMenu: "interior",
  },
  interior84A: {
    path: "/Interior/84A",
    title: "인테리어 84㎡",
    description: "펜타시티 한신더휴 84㎡ 인테리어. 넓은 거실과 특화 주방을 사진으로 만나보세요.",
    keywords: keywords("인테리어", "84㎡"),
    kind: "page",
    breadcrumb: ["세대안내", "인테리어", "84㎡"],
    banner: interiorBanner,
    subMenu: "interior",
  },
  interior84B: {
    path: "/Interior/84B",
    title: "인테리어 84B·119 (준비 중)",
    description: "펜타시티 한신더휴 84B·119 인테리어 페이지는 준비 중입니다. 곧 공개됩니다.",
    keywords: keywords("인테리어", "84B", "119"),
    kind: "page",
    breadcrumb: ["세대안내", "인테리어", "84B"],
    banner: interiorBanner,
    subMenu: "interiorComingSoon",
  },
  salesGuide: {
    path: "/SalesInfo/guide",
    title: "인터넷 청약",
    description: "펜타시티 한신더휴 인터넷 청약 안내. 성공적인 청약을 위한 안내 이미지를 준비하고 있습니다.",
    keywords: keywords("인터넷 청약", "청약홈"),
    kind: "page",
    breadcrumb: ["분양안내", "인터넷 청약"],
    banner: salesBanner,
    subMenu: "salesGuide",
  },
  salesSubscription: {
    path: "/SalesInfo/SubscriptionGuide",
    title: "청약제도 변경",
    description: "달라진 청약제도의 주요 체크포인트를 펜타시티 한신더휴가 정리했습니다.",
    keywords: keywords("청약제도 변경", "청약 체크포인트"),
    kind: "page",
    breadcrumb: ["분양안내", "청약제도 변경"],
    banner: salesBanner,
    subMenu: "sales",
  },
  salesAnnouncement: {
    path: "/SalesInfo/announcement",
    title: "입주자모집공고",
    description: "펜타시티 한신더휴 입주자모집공고문을 PDF로 확인하세요.",
    keywords: keywords("입주자모집공고", "모집공고 PDF"),
    kind: "page",
    breadcrumb: ["분양안내", "입주자모집공고"],
    banner: salesBanner,
    subMenu: "sales",
    priority: 0.9,
  },
  salesStampTax: {
    path: "/SalesInfo/stampTax",
    aliases: ["/SalesInfo/StampTax"],
    title: "인지세 안내",
    description: "펜타시티 한신더휴 분양 계약 인지세 안내 페이지를 준비하고 있습니다.",
    keywords: keywords("인지세", "분양 계약 인지세"),
    kind: "page",
    breadcrumb: ["분양안내", "인지세 안내"],
    banner: salesBanner,
    subMenu: "salesGuide",
  },
  customer: {
    path: "/Promotion/Customer",
    title: "방문예약 등록",
    description:
      "펜타시티 한신더휴 방문예약·관심고객 등록. 성함과 연락처를 남기시면 분양 소식과 잔여세대, 견본주택 방문 안내를 빠르게 전해 드립니다.",
    keywords: keywords("방문예약", "관심고객 등록", "견본주택 방문", "분양 상담"),
    kind: "page",
    breadcrumb: ["홍보센터", "방문예약"],
    banner: promotionBanner,
    subMenu: "press",
    priority: 0.8,
  },
  privacy: {
    path: "/privacy",
    title: "개인정보처리방침",
    description:
      "펜타시티 한신더휴 분양 홈페이지의 개인정보처리방침. 수집하는 항목과 이용 목적, 보유 기간, 위탁, 정보주체의 권리를 안내합니다.",
    keywords: keywords("개인정보처리방침", "개인정보 보호"),
    kind: "page",
    breadcrumb: ["개인정보처리방침"],
    priority: 0.3,
  },
} satisfies Record<string, Page>;

export type PageKey = keyof typeof pages;

function floorPlanPage(route: string, label: string): Page {
  return {
    path: `/FloorPlan/${route}`,
    title: `평면안내 ${label}`,
    description: `펜타시티 한신더휴 ${label} 타입 평면도. 공간 구성과 동선, 특화 설계를 확인하세요.`,
    keywords: keywords("평면도", `${label} 타입`, `${route} 평면`),
    kind: "project",
    breadcrumb: ["세대안내", label],
    banner: floorPlanBanner,
    subMenu: "units",
  };
}

export const pageList: Page[] = Object.values(pages);

/** Paths rendered to HTML at build time: every canonical content path. */
export const prerenderPaths: string[] = pageList.map((page) => page.path);

export function findPageByPath(pathname: string): Page | undefined {
  const wanted = pathname.replace(/\/+$/, "").toLowerCase() || "/";
  return pageList.find(
    (page) => page.path.toLowerCase() === wanted || page.aliases?.some((alias) => alias.toLowerCase() === wanted),
  );
}
