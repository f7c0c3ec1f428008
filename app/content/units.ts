import { type Picture, pic } from "./pictures.ts";

/** The home viewer's seven unit types (SPEC §2, §3), in menu order. */
export type UnitLabel = "84A" | "84B" | "84C" | "84D" | "99A" | "99B" | "99C";

export type UnitType = {
  label: UnitLabel;
  /** Exclusive (전용) area in square metres, as printed. */
  area: string;
  image: Picture;
  description: string;
};

export const unitTypes: UnitType[] = [
  {
    label: "84A",
    area: "84.97",
    image: pic("plan-84A"),
    description: "맞통풍이 드는 판상형 4Bay, 넓은 드레스룸을 갖춘 안방",
  },
  {
    label: "84B",
    area: "84.93",
    image: pic("plan-84B"),
    description: "주방 옆 팬트리로 수납을 더한 실속형 3룸 구조",
  },
  {
    label: "84C",
    area: "84.88",
    image: pic("plan-84C"),
    description: "거실과 침실 3개를 전면에 배치한 4Bay 채광 특화 평면",
  },
  {
    label: "84D",
    area: "84.79",
    image: pic("plan-84D"),
    description: "2면 개방으로 조망을 넓힌 타워형 평면",
  },
  {
    label: "99A",
    area: "99.86",
    image: pic("plan-99A"),
    description: "알파룸과 드레스룸을 갖춘 4룸, 가족이 함께 쓰는 넓은 거실",
  },
  {
    label: "99B",
    area: "99.74",
    image: pic("plan-99B"),
    description: "대형 팬트리와 ㄷ자 주방으로 살림이 편한 4룸 평면",
  },
  {
    label: "99C",
    area: "99.61",
    image: pic("plan-99C"),
    description: "3면 발코니로 채광과 조망을 모두 담은 코너형 4룸 평면",
  },
];

export const unitViewerCopy = {
  tabListLabel: "주택형 선택",
  unitNote: "단위: ㎡ (전용면적 기준)",
  areaPrefix: "전용",
  areaUnit: "㎡",
  typeSuffix: "타입",
  previous: "이전 주택형",
  next: "다음 주택형",
  detailLink: "평면 자세히 보기",
} as const;
