import type { Page } from "./pages/index.ts";
import { interior59APage, interior84APage } from "./pages/interior.ts";
import { type Picture, pic } from "./pictures.ts";

/** /Interior/59A and /Interior/84A (photos with captions) and the 84B/119 coming-soon page. */
export type InteriorShot = { image: Picture; english: string; title: string; caption: string };

export type InteriorPage = {
  route: "59A" | "84A";
  page: Page;
  eyebrow: string;
  heading: string;
  lead: string;
  shots: InteriorShot[];
};

export const interiorPages: InteriorPage[] = [
  {
    route: "59A",
    page: interior59APage,
    eyebrow: "TYPE 59㎡",
    heading: "작지만 알차게, 59㎡의 여유",
    lead: "밝은 톤의 마감재와 효율적인 수납으로 실제보다 넓게 느껴지는 공간을 완성했습니다.",
    shots: [
      {
        image: pic("interior-59-living"),
        english: "LIVING ROOM",
        title: "거실",
        caption: "발코니 창으로 들어오는 햇살이 거실 깊숙이 닿는 밝은 공간입니다.",
      },
      {
        image: pic("interior-59-kitchen"),
        english: "KITCHEN",
        title: "주방",
        caption: "ㄱ자 주방과 식탁 공간을 나란히 두어 조리와 식사가 편리합니다.",
      },
    ],
  },
  {
    route: "84A",
    page: interior84APage,
    eyebrow: "TYPE 84㎡",
    heading: "넉넉한 거실과 특화 주방, 84㎡의 품격",
    lead: "넓은 거실 폭과 아일랜드 주방, 드레스룸을 갖춘 안방까지 가족 모두의 공간을 여유롭게 담았습니다.",
    shots: [
      {
        image: pic("interior-84-living"),
        english: "LIVING ROOM",
        title: "거실",
        caption: "아트월과 넓은 거실 폭으로 가족이 함께 머무는 시간이 더 편안해집니다.",
      },
      {
        image: pic("interior-84-kitchen"),
        english: "KITCHEN",
        title: "주방",
        caption: "아일랜드 식탁을 둔 주방에서 요리와 대화를 함께 즐길 수 있습니다.",
      },
      {
        image: pic("interior-84-bedroom"),
        english: "MASTER BEDROOM",
        title: "안방",
        caption: "드레스룸과 파우더 공간을 갖춘 안방으로 수납과 휴식을 모두 챙겼습니다.",
      },
    ],
  },
];

/** The interior page a path shows (case-insensitive). */
export function interiorPageForPath(pathname: string): InteriorPage | undefined {
  const wanted = pathname.replace(/\/+$/, "").toLowerCase();
  return interiorPages.find((page) => `/interior/${page.route.toLowerCase()}` === wanted);
}

/** /Interior/84B: the further interior page with an 84B/119 menu (SPEC §2), not yet published. */
export const interiorComingSoon = {
  title: "COMING SOON",
  heading: "84B · 119 인테리어를 준비하고 있습니다",
  text: "더 넓어진 공간의 인테리어 이미지를 곧 공개할 예정입니다. 조금만 기다려 주세요.",
  types: [
    { id: "type-84B", label: "84B 타입", status: "공개 예정" },
    { id: "type-119", label: "119 타입", status: "공개 예정" },
  ],
};
