import {
  floorPlan59APage,
  floorPlan59BPage,
  floorPlan84APage,
  floorPlan84BPage,
  floorPlan114APage,
  floorPlan114BPage,
  floorPlan114CPage,
} from "./pages/floor-plans.ts";
import type { Page } from "./pages/shared.ts";
import type { Picture } from "./pictures.ts";
import { unitTypes } from "./units.ts";

/**
 * Unit plans. Route names and menu labels differ on purpose (SPEC §2 "Unit menu labels
 * versus routes"): /FloorPlan/59A shows the 84A plan. The paths are the original site's; every
 * visible name (heading, title, breadcrumb, table, alt text) is the type's own (84A), never the path's
 * (docs/decisions/2026-12-06-floor-plan-names-and-menu.md).
 * Areas and household counts are per type; per block they add up to 1,597 (2ABL) and 595 (4ABL).
 */
export const floorPlanRoutes = ["59A", "59B", "84A", "84B", "114A", "114B", "114C"] as const;
export type FloorPlanRoute = (typeof floorPlanRoutes)[number];

export type FloorPlan = {
  route: FloorPlanRoute;
  /** Menu label (SPEC §2); the plan image is `plan-<label>`. */
  label: string;
  page: Page;
  image: Picture;
  /** The page's heading: the type's name ("84A 타입"). */
  heading: string;
  summary: string;
  highlights: string[];
  /** 전용면적 and 공급면적 in ㎡, as printed. */
  exclusiveArea: string;
  supplyArea: string;
  /** Households of this type per block; 0 when the block has none. */
  households: { "2ABL": number; "4ABL": number };
};

export const floorPlanText = {
  eyebrow: "FLOOR PLAN",
  tableCaption: "주택형 정보",
  labels: {
    type: "주택형",
    exclusiveArea: "전용면적",
    supplyArea: "공급면적",
    households2: "세대수 (2ABL)",
    households4: "세대수 (4ABL)",
    total: "합계",
  },
  noUnits: "-",
  planCaption: "평면도",
};

const plans: Omit<FloorPlan, "exclusiveArea" | "image" | "heading">[] = [
  {
    route: "59A",
    label: "84A",
    page: floorPlan59APage,
    summary: "판상형 4베이 구조에 드레스룸을 더해, 채광과 수납을 모두 챙긴 대표 평면입니다.",
    highlights: ["침실 3 · 욕실 2", "안방 드레스룸", "전면 발코니 확장형"],
    supplyArea: "113.42㎡",
    households: { "2ABL": 412, "4ABL": 238 },
  },
  {
    route: "59B",
    label: "84B",
    page: floorPlan59BPage,
    summary: "주방 옆 팬트리로 수납을 넉넉하게 확보한 실속형 평면입니다.",
    highlights: ["침실 3 · 욕실 2", "주방 팬트리", "맞통풍 구조"],
    supplyArea: "113.37㎡",
    households: { "2ABL": 286, "4ABL": 205 },
  },
  {
    route: "84A",
    label: "84C",
    page: floorPlan84APage,
    summary: "거실과 침실 3개를 모두 남향에 배치한 판상형 4베이 평면입니다.",
    highlights: ["판상형 4베이", "침실 3 · 욕실 2", "넓은 거실 폭"],
    supplyArea: "113.30㎡",
    households: { "2ABL": 254, "4ABL": 152 },
  },
  {
    route: "84B",
    label: "84D",
    page: floorPlan84BPage,
    summary: "두 방향 조망이 열리는 타워형 구조로 개방감을 높인 평면입니다.",
    highlights: ["타워형 2면 개방", "침실 3 · 욕실 2", "코너 조망 거실"],
    supplyArea: "113.18㎡",
    households: { "2ABL": 231, "4ABL": 0 },
  },
  {
    route: "114A",
    label: "99A",
    page: floorPlan114APage,
    summary: "침실 4개와 알파룸, 드레스룸을 갖춘 여유로운 중대형 평면입니다.",
    highlights: ["침실 4 · 욕실 2", "알파룸", "안방 드레스룸"],
    supplyArea: "132.64㎡",
    households: { "2ABL": 198, "4ABL": 0 },
  },
  {
    route: "114B",
    label: "99B",
    page: floorPlan114BPage,
    summary: "대형 팬트리와 침실 4개로 다자녀 가족에게 알맞은 평면입니다.",
    highlights: ["침실 4 · 욕실 2", "대형 팬트리", "판상형 구조"],
    supplyArea: "132.48㎡",
    households: { "2ABL": 126, "4ABL": 0 },
  },
  {
    route: "114C",
    label: "99C",
    page: floorPlan114CPage,
    summary: "코너형 구조로 거실과 안방에 두 방향 조망을 더한 평면입니다.",
    highlights: ["코너형 2면 개방", "침실 4 · 욕실 2", "파노라마 거실창"],
    supplyArea: "132.31㎡",
    households: { "2ABL": 90, "4ABL": 0 },
  },
];

/**
 * The exclusive area and the plan picture (`plan-<label>`) are written once, in units.ts, for the
 * home viewer and these pages alike.
 */
export const floorPlans: FloorPlan[] = plans.map((plan) => {
  const unit = unitTypes.find((type) => type.label === plan.label);
  if (!unit) throw new Error(`No unit type for floor plan label ${plan.label}`);
  return { ...plan, image: unit.image, exclusiveArea: `${unit.area}㎡`, heading: `${plan.label} 타입` };
});

/** The plan a /FloorPlan/<route> path shows (case-insensitive, trailing slash allowed). */
export function floorPlanForPath(pathname: string): FloorPlan | undefined {
  const wanted = pathname.replace(/\/+$/, "").toLowerCase();
  return floorPlans.find((plan) => `/floorplan/${plan.route.toLowerCase()}` === wanted);
}
