import { pic } from "../pictures.ts";
import { keywords, type Page } from "./shared.ts";

export const floorPlanBanner = {
  title: "UNIT PLAN",
  tagline: "생활의 동선을 먼저 생각한 평면 설계",
  image: pic("banner-floorplan"),
} as const;

/*#__NO_SIDE_EFFECTS__*/
function floorPlanPage(route: string, label: string): Page {
  return {
    path: `/FloorPlan/${route}`,
    title: `평면안내 ${label}`,
    description: `펜타시티 한신더휴 ${label} 타입 평면도. 공간 구성과 동선, 특화 설계를 확인하세요.`,
    keywords: keywords("평면도", `${label} 타입`, `${label} 평면`),
    kind: "project",
    breadcrumb: ["세대안내", label],
    banner: floorPlanBanner,
    subMenu: "units",
  };
}

export const floorPlan59APage = floorPlanPage("59A", "84A");

export const floorPlan59BPage = floorPlanPage("59B", "84B");

export const floorPlan84APage = floorPlanPage("84A", "84C");

export const floorPlan84BPage = floorPlanPage("84B", "84D");

export const floorPlan114APage = floorPlanPage("114A", "99A");

export const floorPlan114BPage = floorPlanPage("114B", "99B");

export const floorPlan114CPage = floorPlanPage("114C", "99C");

/** The unit-plan pages by route, for app/content/floor-plans.ts. */
export const floorPlanPages = {
  "59A": floorPlan59APage,
  "59B": floorPlan59BPage,
  "84A": floorPlan84APage,
  "84B": floorPlan84BPage,
  "114A": floorPlan114APage,
  "114B": floorPlan114BPage,
  "114C": floorPlan114CPage,
};

export const floorPlanVideosPage = {
  path: "/FloorPlan/videos",
  title: "가이드영상",
  description: "입지 안내, 59타입, 84타입 가이드영상으로 펜타시티 한신더휴를 미리 만나보세요.",
  keywords: keywords("가이드영상", "세대 영상", "입지 영상"),
  kind: "page",
  breadcrumb: ["세대안내", "가이드영상"],
  banner: floorPlanBanner,
  subMenu: "floorPlanVideos",
} satisfies Page;

export const floorPlanEmodelPage = {
  path: "/FloorPlan/Emodel",
  title: "모델하우스",
  description: "사이버 모델하우스(E-모델하우스). VR로 펜타시티 한신더휴 견본주택을 둘러보세요.",
  keywords: keywords("사이버 모델하우스", "VR 모델하우스", "견본주택"),
  kind: "page",
  breadcrumb: ["세대안내", "모델하우스"],
  banner: floorPlanBanner,
  subMenu: "units",
} satisfies Page;
