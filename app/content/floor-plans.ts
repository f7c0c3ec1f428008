import { floorPlanPages } from "./pages/floor-plans.ts";
import type { Page } from "./pages/shared.ts";
import type { Picture } from "./pictures.ts";
import { unitTypes } from "./units.ts";

/**
 * Unit plans. Routes and labels differ on purpose (SPEC §2): /FloorPlan/59A shows the 84A plan, and
 * every visible name is the type's own. Households per block add up to 1,597 (2ABL) and 595 (4ABL).
 */
export const floorPlanRoutes = ["59A", "59B", "84A", "84B", "114A", "114B", "114C"] as const;
export type FloorPlanRoute = (typeof floorPlanRoutes)[number];

export type FloorPlan = {
  route: FloorPlanRoute;
  /** The plan image is `plan-<label>`. */
  label: string;
  page: Page;
  image: Picture;
  heading: string;
  summary: string;
  highlights: string[];
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

type PlanRow = [
  route: FloorPlanRoute,
  label: string,
  supplyArea: string,
  households2ABL: number,
  households4ABL: number,
  summary: string,
  highlights: string[],
];

// biome-ignore format: one plan a line reads as the table it is
const rows: PlanRow[] = [
  ["59A", "84A", "113.42㎡", 412, 238, "판상형 4베이 구조에 드레스룸을 더해, 채광과 수납을 모두 챙긴 대표 평면입니다.", ["침실 3 · 욕실 2", "안방 드레스룸", "전면 발코니 확장형"]],
  ["59B", "84B", "113.37㎡", 286, 205, "주방 옆 팬트리로 수납을 넉넉하게 확보한 실속형 평면입니다.", ["침실 3 · 욕실 2", "주방 팬트리", "맞통풍 구조"]],
  ["84A", "84C", "113.30㎡", 254, 152, "거실과 침실 3개를 모두 남향에 배치한 판상형 4베이 평면입니다.", ["판상형 4베이", "침실 3 · 욕실 2", "넓은 거실 폭"]],
  ["84B", "84D", "113.18㎡", 231, 0, "두 방향 조망이 열리는 타워형 구조로 개방감을 높인 평면입니다.", ["타워형 2면 개방", "침실 3 · 욕실 2", "코너 조망 거실"]],
  ["114A", "99A", "132.64㎡", 198, 0, "침실 4개와 알파룸, 드레스룸을 갖춘 여유로운 중대형 평면입니다.", ["침실 4 · 욕실 2", "알파룸", "안방 드레스룸"]],
  ["114B", "99B", "132.48㎡", 126, 0, "대형 팬트리와 침실 4개로 다자녀 가족에게 알맞은 평면입니다.", ["침실 4 · 욕실 2", "대형 팬트리", "판상형 구조"]],
  ["114C", "99C", "132.31㎡", 90, 0, "코너형 구조로 거실과 안방에 두 방향 조망을 더한 평면입니다.", ["코너형 2면 개방", "침실 4 · 욕실 2", "파노라마 거실창"]],
];

/** The exclusive area and the plan picture come from units.ts, shared with the home viewer. */
export const floorPlans: FloorPlan[] = rows.map(([route, label, supplyArea, h2, h4, summary, highlights]) => {
  const unit = unitTypes.find((type) => type.label === label);
  if (!unit) throw new Error(`No unit type for floor plan label ${label}`);
  return {
    route,
    label,
    page: floorPlanPages[route],
    summary,
    highlights,
    supplyArea,
    households: { "2ABL": h2, "4ABL": h4 },
    image: unit.image,
    exclusiveArea: `${unit.area}㎡`,
    heading: `${label} 타입`,
  };
});

export function floorPlanForPath(pathname: string): FloorPlan | undefined {
  const wanted = pathname.replace(/\/+$/, "").toLowerCase();
  return floorPlans.find((plan) => `/floorplan/${plan.route.toLowerCase()}` === wanted);
}
