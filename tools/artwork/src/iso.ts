/**
 * A small isometric engine: ground polygons, boxes, apartment towers with facade detail, trees
 * and cast shadows, sorted back to front. World units are metres; x runs to the screen's lower
 * right, y to the lower left, z up.
 */
import { circle, linear, mix, n, palette, poly, radial, text } from "./svg.ts";

const COS = Math.cos(Math.PI / 6);
const SIN = Math.sin(Math.PI / 6);

export type Iso = { ox: number; oy: number; s: number };
export type Pt = readonly [number, number];

export function project(iso: Iso, x: number, y: number, z = 0): [number, number] {
  return [iso.ox + (x - y) * COS * iso.s, iso.oy + (x + y) * SIN * iso.s - z * iso.s];
}

export function groundPoly(iso: Iso, points: readonly Pt[], attrs: Record<string, string | number> = {}): string {
  return poly(
    points.map(([x, y]) => project(iso, x, y, 0)),
    attrs,
  );
}

/** A ground path with width (roads, walks): a polyline offset both sides, drawn flat. */
export function groundStrip(iso: Iso, points: readonly Pt[], width: number, fill: string, opacity = 1): string {
  let out = "";
  for (let i = 0; i < points.length - 1; i++) {
    const [x1, y1] = points[i] as Pt;
    const [x2, y2] = points[i + 1] as Pt;
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const nx = (-(y2 - y1) / len) * (width / 2);
    const ny = ((x2 - x1) / len) * (width / 2);
    out += groundPoly(
      iso,
      [
        [x1 + nx, y1 + ny],
        [x2 + nx, y2 + ny],
        [x2 - nx, y2 - ny],
        [x1 - nx, y1 - ny],
      ],
      { fill, opacity },
    );
  }
  // Round the joints.
  for (const [x, y] of points.slice(1, -1)) {
    const [cx, cy] = project(iso, x, y);
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n((width / 2) * COS * iso.s * 1.15)}" ry="${n((width / 2) * SIN * iso.s * 1.15)}" fill="${fill}" opacity="${opacity}"/>`;
  }
  return out;
}

export type BoxColors = { top: string; south: string; east: string; stroke?: string };

export type Item = {
  /** Footprint for depth sorting. */
  x: number;
  y: number;
  w: number;
  d: number;
  svg: string;
};

export function box(
  iso: Iso,
  b: { x: number; y: number; w: number; d: number; h: number; z?: number },
  c: BoxColors,
): string {
  const z0 = b.z ?? 0;
  const z1 = z0 + b.h;
  const P = (x: number, y: number, z: number) => project(iso, x, y, z);
  const stroke = c.stroke ? { stroke: c.stroke, "stroke-width": 0.6, "stroke-linejoin": "round" } : {};
  const south = poly(
    [P(b.x, b.y + b.d, z0), P(b.x + b.w, b.y + b.d, z0), P(b.x + b.w, b.y + b.d, z1), P(b.x, b.y + b.d, z1)],
    { fill: c.south, ...stroke },
  );
  const east = poly(
    [P(b.x + b.w, b.y, z0), P(b.x + b.w, b.y + b.d, z0), P(b.x + b.w, b.y + b.d, z1), P(b.x + b.w, b.y, z1)],
    { fill: c.east, ...stroke },
  );
  const top = poly([P(b.x, b.y, z1), P(b.x + b.w, b.y, z1), P(b.x + b.w, b.y + b.d, z1), P(b.x, b.y + b.d, z1)], {
    fill: c.top,
    ...stroke,
  });
  return south + east + top;
}

/** Convex hull (monotone chain) for shadow polygons. */
function hull(points: Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const pt of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2] as Pt, lower[lower.length - 1] as Pt, pt) <= 0)
      lower.pop();
    lower.push(pt);
  }
  const upper: Pt[] = [];
  for (const pt of [...p].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2] as Pt, upper[upper.length - 1] as Pt, pt) <= 0)
      upper.pop();
    upper.push(pt);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** Light comes from the upper left of the screen, so shadows fall towards +x, -y in the world. */
export const SUN: Pt = [0.55, -0.25];

export function boxShadow(
  iso: Iso,
  b: { x: number; y: number; w: number; d: number; h: number },
  opacity = 0.16,
  sun: Pt = SUN,
): string {
  const corners: Pt[] = [
    [b.x, b.y],
    [b.x + b.w, b.y],
    [b.x + b.w, b.y + b.d],
    [b.x, b.y + b.d],
  ];
  const offset = corners.map(([x, y]) => [x + sun[0] * b.h, y + sun[1] * b.h] as Pt);
  return groundPoly(iso, hull([...corners, ...offset]), { fill: palette.navy, opacity });
}

