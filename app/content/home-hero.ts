import { VISIT_PATH } from "./paths.ts";
import { site } from "./site.ts";

/** The home page's first screen, loaded with the page (the rest is in home.ts). */
export type HomeLink = { label: string; href: string };

export type HomeFigure = { prefix?: string; value: string; unit: string; label: string };

export const homeHero = {
  eyebrow: site.englishName,
  kicker: site.tagline,
  title: site.name,
  lead: "약 3,700세대 펜타시티의 중심에 2,192세대 대단지가 들어섭니다.",
  /** Set large as the page's visual anchors (DESIGN: numbers as anchors). */
  figures: [
    { value: "2,192", unit: "세대", label: "2ABL · 4ABL 프리미엄 대단지" },
    { prefix: "계약금", value: "5", unit: "%", label: "부담을 낮춘 계약 조건" },
  ] satisfies HomeFigure[],
  primaryCta: { label: "견본주택 방문 예약", href: VISIT_PATH } satisfies HomeLink,
  videoCta: { label: "홍보영상 보기", href: "/Brand/video" } satisfies HomeLink,
  scrollHint: "SCROLL",
} as const;

export const homeSectionNav = {
  label: "섹션 바로가기",
  buttonSuffix: "번째 섹션으로 이동",
  names: [
    "메인",
    "브랜드",
    "프리미엄",
    "입지환경",
    "단지안내",
    "세대안내",
    "E-모델하우스",
    "방문혜택",
    "관심고객 등록",
  ],
} as const;
