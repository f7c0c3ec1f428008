/**
 * Atmospheric elevation scenes: sky, ridgelines, the complex's towers, tree lines and a lake with
 * reflections. Used for the home hero, sub-page banners, brand pictures, the video poster and the
 * social-sharing image. Banners keep the left and centre dark for white overlay text.
 */
import { blurFilter, circle, linear, mix, n, palette, radial, rect, rng, type Stop, smoothOpen } from "./svg.ts";

export type Mood = "dusk" | "night" | "dawn" | "golden" | "twilight";

type MoodPalette = {
  sky: Stop[];
  glow: string;
  glowAt: number;
  ridgeFar: string;
  ridgeNear: string;
  city: string;
  front: string;
  side: string;
  glass: string;
  lit: string;
  litP: number;
  line: string;
  crown: string;
  trees: [string, string, string];
  waterTop: string;
  waterBottom: string;
  reflect: number;
  stars: boolean;
};

export const moods: Record<Mood, MoodPalette> = {
  dusk: {
    sky: [
      [0, "#0f1c2e"],
      [0.38, "#213754"],
      [0.66, "#53678a"],
      [0.83, "#b7897a"],
      [0.94, "#efb07c"],
      [1, "#fbd0a0"],
    ],
    glow: "#fdb461",
    glowAt: 0.74,
    ridgeFar: "#6e7892",
    ridgeNear: "#45526b",
    city: "#5a6680",
    front: "#b9b3b6",
    side: "#5b6780",
    glass: "#6b7b93",
    lit: "#ffd08a",
    litP: 0.32,
    line: "#cfc3b8",
    crown: "#fdb461",
    trees: ["#1c2f3f", "#243a4a", "#2f4a55"],
    waterTop: "#9a7f7e",
    waterBottom: "#14233a",
    reflect: 0.42,
    stars: false,
  },
  night: {
    sky: [
      [0, "#060d19"],
      [0.45, "#0f1c2e"],
      [0.8, "#1c3049"],
      [1, "#2d4764"],
    ],
    glow: "#5e8c94",
    glowAt: 0.3,
    ridgeFar: "#1d2d44",
    ridgeNear: "#142237",
    city: "#1f3048",
    front: "#2a3a52",
    side: "#1a2639",
    glass: "#33455f",
    lit: "#ffcf87",
    litP: 0.5,
    line: "#3b4d66",
    crown: "#fdb461",
    trees: ["#0b1522", "#0f1c2b", "#152535"],
    waterTop: "#22374f",
    waterBottom: "#060d18",
    reflect: 0.5,
    stars: true,
  },
  dawn: {
    sky: [
      [0, "#1a2b45"],
      [0.42, "#3f5878"],
      [0.72, "#8f9db4"],
      [0.9, "#e2bfa4"],
      [1, "#f6dcc2"],
    ],
    glow: "#fbd9b0",
    glowAt: 0.22,
    ridgeFar: "#8290a8",
    ridgeNear: "#5c6a83",
    city: "#76839b",
    front: "#a9b0bd",
    side: "#687489",
    glass: "#7f8da3",
    lit: "#ffdca3",
    litP: 0.14,
    line: "#bcc2cc",
    crown: "#fdb461",
    trees: ["#24384a", "#2e4656", "#3a5660"],
    waterTop: "#b7a9a8",
    waterBottom: "#1c2c44",
    reflect: 0.45,
    stars: false,
  },
  golden: {
    sky: [
      [0, "#2b4564"],
      [0.45, "#7b8fa6"],
      [0.78, "#e3bf98"],
      [1, "#fde0b4"],
    ],
    glow: "#fdb461",
    glowAt: 0.8,
    ridgeFar: "#9aa2ae",
    ridgeNear: "#6f7d8c",
    city: "#8c95a2",
    front: "#e9dccb",
    side: "#8b93a0",
    glass: "#9fb0bf",
    lit: "#ffe2b0",
    litP: 0.04,
    line: "#f4ece1",
    crown: "#fdb461",
    trees: ["#30493f", "#3d5a4c", "#4f6d57"],
    waterTop: "#d7b996",
    waterBottom: "#2a4560",
    reflect: 0.4,
    stars: false,
  },
  twilight: {
    sky: [
      [0, "#0f1c2e"],
      [0.5, "#1f3d50"],
      [0.82, "#4f7d87"],
      [1, "#9cc0c0"],
    ],
    glow: "#a9c9cb",
    glowAt: 0.62,
    ridgeFar: "#44677a",
    ridgeNear: "#2d4b5c",
    city: "#3d5e70",
    front: "#8da3ad",
    side: "#45596a",
    glass: "#4f6a7c",
    lit: "#ffd39a",
    litP: 0.3,
    line: "#a6b6bd",
    crown: "#fdb461",
    trees: ["#14262e", "#1b333a", "#254146"],
    waterTop: "#6f979b",
    waterBottom: "#0f1c2e",
    reflect: 0.45,
    stars: false,
  },
};