export type TowerStyle = {
  top: string;
  south: string;
  east: string;
  glassSouth: string;
  glassEast: string;
  line: string;
  accent: string;
  /** Probability that a window is lit (night scenes). */
  lit?: number;
  litColor?: string;
};

export const towerDay: TowerStyle = {
  top: "#f1eee8",
  south: "#f4f0e9",
  east: "#cfc8bd",
  glassSouth: "#b7ccd0",
  glassEast: "#93aab2",
  line: "#ddd6cb",
  accent: palette.teal,
};

export const towerDusk: TowerStyle = {
  top: "#c9c2c0",
  south: "#e6d3bf",
  east: "#77839a",
  glassSouth: "#9fb0bd",
  glassEast: "#5d6c84",
  line: "#cbb9a6",
  accent: palette.amber,
  lit: 0.22,
  litColor: "#ffd79a",
};

/**
 * An apartment tower: a slab with floor lines, balcony glazing in bays, a vertical accent strip
 * and a rooftop crown frame. `rand` decides lit windows.
 */
export function tower(
  iso: Iso,
  t: { x: number; y: number; w: number; d: number; floors: number; label?: string },
  style: TowerStyle,
  rand: () => number,
): string {
  const fh = 2.9;
  const h = t.floors * fh;
  const P = (x: number, y: number, z: number) => project(iso, x, y, z);
  let out = box(
    iso,
    { x: t.x, y: t.y, w: t.w, d: t.d, h: 4 },
    { top: style.top, south: mix(style.south, "#8a8f96", 0.25), east: mix(style.east, "#40485a", 0.2) },
  );
  out += box(
    iso,
    { x: t.x, y: t.y, w: t.w, d: t.d, h: h - 4, z: 4 },
    { top: style.top, south: style.south, east: style.east },
  );
  // South face: bays of balcony glass between floor lines.
  const baysS = Math.max(2, Math.round(t.w / 5));
  const baysE = Math.max(1, Math.round(t.d / 5));
  const faceDetail = (face: "s" | "e") => {
    const bays = face === "s" ? baysS : baysE;
    const span = face === "s" ? t.w : t.d;
    const bay = span / bays;
    let d = "";
    let lit = "";
    const glass = face === "s" ? style.glassSouth : style.glassEast;
    const at = (u: number, z: number) => (face === "s" ? P(t.x + u, t.y + t.d, z) : P(t.x + t.w, t.y + u, z));
    for (let f = 1; f < t.floors; f++) {
      const z0 = f * fh + 0.5;
      const z1 = z0 + fh * 0.62;
      for (let b = 0; b < bays; b++) {
        const u0 = b * bay + bay * 0.12;
        const u1 = (b + 1) * bay - bay * 0.12;
        const quad = [at(u0, z0), at(u1, z0), at(u1, z1), at(u0, z1)];
        const isLit = style.lit !== undefined && rand() < style.lit;
        const points = quad.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
        if (isLit) lit += `<polygon points="${points}"/>`;
        else d += `<polygon points="${points}"/>`;
      }
    }
    let group = `<g fill="${glass}">${d}</g>`;
    if (lit) group += `<g fill="${style.litColor ?? palette.amberLight}">${lit}</g>`;
    // Floor slab lines, a little lighter than the face.
    let lines = "";
    for (let f = 1; f < t.floors; f++) {
      const [x1, y1] = at(0, f * fh);
      const [x2, y2] = at(span, f * fh);
      lines += `M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}`;
    }
    group += `<path d="${lines}" stroke="${style.line}" stroke-width="${n(Math.max(0.4, iso.s * 0.18))}" fill="none" opacity="0.7"/>`;
    return group;
  };
  if (iso.s * fh > 3.2) out += faceDetail("s") + faceDetail("e");
  else {
    // Too small for windows: a few tinted bands suggest glazing.
    out += poly(
      [
        P(t.x + t.w * 0.1, t.y + t.d, 6),
        P(t.x + t.w * 0.9, t.y + t.d, 6),
        P(t.x + t.w * 0.9, t.y + t.d, h - 3),
        P(t.x + t.w * 0.1, t.y + t.d, h - 3),
      ],
      {
        fill: style.glassSouth,
        opacity: 0.55,
      },
    );
  }
  // Vertical accent strip at the south-west corner and a crown frame on the roof.
  out += poly(
    [P(t.x, t.y + t.d, 4), P(t.x + 1.6, t.y + t.d, 4), P(t.x + 1.6, t.y + t.d, h + 4), P(t.x, t.y + t.d, h + 4)],
    {
      fill: style.accent,
      opacity: 0.9,
    },
  );
  const crownH = 6;
  out += box(
    iso,
    { x: t.x + t.w * 0.15, y: t.y + t.d * 0.25, w: t.w * 0.7, d: t.d * 0.5, h: 2.5, z: h },
    {
      top: style.top,
      south: style.south,
      east: style.east,
    },
  );
  const frame = [
    P(t.x, t.y + t.d, h),
    P(t.x, t.y + t.d, h + crownH),
    P(t.x + t.w, t.y + t.d, h + crownH),
    P(t.x + t.w, t.y, h + crownH),
    P(t.x + t.w, t.y, h),
  ];
  out += `<polyline points="${frame.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="none" stroke="${style.accent === palette.amber ? palette.amber : "#e9e4dc"}" stroke-width="${n(Math.max(1, iso.s * 0.45))}" stroke-linejoin="round"/>`;
  if (t.label) {
    const [lx, ly] = P(t.x + t.w / 2, t.y + t.d / 2, h + crownH + 7);
    const size = Math.max(11, Math.min(16, iso.s * 5));
    const w = size * 2.6;
    out += `<rect x="${n(lx - w / 2)}" y="${n(ly - size)}" width="${n(w)}" height="${n(size * 1.45)}" rx="${n(size * 0.3)}" fill="${palette.navy}" opacity="0.92"/>`;
    out += text(lx, ly + size * 0.12, t.label, { size, weight: 700, fill: palette.white, anchor: "middle" });
  }
  return out;
}

