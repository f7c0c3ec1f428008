/**
 * Room data for the seven unit types. Units are metres; x grows east, y grows south (the
 * balcony side faces south, so north is up on every plan). Walls are not listed: the renderer
 * derives them from the room rectangles (an edge between two rooms is an interior wall unless the
 * pair is listed in `open`; an edge with no room beyond it is an exterior wall).
 */
import type { UnitLabel } from "../../../app/content/units.ts";

export type Side = "n" | "e" | "s" | "w";

export type RoomKind =
  | "living"
  | "kitchen"
  | "bed"
  | "bath"
  | "dress"
  | "balcony"
  | "entry"
  | "pantry"
  | "alpha"
  | "hall"
  | "utility";

/** x, y (north-west corner), width (east-west), depth (north-south). */
export type Rect = readonly [x: number, y: number, w: number, h: number];

export type Room = {
  /** Unique within a plan; defaults to the name. */
  id?: string;
  /** The Korean label drawn in the room; empty for halls. */
  name: string;
  kind: RoomKind;
  rect: Rect;
  /** Label position when the room centre is taken by furniture (absolute metres). */
  label?: readonly [number, number];
};

/**
 * A door, sliding door or window in the wall line at `at`. `along` is the wall's direction: "x"
 * for a horizontal wall (the opening runs from at.x to at.x + width), "y" for a vertical wall.
 * Doors hinge at the start or end of the opening and swing towards +1 (south/east) or -1.
 */
export type Opening =
  | {
      kind: "door" | "entrance";
      at: readonly [number, number];
      along: "x" | "y";
      width: number;
      hinge: "start" | "end";
      swing: 1 | -1;
    }
  | { kind: "slide"; at: readonly [number, number]; along: "x" | "y"; width: number }
  | { kind: "window"; at: readonly [number, number]; along: "x" | "y"; width: number };

export type FurnitureKind =
  | "bedDouble"
  | "bedSingle"
  | "sofa"
  | "armchair"
  | "coffee"
  | "tv"
  | "dining"
  | "counter"
  | "island"
  | "fridge"
  | "toilet"
  | "vanity"
  | "tub"
  | "shower"
  | "wardrobe"
  | "shelf"
  | "desk"
  | "washer"
  | "shoes"
  | "plant"
  | "rug"
  | "nightstand";

/**
 * A piece of furniture. Pieces that stand against a wall (beds, sofas, counters, fittings) are
 * placed by the middle of their back edge, on the wall line, and `dir` is the wall they back onto;
 * free pieces (tables, rugs, plants, nightstands) are centred on (x, y).
 * `len` stretches counters, wardrobes, shelves and shoe cabinets; `w`/`h` size a rug.
 */
export type Furniture = {
  k: FurnitureKind;
  x: number;
  y: number;
  dir?: Side;
  len?: number;
  w?: number;
  h?: number;
  /** Counter fittings as fractions along the length. */
  sink?: number;
  hob?: number;
};

export type UnitPlan = {
  type: UnitLabel;
  /** Short structure line under the type, e.g. "판상형 · 4Bay". */
  layout: string;
  /** 주거공용 area in ㎡, as printed (전용 comes from app/content/units.ts). */
  common: string;
  rooms: Room[];
  /** Pairs of room ids with no wall between them. */
  open: (readonly [string, string])[];
  openings: Opening[];
  furniture: Furniture[];
};

const door = (
  x: number,
  y: number,
  along: "x" | "y",
  width: number,
  swing: 1 | -1,
  hinge: "start" | "end" = "start",
): Opening => ({ kind: "door", at: [x, y], along, width, swing, hinge });
const entrance = (
  x: number,
  y: number,
  along: "x" | "y",
  swing: 1 | -1,
  hinge: "start" | "end" = "start",
): Opening => ({
  kind: "entrance",
  at: [x, y],
  along,
  width: 1.0,
  swing,
  hinge,
});
const slide = (x: number, y: number, along: "x" | "y", width: number): Opening => ({
  kind: "slide",
  at: [x, y],
  along,
  width,
});
const win = (x: number, y: number, along: "x" | "y", width: number): Opening => ({
  kind: "window",
  at: [x, y],
  along,
  width,
});

