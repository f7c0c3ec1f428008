import { pic } from "../pictures.ts";
import { keywords, type Page } from "./shared.ts";

export const businessBanner = {
  title: "BUSINESS",
  tagline: "약 3,700세대 펜타시티의 중심, 2,192세대 대단지",
  image: pic("banner-business"),
} as const;

export const businessIntroPage = {
  path: "/BusinessGuide/intro",
  title: "사업개요",
  description: "펜타시티 한신더휴 사업개요. 2ABL 1,597세대·4ABL 595세대, 대지면적 106,050.4985㎡, 지하 3층~지상 29층.",
  keywords: keywords("사업개요", "2ABL", "4ABL", "세대수"),
  kind: "project",
  breadcrumb: ["사업개요", "사업개요"],
  banner: businessBanner,
  subMenu: "business",
  priority: 0.9,
} satisfies Page;

export const businessPlanPage = {
  path: "/BusinessGuide/plan",
  title: "분양일정",
  description: "펜타시티 한신더휴 분양일정. 특별공급부터 당첨자 발표, 계약까지의 일정을 안내합니다.",
  keywords: keywords("분양일정", "청약 일정", "당첨자 발표"),
  kind: "page",
  breadcrumb: ["사업개요", "분양일정"],
  banner: businessBanner,
  subMenu: "business",
} satisfies Page;

export const businessDocumentsPage = {
  path: "/BusinessGuide/documents",
  title: "계약서류 안내",
  description: "펜타시티 한신더휴 계약 시 준비해야 할 서류를 안내합니다.",
  keywords: keywords("계약서류", "분양 계약 준비물"),
  kind: "page",
  breadcrumb: ["사업개요", "계약서류 안내"],
  banner: businessBanner,
  subMenu: "business",
} satisfies Page;
