import { pic } from "../pictures.ts";
import { keywords, type Page } from "./shared.ts";

export const complexBanner = {
  title: "COMPLEX",
  tagline: "호수 조망과 숲을 담은 여유로운 단지 설계",
  image: pic("banner-complex"),
} as const;

export const complexIntroPage = {
  path: "/ComplexGuide/intro",
  title: "단지배치도",
  description: "펜타시티 한신더휴 단지배치도. 동 배치와 조경, 부대시설의 위치를 한눈에 확인하세요.",
  keywords: keywords("단지배치도", "동 배치"),
  kind: "project",
  breadcrumb: ["단지안내", "단지배치도"],
  banner: complexBanner,
  subMenu: "complex",
} satisfies Page;

export const complexDetailPage = {
  path: "/ComplexGuide/detailintro",
  title: "호수배치도",
  description: "펜타시티 한신더휴 호수배치도. 동·호수별 배치와 호수 조망을 안내합니다.",
  keywords: keywords("호수배치도", "호수 조망"),
  kind: "project",
  breadcrumb: ["단지안내", "호수배치도"],
  banner: complexBanner,
  subMenu: "complex",
} satisfies Page;

export const complexCommunityPage = {
  path: "/ComplexGuide/community",
  title: "커뮤니티",
  description: "피트니스센터, 독서실, 카페까지. 펜타시티 한신더휴의 커뮤니티 시설을 소개합니다.",
  keywords: keywords("커뮤니티", "피트니스", "독서실", "카페"),
  kind: "project",
  breadcrumb: ["단지안내", "커뮤니티"],
  banner: complexBanner,
  subMenu: "complex",
} satisfies Page;