export type SkylineTower = { x: number; w: number; floors: number; layer: 0 | 1 | 2 };

export type SkylineOptions = {
  width: number;
  height: number;
  mood: Mood;
  seed: number;
  /** Waterline / ground line as a fraction of height. */
  horizon: number;
  /** Where the complex sits horizontally (fractions) and how tall its tallest tower is (fraction of height). */
  cluster: { from: number; to: number; height: number };
  lake?: boolean;
  /** Darken the left part for overlay text: 0 (none) to 1. */
  darkLeft?: number;
  /** Extra SVG drawn above everything but the overlay (foreground details). */
  foreground?: string;
  /** Extra SVG inserted before the towers (e.g. cranes, far landmarks). */
  backdrop?: string;
  /** Extra defs used by foreground/backdrop. */
  defs?: string;
  stars?: boolean;
  moon?: { x: number; y: number; r: number };
  sun?: { x: number; y: number; r: number };
};

/** Seeded smooth noise from a few sines: ridgelines. */
function ridge(rand: () => number, width: number, baseY: number, amp: number, steps = 18): [number, number][] {
  const phases = [rand() * 6, rand() * 6, rand() * 6];
  const pts: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * width;
    const t = i / steps;
    const y =
      baseY -
      amp *
        (0.55 * Math.sin(t * 3.1 + (phases[0] ?? 0)) +
          0.3 * Math.sin(t * 7.3 + (phases[1] ?? 0)) +
          0.15 * Math.sin(t * 15.7 + (phases[2] ?? 0)) +
          0.6);
    pts.push([x, y]);
  }
  return pts;
}

export function makeTowers(rand: () => number, o: SkylineOptions): SkylineTower[] {
  const list: SkylineTower[] = [];
  const span = (o.cluster.to - o.cluster.from) * o.width;
  const start = o.cluster.from * o.width;
  // Front layer: a few wide slabs with clear gaps; middle layer sits in the gaps; back layer
  // fills the distance. Heights step up towards the middle of the cluster.
  const place = (layer: 0 | 1 | 2, count: number, width: number, floors: [number, number], offset: number) => {
    const slot = span / count;
    for (let i = 0; i < count; i++) {
      const t = (i + 0.5) / count;
      const w = width * (0.85 + rand() * 0.3);
      const x = start + slot * (i + offset) + (slot - w) * (0.3 + rand() * 0.4);
      const bell = 1 - Math.abs(t - 0.55) * 0.9;
      const f = Math.round(floors[0] + (floors[1] - floors[0]) * Math.min(1, Math.max(0, bell * 0.75 + rand() * 0.35)));
      list.push({ x, w, floors: f, layer });
    }
  };
  const unit = span / 11;
  place(0, 10, unit * 0.55, [19, 26], 0.25);
  place(1, 7, unit * 0.72, [21, 29], 0.5);
  place(2, 5, unit * 0.95, [17, 24], 0.1);
  return list;
}

