import { type Picture, pic } from "./pictures.ts";

/** SPEC §3 Feature card: img, titleText, contentText. */
export type FeatureCard = { img: Picture; eyebrow: string; titleText: string; contentText: string };

/** /LocationEnvironment/intro (SPEC: heading, three tagline lines, hero image, feature cards, disclaimer). */
export const locationIntro: {
  eyebrow: string;
  heading: string;
  taglines: [string, string, string];
  heroImage: Picture;
  households: { value: string; unit: string; label: string };
  featuresIntro: { eyebrow: string; heading: string };
  features: FeatureCard[];
} = {
  eyebrow: "HEART OF PENTACITY",
  heading: "일과 쉼, 배움이 한곳에 모이는 펜타시티의 중심",
  taglines: [
    "약 3,729세대 펜타시티 신도시의 중심 입지",
    "약 250개 기업이 들어설 산업단지와 맞닿은 직주근접",
    "호수공원과 학교, 생활편의시설을 가까이 누리는 생활권",
  ],
  heroImage: pic("location-hero"),
  households: { value: "약 3,729", unit: "세대", label: "펜타시티 신도시 규모" },
  featuresIntro: { eyebrow: "LOCATION PREMIUM", heading: "펜타시티 한신더휴의 네 가지 입지 가치" },
  features: [
    {
      img: pic("location-feature-01"),
      eyebrow: "JOBS",
      titleText: "약 250개 기업 입주 예정",
      contentText:
        "인근 산업단지에 약 250개 기업 입주가 예정되어 약 8,300억 원의 경제효과가 기대됩니다. 출퇴근이 가까운 직주근접 생활을 누리세요.",
    },
    {
      img: pic("location-feature-02"),
      eyebrow: "TRAFFIC",
      titleText: "사통팔달 광역 교통망",
      contentText:
        "KTX·SRT 천안아산역과 수도권 전철 1호선, 고속도로 나들목이 가까워 수도권과 충청권 어디로든 빠르게 이동할 수 있습니다.",
    },
    {
      img: pic("location-feature-03"),
      eyebrow: "EDUCATION",
      titleText: "안심 통학 교육환경",
      contentText: "단지 인근에 초·중·고 학교 부지가 계획되어 있어 아이들이 안전하게 걸어서 통학할 수 있습니다.",
    },
    {
      img: pic("location-feature-04"),
      eyebrow: "NATURE",
      titleText: "호수공원을 품은 자연",
      contentText: "펜타시티 중앙 호수공원과 수변 산책로가 가까워 매일 자연 속에서 여유로운 산책을 즐길 수 있습니다.",
    },
  ],
};

/** /LocationEnvironment/primium (SPEC: tagline and one image). */
export const locationPremium: {
  eyebrow: string;
  heading: string;
  taglines: string[];
  image: Picture;
} = {
  eyebrow: "PREMIUM VALUE",
  heading: "3,724세대 펜타시티에서 가장 빛나는 선택",
  taglines: [
    "펜타시티 공동주택용지의 54%를 차지하는 2,192세대 대단지",
    "1군 브랜드 한신더휴가 완성하는 새로운 주거 기준",
  ],
  image: pic("premium-infographic"),
};
