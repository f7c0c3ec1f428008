import { keywords, type Page } from "./shared.ts";

export const homePage = {
  path: "/",
  title: "펜타시티 한신더휴 | 아산 탕정 펜타시티 2,192세대 프리미엄 대단지",
  description:
    "약 3,700세대 펜타시티의 중심, 2,192세대 펜타시티 한신더휴. 계약금 5%, 방문예약 시 상품권 증정. 단지·세대 안내와 관심고객 등록.",
  keywords: keywords("아산 분양", "탕정 분양", "계약금 5%"),
  kind: "home",
  breadcrumb: [],
  priority: 1,
  // The pop-up notices (app/modules/banners), the latest pinned notice and the sales schedule
  // (app/modules/board), published from the admin.
  fromDatabase: true,
} satisfies Page;
