import { CUSTOMER_PATH, NOTICE_PATH, PRESS_PATH, VISIT_PATH } from "./paths.ts";

/**
 * Menus as the original has them (SPEC §2), odd parts included, except one slip: 99B and 99C each
 * link to their own plan, not /FloorPlan/114A.
 */
export type MenuLink = { title: string; url: string };
export type MenuGroup = { title: string; subMenu: readonly MenuLink[] };

export const unitRoutes: { label: string; url: string }[] = [
  { label: "84A", url: "/FloorPlan/59A" },
  { label: "84B", url: "/FloorPlan/59B" },
  { label: "84C", url: "/FloorPlan/84A" },
  { label: "84D", url: "/FloorPlan/84B" },
  { label: "99A", url: "/FloorPlan/114A" },
  { label: "99B", url: "/FloorPlan/114B" },
  { label: "99C", url: "/FloorPlan/114C" },
];

/** The sub-menu item the press pages mark as current (their own URLs differ from the menu's). */
export const PRESS_MENU_PATH = PRESS_PATH;
export const NOTICE_MENU_PATH = NOTICE_PATH;

/** The model-house visit booking: the one thing called "방문 예약". The lead form is "관심고객 등록". */
export const visitBooking = { path: VISIT_PATH, label: "방문 예약" } as const;
export const interestSignup = { path: CUSTOMER_PATH, label: "관심고객 등록" } as const;

const location = [
  { title: "입지안내", url: "/LocationEnvironment/intro" },
  { title: "프리미엄", url: "/LocationEnvironment/primium" },
];

const salesDocuments = [
  { title: "청약제도 변경", url: "/SalesInfo/SubscriptionGuide" },
  { title: "입주자모집공고", url: "/SalesInfo/announcement" },
];

export const subMenus = {
  brand: [
    { title: "브랜드 소개", url: "/Brand/intro" },
    { title: "홍보영상", url: "/Brand/video" },
  ],
  business: [
    { title: "사업개요", url: "/BusinessGuide/intro" },
    { title: "분양일정", url: "/BusinessGuide/plan" },
    { title: "계약서류 안내", url: "/BusinessGuide/documents" },
  ],
  location,
  complex: [
    { title: "단지배치도", url: "/ComplexGuide/intro" },
    { title: "호수배치도", url: "/ComplexGuide/detailintro" },
    { title: "커뮤니티", url: "/ComplexGuide/community" },
  ],
  units: [
    ...unitRoutes.map((unit) => ({ title: unit.label, url: unit.url })),
    { title: "모델하우스", url: "/FloorPlan/Emodel" },
  ],
  floorPlanVideos: [{ title: "가이드영상", url: "/FloorPlan/videos" }, ...location],
  interior: [
    { title: "59㎡", url: "/Interior/59A" },
    { title: "84㎡", url: "/Interior/84A" },
  ],
  interiorComingSoon: [
    { title: "84B", url: "/Interior/84B" },
    { title: "119", url: "/Interior/84B#type-119" },
  ],
  sales: salesDocuments,
  salesGuide: [
    { title: "인터넷 청약", url: "/SalesInfo/guide" },
    ...salesDocuments,
    { title: "인지세 안내", url: "/SalesInfo/stampTax" },
  ],
  press: [
    { title: "보도자료", url: PRESS_PATH },
    { title: "공지사항", url: NOTICE_PATH },
    { title: visitBooking.label, url: visitBooking.path },
    { title: interestSignup.label, url: interestSignup.path },
  ],
} satisfies Record<string, MenuLink[]>;

export const mainMenu: MenuGroup[] = [
  {
    title: "브랜드",
    subMenu: [
      { title: "브랜드 소개", url: "/brand/intro" },
      { title: "홍보영상", url: "/brand/video" },
    ],
  },
  { title: "사업개요", subMenu: subMenus.business },
  { title: "입지환경", subMenu: subMenus.location },
  { title: "단지안내", subMenu: subMenus.complex },
  {
    title: "세대안내",
    subMenu: [
      ...subMenus.units,
      { title: "가이드영상", url: "/FloorPlan/videos" },
      { title: "인테리어", url: "/Interior/59A" },
    ],
  },
  {
    title: "홍보센터",
    subMenu: [
      { title: visitBooking.label, url: visitBooking.path },
      { title: "관심고객등록", url: CUSTOMER_PATH },
      { title: "보도자료", url: PRESS_PATH },
      { title: "공지사항", url: NOTICE_PATH },
      ...subMenus.salesGuide,
    ],
  },
];

export type SubMenuKey = keyof typeof subMenus;

export const footerLinks = {
  privacy: "개인정보처리방침",
} as const;

export const relatedSites = [{ title: "한신더휴 공식 홈페이지", url: "https://www.hanshinthehue.com" }];