function drawTower(
  t: SkylineTower,
  baseY: number,
  floorPx: number,
  p: MoodPalette,
  haze: number,
  rand: () => number,
): string {
  const h = t.floors * floorPx;
  const top = baseY - h;
  const side = t.w * 0.3;
  const front = mix(p.front, p.ridgeFar, haze);
  const sideC = mix(p.side, p.ridgeFar, haze);
  const glass = mix(p.glass, p.ridgeFar, haze);
  let out = rect(t.x, top, t.w, h, { fill: front });
  out += rect(t.x + t.w, top + 1, side, h - 1, { fill: sideC });
  // Each floor: one wide balcony window per unit across the front, a narrow one on the side.
  const units = t.w > 60 ? 3 : 2;
  const unitW = (t.w - t.w * 0.08) / units;
  let glassD = "";
  let litD = "";
  const wh = floorPx * 0.58;
  if (floorPx >= 2.5) {
    for (let f = 1; f < t.floors; f++) {
      const y = top + f * floorPx + (floorPx - wh) * 0.35;
      for (let u = 0; u < units; u++) {
        const x = t.x + t.w * 0.08 + u * unitW + unitW * 0.06;
        const w = unitW * 0.86;
        const d = `M${n(x)},${n(y)}h${n(w)}v${n(wh)}h${n(-w)}Z`;
        if (rand() < p.litP * (1 - haze * 0.5)) litD += d;
        else glassD += d;
      }
      const sx = t.x + t.w + side * 0.2;
      const sd = `M${n(sx)},${n(y)}h${n(side * 0.5)}v${n(wh)}h${n(-side * 0.5)}Z`;
      if (rand() < p.litP * 0.5 * (1 - haze * 0.5)) litD += sd;
      else glassD += sd;
    }
  } else {
    for (let f = 1; f < t.floors; f++) {
      glassD += `M${n(t.x + 1)},${n(top + f * floorPx)}h${n(t.w - 2)}v${n(Math.max(0.5, floorPx * 0.45))}h${n(-(t.w - 2))}Z`;
    }
  }
  out += `<path d="${glassD}" fill="${glass}"/>`;
  if (litD) out += `<path d="${litD}" fill="${p.lit}" opacity="${n(0.9 - haze * 0.45)}"/>`;
  // A slim vertical accent fin and a lit crown: a roof band with a thin light line.
  out += rect(t.x + t.w * 0.02, top, Math.max(1.2, t.w * 0.035), h, {
    fill: mix(p.crown, p.ridgeFar, 0.35 + haze * 0.4),
    opacity: 0.55,
  });
  const crownH = floorPx * 1.6;
  out += rect(t.x, top - crownH, t.w, crownH, { fill: mix(front, p.side, 0.25) });
  out += rect(t.x + t.w, top - crownH + 1, side, crownH - 1, { fill: mix(sideC, p.side, 0.3) });
  out += rect(t.x + t.w * 0.1, top - crownH * 0.55, t.w * 0.8, Math.max(1, floorPx * 0.18), {
    fill: p.crown,
    opacity: n(0.85 - haze * 0.45),
  });
  return out;
}

/** A soft tree line: overlapping round canopies along the base line. */
export function treeLine(
  rand: () => number,
  width: number,
  baseY: number,
  size: number,
  colours: readonly string[],
  density = 1,
): string {
  let out = "";
  for (const [layer, colour] of colours.entries()) {
    let d = "";
    const r0 = size * (1 - layer * 0.18);
    for (let x = -r0; x < width + r0; x += (r0 * (0.55 + rand() * 0.5)) / density) {
      const r = r0 * (0.6 + rand() * 0.7);
      const cy = baseY - r * (0.35 + rand() * 0.5) + layer * size * 0.28;
      d += `M${n(x - r)},${n(cy)}a${n(r)},${n(r * 0.92)} 0 1 0 ${n(r * 2)},0a${n(r)},${n(r * 0.92)} 0 1 0 ${n(-r * 2)},0Z`;
    }
    d += `M0,${n(baseY - size * 0.1 + layer * size * 0.28)}H${n(width)}V${n(baseY + size)}H0Z`;
    out += `<path d="${d}" fill="${colour}"/>`;
  }
  return out;
}