export function towerShadow(
  iso: Iso,
  t: { x: number; y: number; w: number; d: number; floors: number },
  opacity = 0.12,
): string {
  return boxShadow(iso, { x: t.x, y: t.y, w: t.w, d: t.d, h: t.floors * 2.9 * 0.45 }, opacity);
}

/** A round deciduous tree: trunk, shaded canopy, ground shadow. */
export function tree(iso: Iso, x: number, y: number, r: number, color: string, h = r * 2.2): string {
  const [bx, by] = project(iso, x, y, 0);
  const [cx, cy] = project(iso, x, y, h);
  const rp = r * iso.s;
  let out = `<ellipse cx="${n(bx + rp * 0.5)}" cy="${n(by + rp * 0.1)}" rx="${n(rp * 1.05)}" ry="${n(rp * 0.5)}" fill="${palette.navy}" opacity="0.12"/>`;
  out += `<line x1="${n(bx)}" y1="${n(by)}" x2="${n(bx)}" y2="${n(cy)}" stroke="#7d6a55" stroke-width="${n(Math.max(1, rp * 0.16))}"/>`;
  out += circle(cx, cy, rp, { fill: color });
  out += circle(cx - rp * 0.28, cy - rp * 0.3, rp * 0.58, { fill: mix(color, "#ffffff", 0.22), opacity: 0.7 });
  out += `<path d="M${n(cx - rp)},${n(cy)}A${n(rp)},${n(rp)} 0 0 0 ${n(cx + rp)},${n(cy)}" fill="${mix(color, palette.navy, 0.25)}" opacity="0.35"/>`;
  return out;
}

/** Depth sort: an item wholly east or south of another is drawn after it. */
export function sortItems(items: Item[]): Item[] {
  const count = items.length;
  const before: number[][] = items.map(() => []);
  for (let i = 0; i < count; i++) {
    for (let j = 0; j < count; j++) {
      if (i === j) continue;
      const a = items[i] as Item;
      const b = items[j] as Item;
      // b must be drawn before a when a lies in front of b.
      const inFront = (a.x >= b.x + b.w - 1e-6 && a.y + a.d > b.y) || (a.y >= b.y + b.d - 1e-6 && a.x + a.w > b.x);
      if (inFront) (before[i] as number[]).push(j);
    }
  }
  const order: Item[] = [];
  const state = new Array<number>(count).fill(0);
  const centre = (it: Item) => it.x + it.w / 2 + it.y + it.d / 2;
  const indices = items.map((_, i) => i).sort((p, q) => centre(items[p] as Item) - centre(items[q] as Item));
  const visit = (i: number) => {
    if (state[i] === 2 || state[i] === 1) return;
    state[i] = 1;
    const deps = (before[i] as number[]).sort((p, q) => centre(items[p] as Item) - centre(items[q] as Item));
    for (const j of deps) visit(j);
    state[i] = 2;
    order.push(items[i] as Item);
  };
  for (const i of indices) visit(i);
  return order;
}

export function isoDefs(): string {
  return (
    linear("isoLake", [
      [0, "#8fbcc0"],
      [1, "#5e8c94"],
    ]) +
    radial("isoGlow", [
      [0, "#ffffff", 0.55],
      [1, "#ffffff", 0],
    ])
  );
}
