import { pic } from "../pictures.ts";
import { keywords, type Page } from "./shared.ts";

export const interiorBanner = {
  title: "INTERIOR",
  tagline: "빛과 소재로 완성한 품격 있는 공간",
  image: pic("banner-interior"),
} as const;

export const interior59APage = {
  path: "/Interior/59A",
  title: "인테리어 59㎡",
  description: "펜타시티 한신더휴 59㎡ 인테리어. 거실과 주방, 침실의 마감과 분위기를 확인하세요.",
  keywords: keywords("인테리어", "59㎡"),
  kind: "page",
  breadcrumb: ["세대안내", "인테리어", "59㎡"],
  banner: interiorBanner,
  subMenu: "interior",
} satisfies Page;

export const interior84APage = {
  path: "/Interior/84A",
  title: "인테리어 84㎡",
  description: "펜타시티 한신더휴 84㎡ 인테리어. 넓은 거실과 특화 주방을 사진으로 만나보세요.",
  keywords: keywords("인테리어", "84㎡"),
  kind: "page",
  breadcrumb: ["세대안내", "인테리어", "84㎡"],
  banner: interiorBanner,
  subMenu: "interior",
} satisfies Page;

export const interior84BPage = {
  path: "/Interior/84B",
  title: "인테리어 84B·119 (준비 중)",
  description: "펜타시티 한신더휴 84B·119 인테리어 페이지는 준비 중입니다. 곧 공개됩니다.",
  keywords: keywords("인테리어", "84B", "119"),
  kind: "page",
  breadcrumb: ["세대안내", "인테리어", "84B"],
  banner: interiorBanner,
  subMenu: "interiorComingSoon",
} satisfies Page;