export function skylineScene(o: SkylineOptions): { defs: string; body: string } {
  const rand = rng(o.seed);
  const p = moods[o.mood];
  const W = o.width;
  const H = o.height;
  const horizonY = H * o.horizon;
  let defs = linear("sky", p.sky);
  defs += radial("glow", [
    [0, p.glow, 0.55],
    [0.45, p.glow, 0.16],
    [1, p.glow, 0],
  ]);
  defs += linear("water", [
    [0, p.waterTop],
    [0.35, mix(p.waterTop, p.waterBottom, 0.55)],
    [1, p.waterBottom],
  ]);
  defs += linear("ridgeFarGrad", [
    [0, p.ridgeFar],
    [1, mix(p.ridgeFar, p.sky[p.sky.length - 1]?.[1] ?? p.ridgeFar, 0.45)],
  ]);
  defs += linear("ridgeNearGrad", [
    [0, p.ridgeNear],
    [1, mix(p.ridgeNear, p.ridgeFar, 0.5)],
  ]);
  defs += blurFilter("soft", 18);
  defs += radial("moonHalo", [
    [0, "#fdf3dc", 0.22],
    [1, "#fdf3dc", 0],
  ]);
  defs += linear("groundFade", [
    [0, p.trees[1]],
    [1, mix(p.trees[0], "#000000", 0.35)],
  ]);
  defs += radial("lampHalo", [
    [0, palette.amber, 0.45],
    [0.3, palette.amber, 0.16],
    [1, palette.amber, 0],
  ]);
  defs += `<filter id="reflectBlur" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="1.2 5"/></filter>`;
  defs += linear("reflectFade", [
    [0, "#ffffff", 1],
    [1, "#ffffff", 0],
  ]);
  defs += `<mask id="reflectMask" maskUnits="userSpaceOnUse" x="0" y="${n(horizonY)}" width="${W}" height="${n(H - horizonY)}"><rect x="0" y="${n(horizonY)}" width="${W}" height="${n((H - horizonY) * 0.85)}" fill="url(#reflectFade)"/></mask>`;
  defs += linear(
    "darkLeft",
    [
      [0, palette.navy, (o.darkLeft ?? 0) * 0.85],
      [0.45, palette.navy, (o.darkLeft ?? 0) * 0.45],
      [0.8, palette.navy, 0],
    ],
    0,
    0,
    1,
    0,
  );
  defs += o.defs ?? "";

  let above = rect(0, 0, W, horizonY + 4, { fill: "url(#sky)" });
  const glowX = W * p.glowAt;
  above += `<ellipse cx="${n(glowX)}" cy="${n(horizonY)}" rx="${n(W * 0.55)}" ry="${n(horizonY * 0.9)}" fill="url(#glow)"/>`;
  if (o.stars ?? p.stars) {
    let d = "";
    for (let i = 0; i < 140; i++) {
      const x = rand() * W;
      const y = rand() * horizonY * 0.7;
      const r = 0.4 + rand() * 1.1;
      d += `M${n(x - r)},${n(y)}a${n(r)},${n(r)} 0 1 0 ${n(r * 2)},0a${n(r)},${n(r)} 0 1 0 ${n(-r * 2)},0Z`;
    }
    above += `<path d="${d}" fill="#ffffff" opacity="0.55"/>`;
  }
  if (o.moon) {
    above += circle(o.moon.x, o.moon.y, o.moon.r * 5, { fill: "url(#moonHalo)" });
    above += circle(o.moon.x, o.moon.y, o.moon.r, { fill: "#fbf1da" });
    above += circle(o.moon.x + o.moon.r * 0.35, o.moon.y - o.moon.r * 0.2, o.moon.r * 0.9, {
      fill: p.sky[1]?.[1] ?? palette.navy,
      opacity: 0.18,
    });
  }
  if (o.sun) {
    above += circle(o.sun.x, o.sun.y, o.sun.r * 4, { fill: "#fff1d6", opacity: 0.12 });
    above += circle(o.sun.x, o.sun.y, o.sun.r, { fill: "#fff4df" });
  }
  // Clouds: long soft streaks.
  for (let i = 0; i < 5; i++) {
    const cx = rand() * W;
    const cy = horizonY * (0.2 + rand() * 0.55);
    above += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(W * (0.12 + rand() * 0.15))}" ry="${n(6 + rand() * 10)}" fill="${o.mood === "night" ? "#2b405c" : "#ffffff"}" opacity="${n(o.mood === "night" ? 0.35 : 0.12 + rand() * 0.1)}" filter="url(#soft)"/>`;
  }
  // Ridges.
  const far = ridge(rand, W, horizonY - H * 0.07, H * 0.08);
  above += `<path d="${smoothOpen(far)}L${W},${n(horizonY + 2)}L0,${n(horizonY + 2)}Z" fill="url(#ridgeFarGrad)"/>`;
  const near = ridge(rand, W, horizonY - H * 0.025, H * 0.05, 24);
  above += `<path d="${smoothOpen(near)}L${W},${n(horizonY + 2)}L0,${n(horizonY + 2)}Z" fill="url(#ridgeNearGrad)" opacity="0.9"/>`;
  // Distant town: low blocks on the horizon.
  let cityD = "";
  for (let x = 0; x < W; ) {
    const w = 8 + rand() * 26;
    const h = 4 + rand() * H * 0.035;
    cityD += `M${n(x)},${n(horizonY)}v${n(-h)}h${n(w)}v${n(h)}Z`;
    x += w + rand() * 18;
  }
  above += `<path d="${cityD}" fill="${p.city}" opacity="0.7"/>`;
  above += o.backdrop ?? "";

  // Towers: three layers, hazier at the back.
  const towers = makeTowers(rand, o);
  const maxFloors = 29;
  const floorPx = (o.cluster.height * H) / maxFloors;
  for (const layer of [0, 1, 2] as const) {
    const scale = layer === 0 ? 0.62 : layer === 1 ? 0.84 : 1;
    const haze = layer === 0 ? 0.5 : layer === 1 ? 0.22 : 0;
    const base = horizonY - (2 - layer) * H * 0.012;
    for (const t of towers.filter((tw) => tw.layer === layer)) {
      above += drawTower({ ...t, w: t.w * scale }, base, floorPx * scale, p, haze, rand);
    }
    if (layer === 1)
      above += treeLine(rand, W, horizonY - H * 0.008, H * 0.022, [mix(p.trees[2], p.ridgeFar, 0.3)], 1.2);
  }
  above += treeLine(rand, W, horizonY, H * 0.03, p.trees, 1);

  let body = `<g id="above">${above}</g>`;
  if (o.lake ?? true) {
    body += rect(0, horizonY, W, H - horizonY, { fill: "url(#water)" });
    body += `<g mask="url(#reflectMask)" opacity="${n(p.reflect)}"><use href="#above" transform="translate(0 ${n(horizonY * 2)}) scale(1 -1)" filter="url(#reflectBlur)"/></g>`;
    // Ripples.
    let d = "";
    for (let i = 0; i < 160; i++) {
      const y = horizonY + rand() ** 1.6 * (H - horizonY);
      const x = rand() * W;
      const len = 10 + rand() * 60 * (1 + (y - horizonY) / (H - horizonY));
      d += `M${n(x)},${n(y)}h${n(len)}`;
    }
    body += `<path d="${d}" stroke="#ffffff" stroke-width="1" opacity="0.13"/>`;
    body += rect(0, horizonY, W, 1.5, { fill: "#ffffff", opacity: 0.18 });
  } else {
    body += rect(0, horizonY, W, H - horizonY, { fill: "url(#groundFade)" });
    // A faint row of street lights along the ground line.
    let lights = "";
    for (let x = 30; x < W; x += 70 + rand() * 50) {
      lights += `M${n(x - 1.2)},${n(horizonY + 10)}a1.2,1.2 0 1 0 2.4,0a1.2,1.2 0 1 0 -2.4,0Z`;
    }
    body += `<path d="${lights}" fill="${p.lit}" opacity="0.55"/>`;
  }
  body += o.foreground ?? "";
  if (o.darkLeft) body += rect(0, 0, W, H, { fill: "url(#darkLeft)" });
  return { defs, body };
}