export const unitPlans: UnitPlan[] = [
  {
    // 판상형 4Bay: three bedrooms and the living room across the south front, dress room in the master suite.
    type: "84A",
    layout: "판상형 · 4Bay · 맞통풍",
    common: "28.41",
    rooms: [
      { name: "현관", kind: "entry", rect: [2.6, 0, 2.8, 2.4] },
      { id: "hall1", name: "", kind: "hall", rect: [2.6, 2.4, 2.8, 1.6] },
      { id: "hall2", name: "", kind: "hall", rect: [0, 4.0, 5.4, 1.2] },
      { name: "욕실2", kind: "bath", rect: [0, 1.8, 2.6, 2.2] },
      { name: "침실3", kind: "bed", rect: [0, 5.2, 2.7, 3.8], label: [1.35, 8.35] },
      { name: "침실2", kind: "bed", rect: [2.7, 5.2, 2.7, 3.8], label: [4.35, 8.35] },
      { name: "주방", kind: "kitchen", rect: [5.4, 0, 3.8, 4.2], label: [7.3, 3.6] },
      { name: "거실", kind: "living", rect: [5.4, 4.2, 3.8, 4.8], label: [7.3, 5.1] },
      { name: "욕실1", kind: "bath", rect: [9.2, 0, 2.8, 2.1] },
      { name: "드레스룸", kind: "dress", rect: [9.2, 2.1, 2.8, 2.3] },
      { name: "침실1", kind: "bed", rect: [9.2, 4.4, 2.8, 4.6], label: [10.6, 8.55] },
      { id: "bal1", name: "발코니", kind: "balcony", rect: [0, 9.0, 5.4, 1.4] },
      { id: "bal2", name: "발코니", kind: "balcony", rect: [5.4, 9.0, 6.6, 1.4] },
    ],
    open: [
      ["현관", "hall1"],
      ["hall1", "hall2"],
      ["hall2", "거실"],
      ["hall2", "주방"],
      ["주방", "거실"],
    ],
    openings: [
      entrance(3.4, 0, "x", 1),
      door(1.0, 4.0, "x", 0.8, -1),
      door(1.7, 5.2, "x", 0.85, 1, "end"),
      door(2.9, 5.2, "x", 0.85, 1),
      door(9.2, 4.7, "y", 0.9, 1),
      door(10.6, 4.4, "x", 0.8, -1, "end"),
      door(9.4, 2.1, "x", 0.75, -1),
      win(6.0, 0, "x", 2.4),
      win(10.1, 0, "x", 1.0),
      win(0, 2.4, "y", 1.0),
      win(0, 6.0, "y", 2.0),
      win(12.0, 5.4, "y", 2.4),
      slide(0.35, 9.0, "x", 2.0),
      slide(3.05, 9.0, "x", 2.0),
      slide(5.75, 9.0, "x", 3.1),
      slide(9.6, 9.0, "x", 2.0),
    ],
    furniture: [
      { k: "shoes", x: 5.4, y: 1.2, dir: "e", len: 1.9 },
      { k: "tub", x: 1.3, y: 1.8, dir: "n" },
      { k: "toilet", x: 0, y: 3.3, dir: "w" },
      { k: "vanity", x: 2.6, y: 3.0, dir: "e" },
      { k: "bedSingle", x: 0, y: 6.75, dir: "w" },
      { k: "desk", x: 0.75, y: 5.2, dir: "n" },
      { k: "bedSingle", x: 5.4, y: 6.75, dir: "e" },
      { k: "wardrobe", x: 2.7, y: 7.9, dir: "w", len: 1.6 },
      { k: "fridge", x: 5.4, y: 0.6, dir: "w" },
      { k: "counter", x: 7.7, y: 0, dir: "n", len: 3.0, sink: 0.38, hob: 0.8 },
      { k: "counter", x: 9.2, y: 1.7, dir: "e", len: 2.2 },
      { k: "dining", x: 7.2, y: 2.5 },
      { k: "rug", x: 7.4, y: 7.0, w: 2.2, h: 2.6 },
      { k: "tv", x: 5.4, y: 7.0, dir: "w", len: 2.0 },
      { k: "sofa", x: 9.2, y: 7.0, dir: "e" },
      { k: "coffee", x: 7.45, y: 7.0, dir: "e" },
      { k: "shower", x: 9.75, y: 0, dir: "n" },
      { k: "toilet", x: 12.0, y: 0.55, dir: "e" },
      { k: "vanity", x: 11.2, y: 2.1, dir: "s" },
      { k: "shelf", x: 11.15, y: 2.1, dir: "n", len: 1.6 },
      { k: "shelf", x: 12.0, y: 3.5, dir: "e", len: 1.4 },
      { k: "shelf", x: 9.2, y: 2.95, dir: "w", len: 1.1 },
      { k: "bedDouble", x: 9.2, y: 7.1, dir: "w" },
      { k: "nightstand", x: 9.5, y: 6.05 },
      { k: "nightstand", x: 9.5, y: 8.15 },
      { k: "plant", x: 5.8, y: 9.7 },
      { k: "plant", x: 11.6, y: 9.7 },
    ],
  },
  {
    // 실속형 3Bay: pantry beside the kitchen, third bedroom at the back.
    type: "84B",
    layout: "판상형 · 3Bay · 팬트리",
    common: "28.37",
    rooms: [
      { name: "침실3", kind: "bed", rect: [0, 0, 3.0, 3.4] },
      { name: "욕실2", kind: "bath", rect: [0, 3.4, 3.0, 1.9] },
      { name: "침실2", kind: "bed", rect: [0, 5.3, 3.0, 4.5] },
      { name: "현관", kind: "entry", rect: [3.0, 0, 1.9, 2.4] },
      { id: "hall", name: "", kind: "hall", rect: [3.0, 2.4, 1.9, 1.6] },
      { name: "주방", kind: "kitchen", rect: [4.9, 0, 3.5, 4.0], label: [6.65, 3.55] },
      { name: "팬트리", kind: "pantry", rect: [8.4, 0, 2.4, 1.7] },
      { name: "욕실1", kind: "bath", rect: [8.4, 1.7, 2.4, 2.3] },
      { name: "거실", kind: "living", rect: [3.0, 4.0, 4.4, 5.8], label: [5.2, 5.5] },
      { name: "침실1", kind: "bed", rect: [7.4, 4.0, 3.4, 5.8], label: [8.7, 8.95] },
      { id: "bal", name: "발코니", kind: "balcony", rect: [0, 9.8, 10.8, 1.5] },
    ],
    open: [
      ["현관", "hall"],
      ["hall", "거실"],
      ["hall", "주방"],
      ["주방", "거실"],
    ],
    openings: [
      entrance(3.45, 0, "x", 1),
      door(3.0, 2.5, "y", 0.8, -1),
      door(3.0, 4.2, "y", 0.8, -1),
      door(3.0, 5.6, "y", 0.85, -1),
      door(8.4, 0.35, "y", 0.8, 1),
      door(9.6, 4.0, "x", 0.8, -1, "end"),
      door(7.4, 4.2, "y", 0.9, 1),
      win(0.7, 0, "x", 1.6),
      win(5.4, 0, "x", 2.5),
      win(10.8, 2.3, "y", 1.0),
      win(10.8, 8.2, "y", 1.2),
      win(0, 6.4, "y", 2.2),
      win(0, 3.9, "y", 0.9),
      slide(0.4, 9.8, "x", 2.2),
      slide(3.4, 9.8, "x", 3.6),
      slide(7.8, 9.8, "x", 2.6),
    ],
    furniture: [
      { k: "bedSingle", x: 0, y: 1.0, dir: "w" },
      { k: "desk", x: 1.2, y: 3.4, dir: "s" },
      { k: "tub", x: 0, y: 4.35, dir: "w" },
      { k: "toilet", x: 1.4, y: 5.3, dir: "s" },
      { k: "vanity", x: 1.6, y: 3.4, dir: "n" },
      { k: "bedSingle", x: 0.6, y: 5.3, dir: "n" },
      { k: "wardrobe", x: 3.0, y: 8.2, dir: "e", len: 1.8 },
      { k: "shoes", x: 3.0, y: 1.2, dir: "w", len: 1.8 },
      { k: "counter", x: 6.4, y: 0, dir: "n", len: 2.8, sink: 0.45, hob: 0.85 },
      { k: "fridge", x: 8.4, y: 2.6, dir: "e" },
      { k: "dining", x: 6.4, y: 2.3 },
      { k: "shelf", x: 9.8, y: 0, dir: "n", len: 1.8 },
      { k: "shelf", x: 10.8, y: 1.1, dir: "e", len: 1.1 },
      { k: "tub", x: 9.7, y: 1.7, dir: "n" },
      { k: "toilet", x: 10.8, y: 2.75, dir: "e" },
      { k: "vanity", x: 8.4, y: 3.1, dir: "w" },
      { k: "rug", x: 5.2, y: 8.0, w: 2.2, h: 2.6 },
      { k: "tv", x: 3.0, y: 8.0, dir: "w", len: 2.0 },
      { k: "sofa", x: 7.4, y: 8.0, dir: "e" },
      { k: "coffee", x: 5.3, y: 8.0, dir: "e" },
      { k: "bedDouble", x: 7.4, y: 7.0, dir: "w" },
      { k: "nightstand", x: 7.7, y: 5.9 },
      { k: "nightstand", x: 7.7, y: 8.1 },
      { k: "wardrobe", x: 10.8, y: 6.4, dir: "e", len: 2.6 },
      { k: "plant", x: 3.5, y: 10.5 },
      { k: "plant", x: 10.3, y: 10.5 },
    ],
  },
  {
    // 4Bay 채광 특화: master bedroom on the west end, living room second, two bedrooms to the east.
    type: "84C",
    layout: "판상형 · 4Bay · 전면 4실",
    common: "28.29",
    rooms: [
      { name: "욕실1", kind: "bath", rect: [0, 1.6, 2.1, 2.4], label: [1.15, 3.05] },
      { name: "드레스룸", kind: "dress", rect: [2.1, 1.6, 1.2, 2.4] },
      { name: "침실1", kind: "bed", rect: [0, 4.0, 3.3, 4.8], label: [1.65, 8.2] },
      { name: "주방", kind: "kitchen", rect: [3.3, 0, 3.9, 4.6], label: [5.25, 3.75] },
      { name: "거실", kind: "living", rect: [3.3, 4.6, 3.9, 4.2], label: [5.25, 5.5] },
      { name: "현관", kind: "entry", rect: [7.2, 0, 1.9, 2.2] },
      { id: "hall1", name: "", kind: "hall", rect: [7.2, 2.2, 1.9, 1.6] },
      { id: "hall2", name: "", kind: "hall", rect: [7.2, 3.8, 4.4, 1.2] },
      { name: "욕실2", kind: "bath", rect: [9.1, 1.4, 2.5, 2.4] },
      { name: "침실2", kind: "bed", rect: [7.2, 5.0, 2.2, 3.8], label: [8.55, 8.35] },
      { name: "침실3", kind: "bed", rect: [9.4, 5.0, 2.2, 3.8], label: [10.5, 8.35] },
      { id: "bal", name: "발코니", kind: "balcony", rect: [0, 8.8, 11.6, 1.3] },
    ],
    open: [
      ["현관", "hall1"],
      ["hall1", "hall2"],
      ["hall1", "주방"],
      ["hall2", "주방"],
      ["hall2", "거실"],
      ["주방", "거실"],
    ],
    openings: [
      entrance(7.6, 0, "x", 1),
      door(0.4, 4.0, "x", 0.8, -1),
      door(2.25, 4.0, "x", 0.8, -1),
      door(3.3, 4.9, "y", 0.9, -1),
      door(8.45, 5.0, "x", 0.85, 1, "end"),
      door(9.6, 5.0, "x", 0.85, 1),
      door(10.1, 3.8, "x", 0.8, -1),
      win(0.6, 1.6, "x", 0.9),
      win(3.9, 0, "x", 2.6),
      win(0, 5.0, "y", 2.6),
      win(11.6, 5.8, "y", 2.2),
      win(11.6, 2.0, "y", 1.0),
      slide(0.4, 8.8, "x", 2.5),
      slide(3.6, 8.8, "x", 3.3),
      slide(7.5, 8.8, "x", 1.6),
      slide(9.7, 8.8, "x", 1.6),
    ],
    furniture: [
      { k: "tub", x: 1.05, y: 1.6, dir: "n" },
      { k: "toilet", x: 0, y: 2.8, dir: "w" },
      { k: "vanity", x: 2.1, y: 2.8, dir: "e" },
      { k: "shelf", x: 2.45, y: 1.6, dir: "n", len: 0.7 },
      { k: "shelf", x: 3.3, y: 2.5, dir: "e", len: 1.6 },
      { k: "bedDouble", x: 0, y: 6.6, dir: "w" },
      { k: "nightstand", x: 0.3, y: 5.55 },
      { k: "nightstand", x: 0.3, y: 7.65 },
      { k: "wardrobe", x: 3.3, y: 7.2, dir: "e", len: 2.2 },
      { k: "counter", x: 3.3, y: 1.2, dir: "w", len: 2.2, hob: 0.5 },
      { k: "counter", x: 5.15, y: 0, dir: "n", len: 2.5, sink: 0.5 },
      { k: "fridge", x: 7.2, y: 0.9, dir: "e" },
      { k: "island", x: 5.3, y: 2.4, len: 1.8 },
      { k: "rug", x: 5.2, y: 7.0, w: 2.0, h: 2.3 },
      { k: "tv", x: 3.3, y: 7.2, dir: "w", len: 2.0 },
      { k: "sofa", x: 7.2, y: 7.0, dir: "e" },
      { k: "coffee", x: 5.35, y: 7.0, dir: "e" },
      { k: "shoes", x: 9.1, y: 1.1, dir: "e", len: 1.9 },
      { k: "vanity", x: 10.4, y: 1.4, dir: "n" },
      { k: "shower", x: 9.1, y: 3.2, dir: "w" },
      { k: "toilet", x: 11.6, y: 2.6, dir: "e" },
      { k: "bedSingle", x: 7.2, y: 6.9, dir: "w" },
      { k: "desk", x: 7.2, y: 8.1, dir: "w" },
      { k: "bedSingle", x: 11.6, y: 6.9, dir: "e" },
      { k: "wardrobe", x: 11.0, y: 5.0, dir: "n", len: 1.0 },
      { k: "plant", x: 3.7, y: 9.5 },
    ],
  },
  {
    // 타워형: the living room takes the south-east corner and opens on two sides.
    type: "84D",
    layout: "타워형 · 2면 개방 · 코너 거실",
    common: "28.18",
    rooms: [
      { name: "침실1", kind: "bed", rect: [0, 6.0, 3.4, 4.0], label: [1.7, 9.6] },
      { name: "침실2", kind: "bed", rect: [3.4, 6.0, 2.2, 4.0], label: [4.5, 9.3] },
      { id: "hall", name: "", kind: "hall", rect: [2.2, 4.6, 3.4, 1.4] },
      { name: "욕실1", kind: "bath", rect: [0, 3.8, 2.2, 2.2] },
      { name: "욕실2", kind: "bath", rect: [2.2, 2.6, 2.0, 2.0] },
      { name: "현관", kind: "entry", rect: [4.2, 1.6, 1.4, 3.0] },
      { name: "다용도실", kind: "utility", rect: [5.6, 1.0, 3.0, 1.2] },
      { name: "주방", kind: "kitchen", rect: [5.6, 2.2, 3.0, 3.2], label: [7.1, 5.15] },
      { name: "침실3", kind: "bed", rect: [8.6, 1.2, 2.6, 4.2], label: [9.6, 3.7] },
      { name: "거실", kind: "living", rect: [5.6, 5.4, 5.6, 4.6], label: [8.0, 6.2] },
      { id: "bal-s", name: "발코니", kind: "balcony", rect: [0, 10.0, 11.2, 1.3] },
      { id: "bal-e", name: "발코니", kind: "balcony", rect: [11.2, 5.4, 1.3, 4.6], label: [11.85, 5.95] },
    ],
    open: [
      ["현관", "hall"],
      ["hall", "거실"],
      ["hall", "주방"],
      ["주방", "거실"],
    ],
    openings: [
      entrance(4.4, 1.6, "x", 1),
      door(1.2, 6.0, "x", 0.8, -1, "end"),
      door(2.5, 6.0, "x", 0.85, 1),
      door(4.4, 6.0, "x", 0.85, 1, "end"),
      door(2.8, 4.6, "x", 0.8, -1),
      door(7.7, 2.2, "x", 0.8, -1),
      door(8.9, 5.4, "x", 0.9, -1),
      win(0, 6.6, "y", 2.6),
      win(0, 4.4, "y", 0.9),
      win(2.8, 2.6, "x", 0.8),
      win(5.9, 1.0, "x", 1.4),
      win(9.2, 1.2, "x", 1.4),
      win(11.2, 1.8, "y", 2.8),
      slide(0.4, 10.0, "x", 2.6),
      slide(3.7, 10.0, "x", 1.6),
      slide(6.0, 10.0, "x", 4.8),
      slide(11.2, 5.8, "y", 3.8),
    ],
    furniture: [
      { k: "bedDouble", x: 0, y: 8.1, dir: "w" },
      { k: "nightstand", x: 0.3, y: 7.05 },
      { k: "nightstand", x: 0.3, y: 9.15 },
      { k: "wardrobe", x: 3.4, y: 8.4, dir: "e", len: 2.0 },
      { k: "bedSingle", x: 3.4, y: 7.9, dir: "w" },
      { k: "tub", x: 1.1, y: 3.8, dir: "n" },
      { k: "toilet", x: 2.2, y: 4.95, dir: "e" },
      { k: "vanity", x: 0, y: 5.05, dir: "w" },
      { k: "shower", x: 4.2, y: 3.1, dir: "e" },
      { k: "toilet", x: 2.2, y: 3.1, dir: "w" },
      { k: "vanity", x: 2.2, y: 4.1, dir: "w" },
      { k: "shoes", x: 5.6, y: 3.5, dir: "e", len: 1.6 },
      { k: "washer", x: 8.1, y: 1.0, dir: "n" },
      { k: "counter", x: 5.6, y: 3.3, dir: "w", len: 2.1, sink: 0.5 },
      { k: "fridge", x: 6.7, y: 2.2, dir: "n" },
      { k: "counter", x: 8.6, y: 3.6, dir: "e", len: 2.2, hob: 0.5 },
      { k: "dining", x: 7.1, y: 4.0 },
      { k: "bedSingle", x: 10.5, y: 1.2, dir: "n" },
      { k: "desk", x: 8.6, y: 2.3, dir: "w" },
      { k: "rug", x: 7.9, y: 8.0, w: 2.4, h: 2.6 },
      { k: "tv", x: 5.6, y: 8.0, dir: "w", len: 2.0 },
      { k: "sofa", x: 9.8, y: 8.0, dir: "e" },
      { k: "coffee", x: 7.9, y: 8.0, dir: "e" },
      { k: "plant", x: 10.75, y: 5.9 },
      { k: "plant", x: 11.85, y: 9.6 },
    ],
  },
  {
    // 4Bay with an alpha room by the entrance and a walk-through dress room to the master bath.
    type: "99A",
    layout: "판상형 · 4Bay · 알파룸",
    common: "33.12",
    rooms: [
      { name: "침실4", kind: "bed", rect: [0, 0, 2.9, 4.4], label: [1.45, 2.95] },
      { name: "알파룸", kind: "alpha", rect: [2.9, 0, 2.9, 2.2], label: [4.2, 1.45] },
      { name: "욕실2", kind: "bath", rect: [2.9, 2.2, 2.9, 2.2], label: [4.1, 3.45] },
      { id: "hall", name: "", kind: "hall", rect: [0, 4.4, 5.8, 1.2] },
      { name: "침실3", kind: "bed", rect: [0, 5.6, 2.9, 4.0], label: [1.45, 8.9] },
      { name: "침실2", kind: "bed", rect: [2.9, 5.6, 2.9, 4.0], label: [4.5, 8.9] },
      { name: "현관", kind: "entry", rect: [5.8, 0, 1.7, 2.6], label: [6.55, 1.7] },
      { id: "hall1", name: "", kind: "hall", rect: [5.8, 2.6, 1.7, 2.0] },
      { name: "주방", kind: "kitchen", rect: [7.5, 0, 2.9, 4.6], label: [9.0, 2.2] },
      { name: "거실", kind: "living", rect: [5.8, 4.6, 4.6, 5.0], label: [8.1, 5.3] },
      { name: "다용도실", kind: "utility", rect: [10.4, 0, 1.4, 2.6], label: [11.1, 1.2] },
      { name: "욕실1", kind: "bath", rect: [11.8, 0, 2.2, 2.6], label: [12.8, 2.0] },
      { name: "드레스룸", kind: "dress", rect: [10.4, 2.6, 3.6, 2.0] },
      { name: "침실1", kind: "bed", rect: [10.4, 4.6, 3.6, 5.0], label: [12.2, 8.9] },
      { id: "bal", name: "발코니", kind: "balcony", rect: [0, 9.6, 14.0, 1.5] },
    ],
    open: [
      ["현관", "hall1"],
      ["hall1", "hall"],
      ["hall1", "거실"],
      ["hall", "거실"],
      ["hall1", "주방"],
      ["주방", "거실"],
    ],
    openings: [
      entrance(6.15, 0, "x", 1),
      door(1.8, 4.4, "x", 0.85, -1, "end"),
      door(5.8, 0.9, "y", 0.8, -1),
      door(4.6, 4.4, "x", 0.8, -1),
      door(1.9, 5.6, "x", 0.85, 1, "end"),
      door(3.1, 5.6, "x", 0.85, 1),
      door(10.4, 0.6, "y", 0.8, 1),
      door(10.7, 4.6, "x", 0.9, -1),
      door(12.2, 2.6, "x", 0.8, -1),
      door(10.4, 4.9, "y", 0.9, 1),
      win(0.7, 0, "x", 1.5),
      win(0, 1.0, "y", 2.0),
      win(3.5, 0, "x", 1.7),
      win(8.0, 0, "x", 1.9),
      win(10.6, 0, "x", 1.0),
      win(12.4, 0, "x", 1.0),
      win(14.0, 3.0, "y", 1.2),
      win(14.0, 6.8, "y", 2.2),
      win(0, 6.4, "y", 2.4),
      slide(0.35, 9.6, "x", 2.2),
      slide(3.25, 9.6, "x", 2.2),
      slide(6.2, 9.6, "x", 3.8),
      slide(10.8, 9.6, "x", 2.8),
    ],
    furniture: [
      { k: "bedSingle", x: 0, y: 1.6, dir: "w" },
      { k: "desk", x: 2.0, y: 0, dir: "n" },
      { k: "wardrobe", x: 0, y: 3.2, dir: "w", len: 1.4 },
      { k: "desk", x: 4.0, y: 0, dir: "n" },
      { k: "shelf", x: 2.9, y: 1.1, dir: "w", len: 1.6 },
      { k: "tub", x: 3.9, y: 2.2, dir: "n" },
      { k: "toilet", x: 5.8, y: 2.8, dir: "e" },
      { k: "vanity", x: 2.9, y: 3.7, dir: "w" },
      { k: "bedSingle", x: 0, y: 7.2, dir: "w" },
      { k: "bedSingle", x: 5.8, y: 7.2, dir: "e" },
      { k: "wardrobe", x: 2.9, y: 8.4, dir: "w", len: 1.6 },
      { k: "shoes", x: 7.5, y: 1.3, dir: "e", len: 1.8 },
      { k: "counter", x: 9.0, y: 0, dir: "n", len: 2.6, sink: 0.35 },
      { k: "counter", x: 10.4, y: 2.6, dir: "e", len: 2.0, hob: 0.5 },
      { k: "fridge", x: 7.5, y: 1.6, dir: "w" },
      { k: "dining", x: 8.7, y: 3.45 },
      { k: "rug", x: 8.05, y: 7.6, w: 2.4, h: 2.8 },
      { k: "tv", x: 5.8, y: 7.6, dir: "w", len: 2.2 },
      { k: "sofa", x: 10.4, y: 7.6, dir: "e" },
      { k: "coffee", x: 8.1, y: 7.6, dir: "e" },
      { k: "washer", x: 11.8, y: 2.0, dir: "e" },
      { k: "shower", x: 14.0, y: 0.6, dir: "e" },
      { k: "toilet", x: 11.8, y: 1.3, dir: "w" },
      { k: "vanity", x: 12.7, y: 0, dir: "n" },
      { k: "shelf", x: 11.25, y: 2.6, dir: "n", len: 1.6 },
      { k: "shelf", x: 14.0, y: 3.6, dir: "e", len: 1.8 },
      { k: "shelf", x: 12.8, y: 4.6, dir: "s", len: 1.8 },
      { k: "bedDouble", x: 12.6, y: 4.6, dir: "n" },
      { k: "nightstand", x: 11.5, y: 4.95 },
      { k: "nightstand", x: 13.7, y: 4.95 },
      { k: "plant", x: 6.3, y: 10.3 },
      { k: "plant", x: 13.5, y: 10.3 },
    ],
  },
  {
    // ㄷ-shaped kitchen with a large pantry; master suite on the west, fourth bedroom at the back.
    type: "99B",
    layout: "판상형 · 4Bay · 대형 팬트리",
    common: "33.05",
    rooms: [
      { name: "팬트리", kind: "pantry", rect: [1.8, 0, 1.8, 2.6], label: [2.75, 1.55] },
      { name: "욕실1", kind: "bath", rect: [0, 2.6, 2.0, 2.8], label: [0.95, 4.75] },
      { name: "드레스룸", kind: "dress", rect: [2.0, 2.6, 1.6, 2.8], label: [2.65, 4.2] },
      { name: "침실1", kind: "bed", rect: [0, 5.4, 3.6, 4.6], label: [1.6, 9.45] },
      { name: "주방", kind: "kitchen", rect: [3.6, 0, 4.4, 5.0], label: [5.8, 1.9] },
      { name: "거실", kind: "living", rect: [3.6, 5.0, 4.4, 5.0], label: [5.8, 5.9] },
      { name: "현관", kind: "entry", rect: [8.0, 0, 1.6, 2.6], label: [8.75, 1.5] },
      { id: "hall1", name: "", kind: "hall", rect: [8.0, 2.6, 1.6, 2.0] },
      { id: "hall2", name: "", kind: "hall", rect: [8.0, 4.6, 5.2, 1.2] },
      { name: "욕실2", kind: "bath", rect: [9.6, 1.6, 1.4, 3.0], label: [10.25, 3.55] },
      { name: "침실4", kind: "bed", rect: [11.0, 0, 2.2, 4.6], label: [12.1, 3.0] },
      { name: "침실2", kind: "bed", rect: [8.0, 5.8, 2.6, 4.2], label: [9.3, 9.2] },
      { name: "침실3", kind: "bed", rect: [10.6, 5.8, 2.6, 4.2], label: [11.9, 9.2] },
      { id: "bal", name: "발코니", kind: "balcony", rect: [0, 10.0, 13.2, 1.4] },
    ],
    open: [
      ["현관", "hall1"],
      ["hall1", "hall2"],
      ["hall1", "주방"],
      ["hall2", "주방"],
      ["hall2", "거실"],
      ["주방", "거실"],
    ],
    openings: [
      entrance(8.3, 0, "x", 1),
      door(3.6, 0.95, "y", 0.8, -1),
      door(0.5, 5.4, "x", 0.8, -1),
      door(2.3, 5.4, "x", 0.8, -1, "end"),
      door(3.6, 5.7, "y", 0.9, -1),
      door(9.6, 3.4, "y", 0.8, 1),
      door(11.3, 4.6, "x", 0.85, -1),
      door(9.6, 5.8, "x", 0.85, 1, "end"),
      door(10.8, 5.8, "x", 0.85, 1),
      win(0, 3.2, "y", 1.0),
      win(4.4, 0, "x", 2.8),
      win(11.5, 0, "x", 1.2),
      win(13.2, 1.0, "y", 2.4),
      win(9.9, 1.6, "x", 0.8),
      win(0, 6.4, "y", 2.4),
      win(13.2, 6.6, "y", 2.2),
      slide(0.4, 10.0, "x", 2.8),
      slide(4.0, 10.0, "x", 3.6),
      slide(8.3, 10.0, "x", 2.0),
      slide(10.9, 10.0, "x", 2.0),
    ],
    furniture: [
      { k: "shelf", x: 2.6, y: 0, dir: "n", len: 1.4 },
      { k: "shelf", x: 1.8, y: 1.5, dir: "w", len: 1.6 },
      { k: "tub", x: 1.0, y: 2.6, dir: "n" },
      { k: "toilet", x: 2.0, y: 3.9, dir: "e" },
      { k: "vanity", x: 0, y: 4.0, dir: "w" },
      { k: "shelf", x: 3.6, y: 3.5, dir: "e", len: 1.6 },
      { k: "shelf", x: 2.55, y: 2.6, dir: "n", len: 0.9 },
      { k: "bedDouble", x: 0, y: 7.7, dir: "w" },
      { k: "nightstand", x: 0.3, y: 6.65 },
      { k: "nightstand", x: 0.3, y: 8.75 },
      { k: "wardrobe", x: 3.6, y: 8.3, dir: "e", len: 2.0 },
      { k: "fridge", x: 4.25, y: 0, dir: "n" },
      { k: "counter", x: 6.05, y: 0, dir: "n", len: 2.5, sink: 0.5 },
      { k: "counter", x: 8.0, y: 1.6, dir: "e", len: 1.8, hob: 0.5 },
      { k: "counter", x: 3.6, y: 3.2, dir: "w", len: 2.2 },
      { k: "dining", x: 5.9, y: 3.7 },
      { k: "rug", x: 5.75, y: 8.0, w: 2.2, h: 2.6 },
      { k: "tv", x: 3.6, y: 8.0, dir: "w", len: 2.0 },
      { k: "sofa", x: 8.0, y: 8.0, dir: "e" },
      { k: "coffee", x: 5.75, y: 8.0, dir: "e" },
      { k: "shoes", x: 9.6, y: 0.75, dir: "e", len: 1.4 },
      { k: "toilet", x: 10.3, y: 1.6, dir: "n" },
      { k: "vanity", x: 11.0, y: 2.8, dir: "e" },
      { k: "bedSingle", x: 12.6, y: 0, dir: "n" },
      { k: "desk", x: 11.0, y: 1.2, dir: "w" },
      { k: "bedSingle", x: 8.0, y: 7.6, dir: "w" },
      { k: "bedSingle", x: 13.2, y: 7.6, dir: "e" },
      { k: "wardrobe", x: 12.6, y: 5.8, dir: "n", len: 1.1 },
      { k: "plant", x: 4.0, y: 10.7 },
      { k: "plant", x: 12.8, y: 10.7 },
    ],
  },
  {
    // 코너형: open LDK on the south-west corner, balconies on three sides.
    type: "99C",
    layout: "코너형 · 3면 발코니",
    common: "32.96",
    rooms: [
      { name: "다용도실", kind: "utility", rect: [0, 0.8, 3.2, 1.2], label: [1.6, 1.55] },
      { name: "주방", kind: "kitchen", rect: [0, 2.0, 3.2, 3.4], label: [1.8, 3.3] },
      { name: "거실", kind: "living", rect: [0, 5.4, 5.6, 4.8], label: [4.0, 6.2] },
      { name: "현관", kind: "entry", rect: [3.2, 1.2, 1.6, 3.0], label: [4.1, 2.9] },
      { id: "hall", name: "", kind: "hall", rect: [3.2, 4.2, 9.2, 1.2] },
      { name: "욕실2", kind: "bath", rect: [4.8, 2.2, 2.0, 2.0], label: [6.0, 3.5] },
      { name: "침실4", kind: "bed", rect: [6.8, 1.0, 2.8, 3.2], label: [8.1, 2.95] },
      { name: "침실2", kind: "bed", rect: [5.6, 5.4, 2.6, 4.8], label: [6.9, 9.2] },
      { name: "침실3", kind: "bed", rect: [9.6, 1.0, 2.8, 3.2], label: [11.0, 3.45] },
      { id: "bed1-north", name: "", kind: "bed", rect: [8.2, 5.4, 2.4, 2.3] },
      { name: "침실1", kind: "bed", rect: [8.2, 7.7, 4.2, 2.5], label: [10.3, 9.55] },
      { name: "욕실1", kind: "bath", rect: [10.6, 5.4, 1.8, 2.3], label: [11.55, 6.75] },
      { id: "bal-s", name: "발코니", kind: "balcony", rect: [0, 10.2, 12.4, 1.3] },
      { id: "bal-w", name: "발코니", kind: "balcony", rect: [-1.3, 5.4, 1.3, 4.8], label: [-0.65, 6.0] },
      { id: "bal-e", name: "발코니", kind: "balcony", rect: [12.4, 5.4, 1.3, 4.8], label: [13.05, 6.0] },
    ],
    open: [
      ["현관", "hall"],
      ["hall", "주방"],
      ["hall", "거실"],
      ["주방", "거실"],
      ["bed1-north", "침실1"],
    ],
    openings: [
      entrance(3.5, 1.2, "x", 1),
      door(2.2, 2.0, "x", 0.8, -1, "end"),
      door(5.6, 4.2, "x", 0.8, -1),
      door(7.0, 4.2, "x", 0.85, -1),
      door(6.9, 5.4, "x", 0.85, 1, "end"),
      door(8.45, 5.4, "x", 0.85, 1),
      door(9.9, 4.2, "x", 0.85, -1),
      door(10.6, 5.8, "y", 0.8, 1),
      win(0.6, 0.8, "x", 1.4),
      win(0, 2.6, "y", 2.0),
      win(5.4, 2.2, "x", 0.8),
      win(7.4, 1.0, "x", 1.6),
      win(10.2, 1.0, "x", 1.6),
      win(12.4, 1.6, "y", 2.0),
      win(12.4, 5.8, "y", 1.4),
      slide(0.4, 10.2, "x", 4.8),
      slide(0, 5.8, "y", 4.0),
      slide(5.9, 10.2, "x", 2.0),
      slide(8.6, 10.2, "x", 3.4),
      slide(12.4, 7.9, "y", 2.0),
    ],
    furniture: [
      { k: "washer", x: 0.45, y: 0.8, dir: "n" },
      { k: "counter", x: 1.4, y: 2.0, dir: "n", len: 1.4, hob: 0.5 },
      { k: "counter", x: 0, y: 3.6, dir: "w", len: 2.4, sink: 0.5 },
      { k: "fridge", x: 3.2, y: 3.7, dir: "e" },
      { k: "dining", x: 1.6, y: 6.3 },
      { k: "rug", x: 3.2, y: 8.4, w: 2.4, h: 2.6 },
      { k: "tv", x: 5.6, y: 8.4, dir: "e", len: 2.0 },
      { k: "sofa", x: 1.2, y: 8.4, dir: "w" },
      { k: "coffee", x: 3.15, y: 8.4, dir: "e" },
      { k: "shoes", x: 3.2, y: 3.3, dir: "w", len: 1.6 },
      { k: "toilet", x: 6.4, y: 2.2, dir: "n" },
      { k: "shower", x: 4.8, y: 2.7, dir: "w" },
      { k: "vanity", x: 4.8, y: 3.7, dir: "w" },
      { k: "bedSingle", x: 9.6, y: 1.9, dir: "e" },
      { k: "wardrobe", x: 9.6, y: 3.5, dir: "e", len: 1.2 },
      { k: "bedSingle", x: 5.6, y: 7.4, dir: "w" },
      { k: "bedDouble", x: 8.2, y: 7.8, dir: "w" },
      { k: "nightstand", x: 8.5, y: 6.75 },
      { k: "nightstand", x: 8.5, y: 8.85 },
      { k: "armchair", x: 12.4, y: 9.0, dir: "e" },
      { k: "bedSingle", x: 12.4, y: 2.0, dir: "e" },
      { k: "wardrobe", x: 9.6, y: 2.3, dir: "w", len: 1.6 },
      { k: "toilet", x: 11.95, y: 5.4, dir: "n" },
      { k: "vanity", x: 11.5, y: 7.7, dir: "s" },
      { k: "plant", x: -0.65, y: 9.6 },
      { k: "plant", x: 13.05, y: 9.6 },
    ],
  },
];
