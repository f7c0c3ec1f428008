/** Identity of the complex; the facts staff edit (phone, hours, model house) start from these until published. */
export const site = {
  id: "pentacityhansin",
  name: "펜타시티 한신더휴",
  shortName: "한신더휴",
  englishName: "PENTACITY HANSIN THE HUE",
  tagline: "호수와 숲 사이, 펜타시티의 중심에 서다",
  builder: "한신공영(주)",
  developer: "펜타시티개발(주)",
  officialSiteName: "한신더휴 공식 홈페이지",
  officialSiteUrl: "https://www.hanshinthehue.com",
  address: "충청남도 아산시 탕정면 펜타시티 2블록·4블록 일원",
  modelHouseAddress: "충청남도 아산시 배방읍 희망로 펜타시티 한신더휴 견본주택",
  modelHouseHours: "매일 10:00~18:00",
  consultationHours: "24시간 상담",
  copyrightYear: 2025,
  defaultSalesPhone: "1661-0000",
} as const;

/** The offer line at the very top of every page (SPEC §2: promotional animated banner). */
export const promoMessages = [
  "계약금 5%",
  "방문예약 시 상품권 증정",
  "2,192세대 대단지",
  "약 3,700세대 펜타시티의 중심",
  "1군 브랜드 한신더휴",
] as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}

export function copyrightLine(): string {
  return `Copyright © ${site.copyrightYear} ${site.builder} All rights reserved.`;
}