/** A promenade along the water: rail, lamp posts with warm glows. */
export function promenade(width: number, y: number, scale: number, colour: string, rand: () => number): string {
  let out = rect(0, y, width, scale * 0.9, { fill: colour });
  out += rect(0, y - scale * 0.9, width, scale * 0.12, { fill: colour, opacity: 0.9 });
  for (let x = 20 + rand() * 40; x < width; x += scale * 11 + rand() * scale * 4) {
    out += rect(x, y - scale * 0.9, scale * 0.08, scale * 0.9, { fill: colour });
  }
  for (let x = 60 + rand() * 80; x < width; x += scale * 26) {
    out += rect(x - scale * 0.06, y - scale * 4.2, scale * 0.12, scale * 4.2, { fill: colour });
    out += circle(x, y - scale * 4.3, scale * 5, { fill: "url(#lampHalo)" });
    out += circle(x, y - scale * 4.3, scale * 0.32, { fill: "#ffe3b8" });
  }
  return out;
}

/** Foreground reeds and grasses as a dark silhouette band. */
export function reeds(width: number, y: number, height: number, colour: string, rand: () => number): string {
  let d = `M0,${n(y + height)}`;
  for (let x = 0; x <= width; x += 6 + rand() * 10) {
    const h = height * (0.25 + rand() * 0.75);
    d += `L${n(x)},${n(y + height - h)}L${n(x + 3)},${n(y + height)}`;
  }
  d += `L${n(width)},${n(y + height * 2)}L0,${n(y + height * 2)}Z`;
  return `<path d="${d}" fill="${colour}"/>`;
}

