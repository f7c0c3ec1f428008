import { keywords, type Page } from "./shared.ts";

export const privacyPage = {
  path: "/privacy",
  title: "개인정보처리방침",
  description:
    "펜타시티 한신더휴 분양 홈페이지의 개인정보처리방침. 수집하는 항목과 이용 목적, 보유 기간, 위탁, 정보주체의 권리를 안내합니다.",
  keywords: keywords("개인정보처리방침", "개인정보 보호"),
  kind: "page",
  breadcrumb: ["개인정보처리방침"],
  priority: 0.3,
} satisfies Page;
