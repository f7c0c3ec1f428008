import { type Picture, pic } from "./pictures.ts";

/** /ComplexGuide/*: site layout, lake-view layout and community. Shared disclaimers come from disclaimers.ts. */
export type ComplexFigure = { value: string; unit: string; label: string };

export const complexIntro: {
  eyebrow: string;
  heading: string;
  lead: string;
  image: Picture;
  figures: ComplexFigure[];
  /** The six notes under the site layout map (SPEC §2 /ComplexGuide/intro). */
  notes: readonly string[];
} = {
  eyebrow: "SITE PLAN",
  heading: "숲과 호수를 잇는 여유로운 단지 배치",
  lead: "동 간 거리를 넓히고 단지 중앙에 광장과 산책로를 두어, 어느 동에서나 열린 조망과 쾌적한 바람길을 누리도록 설계했습니다.",
  image: pic("site-plan"),
  figures: [
    { value: "2,192", unit: "세대", label: "총 세대수" },
    { value: "29", unit: "층", label: "지상 최고" },
    { value: "3", unit: "층", label: "지하 주차장" },
  ],
  notes: [
    "상기 단지배치도는 소비자의 이해를 돕기 위한 것으로 실제와 다를 수 있습니다.",
    "단지 내 조경, 시설물, 동 배치 및 외관 디자인은 인·허가 과정 및 실제 시공 시 변경될 수 있습니다.",
    "부대복리시설의 위치와 규모, 운영 방식은 입주자대표회의 결정에 따라 달라질 수 있습니다.",
    "단지 주변 도로, 학교, 공원 등 개발계획은 관계기관의 사정에 따라 변경·지연·취소될 수 있습니다.",
    "동별 층수와 세대 배치, 저층부 특화 설계는 입주자모집공고를 기준으로 합니다.",
    "단지 외부 시설(상가, 공공시설 등)은 사업주체와 무관하며 계획이 변경될 수 있습니다.",
  ],
};

export const complexDetail: {
  eyebrow: string;
  heading: string;
  lead: string;
  image: Picture;
  /** The two notes under the lake-view layout (SPEC §2 /ComplexGuide/detailintro). */
  notes: readonly string[];
} = {
  eyebrow: "UNIT LAYOUT",
  heading: "동·호수별 호수 조망 배치",
  lead: "동별 배치와 호수 조망 방향을 한눈에 확인하고, 원하시는 동·호수를 미리 살펴보세요.",
  image: pic("lake-layout"),
  notes: [
    "상기 호수배치도는 소비자의 이해를 돕기 위한 것으로 실제와 다를 수 있으며, 동·호수별 조망은 차이가 있을 수 있습니다.",
    "주변 건축물 및 수목의 성장 등에 따라 조망과 일조 조건은 달라질 수 있습니다.",
  ],
};

export type CommunityFacility = { english: string; name: string; caption: string };

export const complexCommunity: {
  eyebrow: string;
  heading: string;
  lead: string;
  image: Picture;
  facilities: CommunityFacility[];
} = {
  eyebrow: "COMMUNITY",
  heading: "단지 안에서 누리는 여유로운 일상",
  lead: "운동과 공부, 휴식까지 단지를 나서지 않고도 누릴 수 있는 커뮤니티 시설을 마련했습니다.",
  image: pic("community"),
  facilities: [
    {
      english: "FITNESS",
      name: "피트니스센터",
      caption: "최신 운동기구와 GX룸을 갖춰 사계절 내내 쾌적하게 운동할 수 있습니다.",
    },
    {
      english: "STUDY",
      name: "독서실",
      caption: "칸막이 좌석과 오픈 좌석을 함께 둔 조용한 학습 공간입니다.",
    },
    {
      english: "CAFE",
      name: "카페",
      caption: "이웃과 담소를 나누고 잠시 쉬어 가는 단지 안 라운지 카페입니다.",
    },
  ],
};
