import { CUSTOMER_PATH } from "../paths.ts";
import { keywords, type Page, promotionBanner } from "./shared.ts";

export const customerPage = {
  path: CUSTOMER_PATH,
  title: "관심고객 등록",
  description:
    "펜타시티 한신더휴 관심고객 등록. 성함과 연락처를 남기시면 분양 소식과 잔여세대, 견본주택 방문 안내를 빠르게 전해 드립니다.",
  keywords: keywords("관심고객 등록", "분양 상담", "견본주택 방문", "잔여세대"),
  kind: "page",
  breadcrumb: ["홍보센터", "관심고객 등록"],
  banner: promotionBanner,
  subMenu: "press",
  priority: 0.8,
} satisfies Page;
