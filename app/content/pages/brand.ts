import { pic } from "../pictures.ts";
import { keywords, type Page } from "./shared.ts";

export const brandBanner = {
  title: "BRAND",
  tagline: "더 나은 삶의 가치를 짓는 프리미엄 브랜드, 한신더휴",
  image: pic("banner-brand"),
} as const;

export const brandIntroPage = {
  path: "/Brand/intro",
  aliases: ["/brand/intro"],
  title: "브랜드 소개",
  description: "1군 브랜드 한신더휴가 제안하는 새로운 주거 가치. 펜타시티 한신더휴의 브랜드 철학과 약속을 소개합니다.",
  keywords: keywords("한신더휴 브랜드", "1군 브랜드 아파트"),
  kind: "page",
  breadcrumb: ["브랜드", "브랜드 소개"],
  banner: brandBanner,
  subMenu: "brand",
} satisfies Page;

export const brandVideoPage = {
  path: "/Brand/video",
  aliases: ["/brand/video"],
  title: "홍보영상",
  description: "펜타시티 한신더휴 홍보영상. 단지와 입지, 세대의 모습을 영상으로 만나보세요.",
  keywords: keywords("한신더휴 홍보영상", "분양 영상"),
  kind: "page",
  breadcrumb: ["브랜드", "홍보영상"],
  banner: brandBanner,
  subMenu: "brand",
} satisfies Page;
