import { pic } from "../pictures.ts";
import { keywords, type Page } from "./shared.ts";

export const locationBanner = {
  title: "LOCATION",
  tagline: "일자리와 호수공원, 교육을 모두 품은 입지",
  image: pic("banner-location"),
} as const;

export const locationIntroPage = {
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
} satisfies Page;

export const locationPremiumPage = {
  path: "/LocationEnvironment/primium",
  title: "프리미엄",
  description: "펜타시티 한신더휴만의 프리미엄. 공동주택용지의 54%를 차지하는 대단지의 가치를 확인하세요.",
  keywords: keywords("프리미엄", "대단지 아파트"),
  kind: "project",
  breadcrumb: ["입지환경", "프리미엄"],
  banner: locationBanner,
  subMenu: "location",
} satisfies Page;
