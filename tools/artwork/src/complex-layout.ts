/**
 * One layout of the complex, in metres (x east, y south), shared by the site plan, the lake-view
 * layout and the aerial views so the pictures agree with each other. Blocks and household counts
 * follow SPEC §3: 2ABL 1,597 households, 4ABL 595 households, up to 29 floors.
 */
import type { Pt } from "./iso.ts";

export type Tower = {
  id: string;
  block: "2ABL" | "4ABL";
  x: number;
  y: number;
  w: number;
  d: number;
  floors: number;
  /** Lake view class for the lake-layout picture. */
  view: "full" | "partial" | "park";
};

const slab = { w: 44, d: 15 };

function row(
  block: Tower["block"],
  first: number,
  y: number,
  xs: number[],
  floors: number[],
  views: Tower["view"][],
): Tower[] {
  return xs.map((x, i) => ({
    id: String(first + i),
    block,
    x,
    y,
    ...slab,
    floors: floors[i] ?? 25,
    view: views[i] ?? "partial",
  }));
}

export const towers: Tower[] = [
  ...row(
    "2ABL",
    201,
    18,
    [20, 90, 160, 230, 300, 370],
    [29, 28, 29, 29, 28, 29],
    ["park", "park", "partial", "partial", "park", "park"],
  ),
  ...row("2ABL", 207, 112, [20, 90, 300, 370], [27, 26, 26, 27], ["partial", "partial", "partial", "partial"]),
  ...row("2ABL", 211, 205, [20, 105, 190, 275, 360], [22, 24, 20, 24, 22], ["full", "full", "full", "full", "full"]),
  ...row("4ABL", 401, 62, [515, 590, 665], [25, 24, 25], ["park", "partial", "partial"]),
  ...row("4ABL", 404, 178, [515, 590, 665], [21, 20, 21], ["full", "full", "full"]),
];

export const sites: Record<Tower["block"], Pt[]> = {
  "2ABL": [
    [0, 0],
    [432, 0],
    [440, 8],
    [440, 272],
    [425, 282],
    [0, 282],
  ],
  "4ABL": [
    [495, 40],
    [735, 40],
    [745, 50],
    [745, 282],
    [495, 282],
  ],
};

/** Community building and central plaza of 2ABL. */
export const community = { x: 168, y: 108, w: 100, d: 34, floors: 2 };
export const plaza = { cx: 218, cy: 172, r: 30 };
export const community4 = { x: 588, y: 240, w: 50, d: 22, floors: 1 };

export const lake: Pt[] = [
  [-80, 360],
  [80, 338],
  [240, 352],
  [400, 336],
  [560, 346],
  [720, 334],
  [860, 360],
  [900, 470],
  [760, 540],
  [520, 520],
  [300, 548],
  [80, 522],
  [-60, 480],
];

export const roads: { points: Pt[]; width: number; kind: "main" | "local" }[] = [
  {
    points: [
      [-140, 302],
      [960, 302],
    ],
    width: 24,
    kind: "main",
  },
  {
    points: [
      [467, -120],
      [467, 302],
    ],
    width: 20,
    kind: "local",
  },
  {
    points: [
      [-140, -28],
      [960, -28],
    ],
    width: 18,
    kind: "local",
  },
  {
    points: [
      [-30, -120],
      [-30, 302],
    ],
    width: 16,
    kind: "local",
  },
  {
    points: [
      [772, -120],
      [772, 302],
    ],
    width: 16,
    kind: "local",
  },
];

/** Gates: main gate on the south road, side gates. */
export const gates: { x: number; y: number; label: string }[] = [
  { x: 218, y: 282, label: "주출입구" },
  { x: 440, y: 150, label: "부출입구" },
  { x: 620, y: 282, label: "주출입구" },
];
