import { pic } from "../pictures.ts";
import { keywords, type Page } from "./shared.ts";

export const salesBanner = {
  title: "SALES INFO",
  tagline: "청약부터 계약까지, 꼭 확인해야 할 분양 정보",
  image: pic("banner-sales"),
} as const;

export const salesGuidePage = {
  path: "/SalesInfo/guide",
  title: "인터넷 청약",
  description: "펜타시티 한신더휴 인터넷 청약 안내. 성공적인 청약을 위한 안내 이미지를 준비하고 있습니다.",
  keywords: keywords("인터넷 청약", "청약홈"),
  kind: "page",
  breadcrumb: ["분양안내", "인터넷 청약"],
  banner: salesBanner,
  subMenu: "salesGuide",
  // The sales schedule (app/modules/sales-schedule), published from the admin.
  fromDatabase: true,
} satisfies Page;

export const salesSubscriptionPage = {
  path: "/SalesInfo/SubscriptionGuide",
  title: "청약제도 변경",
  description: "달라진 청약제도의 주요 체크포인트를 펜타시티 한신더휴가 정리했습니다.",
  keywords: keywords("청약제도 변경", "청약 체크포인트"),
  kind: "page",
  breadcrumb: ["분양안내", "청약제도 변경"],
  banner: salesBanner,
  subMenu: "sales",
} satisfies Page;

export const salesAnnouncementPage = {
  path: "/SalesInfo/announcement",
  title: "입주자모집공고",
  description: "펜타시티 한신더휴 입주자모집공고문을 PDF로 확인하세요.",
  keywords: keywords("입주자모집공고", "모집공고 PDF"),
  kind: "page",
  breadcrumb: ["분양안내", "입주자모집공고"],
  banner: salesBanner,
  subMenu: "sales",
  priority: 0.9,
  // The current recruitment notice (app/modules/documents), published from the admin.
  fromDatabase: true,
} satisfies Page;

export const salesStampTaxPage = {
  path: "/SalesInfo/stampTax",
  aliases: ["/SalesInfo/StampTax"],
  title: "인지세 안내",
  description: "펜타시티 한신더휴 분양 계약 인지세 안내 페이지를 준비하고 있습니다.",
  keywords: keywords("인지세", "분양 계약 인지세"),
  kind: "page",
  breadcrumb: ["분양안내", "인지세 안내"],
  banner: salesBanner,
  subMenu: "salesGuide",
} satisfies Page;