/** A tower crane silhouette (project pictures). */
export function crane(x: number, baseY: number, h: number, jib: number, colour: string): string {
  const mast = h * 0.045;
  let out = rect(x - mast / 2, baseY - h, mast, h, { fill: colour });
  out += rect(x - jib * 0.28, baseY - h - mast * 0.6, jib, mast * 0.55, { fill: colour });
  out += `<path d="M${n(x)},${n(baseY - h - mast * 2.4)}L${n(x + jib * 0.7)},${n(baseY - h - mast * 0.5)}M${n(x)},${n(baseY - h - mast * 2.4)}L${n(x - jib * 0.28)},${n(baseY - h - mast * 0.5)}" stroke="${colour}" stroke-width="${n(mast * 0.18)}"/>`;
  out += rect(x - mast * 0.4, baseY - h - mast * 2.5, mast * 0.8, mast * 2, { fill: colour });
  out += rect(x - jib * 0.26, baseY - h - mast * 0.1, mast * 1.6, mast * 1.3, { fill: colour });
  out += `<line x1="${n(x + jib * 0.5)}" y1="${n(baseY - h)}" x2="${n(x + jib * 0.5)}" y2="${n(baseY - h * 0.55)}" stroke="${colour}" stroke-width="1"/>`;
  out += circle(x, baseY - h - mast * 2.6, mast * 0.25, { fill: "#ff6b5a" });
  return out;
}
