import { VISIT_PATH } from "../paths.ts";
import { keywords, type Page, promotionBanner } from "./shared.ts";

/** The model-house visit booking: rendered per request, as its slots change by the minute. */
export const visitPage = {
  path: VISIT_PATH,
  title: "견본주택 방문 예약",
  description:
    "펜타시티 한신더휴 견본주택 방문 예약. 날짜와 시간을 고르고 인원을 남기시면 예약이 바로 확정되고, 예약 확인 페이지에서 견본주택 주소와 예약 내용을 보실 수 있습니다.",
  keywords: keywords("견본주택 방문 예약", "모델하우스 예약", "방문예약", "분양 상담"),
  kind: "page",
  breadcrumb: ["홍보센터", "방문 예약"],
  banner: promotionBanner,
  subMenu: "press",
  priority: 0.8,
} satisfies Page;
