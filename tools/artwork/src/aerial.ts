/**
 * Isometric aerial views of the complex (business pages, premium and special-design pictures).
 */
import { community, community4, lake, plaza, roads, sites, type Tower, towers } from "./complex-layout.ts";
import {
  box,
  boxShadow,
  groundPoly,
  groundStrip,
  type Iso,
  type Item,
  type Pt,
  project,
  sortItems,
  tower,
  towerDay,
  towerDusk,
  towerShadow,
  tree,
} from "./iso.ts";
import { linear, mix, n, palette, radial, rect, rng, smoothClosed, svg, text } from "./svg.ts";

export type AerialOptions = {
  width: number;
  height: number;
  /** World rectangle to frame. */
  view: { x0: number; y0: number; x1: number; y1: number };
  mood: "day" | "dusk";
  labels?: boolean;
  /** Draw only these blocks' towers strongly; others fade. */
  focus?: Tower["block"];
  seed: number;
  /** Vertical headroom for towers, in metres. */
  zmax?: number;
  title?: { eyebrow: string; heading: string; sub: string };
  /** Fill the surroundings with the new town's districts: industry to the east, a school, parks. */
  district?: boolean;
};

export function fitIso(
  view: { x0: number; y0: number; x1: number; y1: number },
  width: number,
  height: number,
  zmax: number,
  margin = 0.04,
): Iso {
  const c = Math.cos(Math.PI / 6);
  const corners: Pt[] = [
    [view.x0, view.y0],
    [view.x1, view.y0],
    [view.x1, view.y1],
    [view.x0, view.y1],
  ];
  const xs = corners.map(([x, y]) => (x - y) * c);
  const ysLow = corners.map(([x, y]) => (x + y) * 0.5);
  const spanX = Math.max(...xs) - Math.min(...xs);
  const spanY = Math.max(...ysLow) - Math.min(...ysLow) + zmax;
  const s = Math.min((width * (1 - 2 * margin)) / spanX, (height * (1 - 2 * margin)) / spanY);
  const ox = width / 2 - ((Math.max(...xs) + Math.min(...xs)) / 2) * s;
  const oy = height / 2 - ((Math.max(...ysLow) + Math.min(...ysLow) - zmax) / 2) * s;
  return { ox, oy, s };
}

const ground = {
  day: {
    base: "#dfe6d4",
    field: "#d4dfc8",
    field2: "#e6e4d2",
    site: "#eceadf",
    garden: "#c9d8bd",
    road: "#aab1b8",
    walk: "#f4f0e7",
  },
  dusk: {
    base: "#a9b3a8",
    field: "#9eab9c",
    field2: "#b3b2a6",
    site: "#c4c0b6",
    garden: "#94a78f",
    road: "#6f7784",
    walk: "#d6cfc4",
  },
};

function inside(p: Pt, poly: Pt[]): boolean {
  let inner = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] as Pt;
    const [xj, yj] = poly[j] as Pt;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inner = !inner;
  }
  return inner;
}

function clearOf(x: number, y: number, margin: number): boolean {
  const blocks = [...towers, community, community4];
  return blocks.every((b) => x < b.x - margin || x > b.x + b.w + margin || y < b.y - margin || y > b.y + b.d + margin);
}

export function complexAerial(o: AerialOptions): string {
  const rand = rng(o.seed);
  const zmax = o.zmax ?? 95;
  const iso = fitIso(o.view, o.width, o.height, zmax);
  const g = ground[o.mood];
  const style = o.mood === "day" ? towerDay : towerDusk;
  let defs = linear("lakeGrad", [
    [0, o.mood === "day" ? "#9cc6c8" : "#5d7f8f"],
    [1, o.mood === "day" ? "#6a9aa2" : "#34506a"],
  ]);
  defs += linear("haze", [
    [0, o.mood === "day" ? "#f7f5ef" : "#233650", 1],
    [0.28, o.mood === "day" ? "#f7f5ef" : "#233650", 0],
    [1, o.mood === "day" ? "#f7f5ef" : "#233650", 0],
  ]);
  defs += radial("sunGlow", [
    [0, palette.amber, o.mood === "day" ? 0 : 0.35],
    [1, palette.amber, 0],
  ]);
  let body = rect(0, 0, o.width, o.height, { fill: g.base });

  // Surrounding parcels (the rest of the new town): fields and low blocks in a loose grid.
  const parcels: string[] = [];
  const lowBlocks: Item[] = [];
  for (let gx = -900; gx < 1700; gx += 130) {
    for (let gy = -900; gy < 1300; gy += 120) {
      const x = gx + 10;
      const y = gy + 10;
      const w = 110;
      const d = 100;
      const overlapsComplex = x + w > -60 && x < 800 && y + d > -60 && y < 320;
      const overlapsLake = y + d > 320 && y < 580 && x + w > -120 && x < 920;
      if (overlapsComplex || overlapsLake) continue;
      const r = rand();
      parcels.push(
        groundPoly(
          iso,
          [
            [x, y],
            [x + w, y],
            [x + w, y + d],
            [x, y + d],
          ],
          { fill: r < 0.45 ? g.field : r < 0.7 ? g.field2 : g.site },
        ),
      );
      const industrial = o.district && x > 840 && y < 330;
      const school = o.district && x > -300 && x < -150 && y > -150 && y < -20;
      if (industrial) {
        for (const [fx, fd] of [
          [x + 8, 36],
          [x + 8, 44],
        ] as const) {
          const fy = fx === x + 8 && fd === 36 ? y + 8 : y + 52;
          lowBlocks.push({
            x: fx,
            y: fy,
            w: w - 16,
            d: fd,
            svg:
              box(
                iso,
                { x: fx, y: fy, w: w - 16, d: fd, h: 9 },
                { top: "#eceef1", south: "#dfe2e7", east: "#b9bfc9" },
              ) +
              box(
                iso,
                { x: fx + 10, y: fy + 6, w: w - 36, d: 6, h: 0.5, z: 9 },
                { top: "#5d7590", south: "#4a6079", east: "#3e5269" },
              ) +
              box(
                iso,
                { x: fx + 10, y: fy + fd - 12, w: w - 36, d: 6, h: 0.5, z: 9 },
                { top: "#5d7590", south: "#4a6079", east: "#3e5269" },
              ),
          });
        }
        continue;
      }
      if (school) {
        const track: Pt[] = Array.from({ length: 32 }, (_, i) => {
          const a = (i / 32) * Math.PI * 2;
          return [x + 70 + Math.cos(a) * 30, y + 60 + Math.sin(a) * 22];
        });
        parcels.push(`<path d="${smoothClosed(track.map(([tx, ty]) => project(iso, tx, ty)))}" fill="#d9876b"/>`);
        parcels.push(
          `<path d="${smoothClosed(track.map(([tx, ty]) => project(iso, x + 70 + (tx - x - 70) * 0.8, y + 60 + (ty - y - 60) * 0.7)))}" fill="#8fb07f"/>`,
        );
        lowBlocks.push({
          x: x + 6,
          y: y + 6,
          w: 60,
          d: 16,
          svg: box(
            iso,
            { x: x + 6, y: y + 6, w: 60, d: 16, h: 16 },
            { top: "#f3ede2", south: "#efe4d1", east: "#c9bda9" },
          ),
        });
        continue;
      }
      if (o.district && r < 0.45) {
        for (let k = 0; k < 6; k++) {
          const tx = x + 10 + rand() * (w - 20);
          const ty = y + 10 + rand() * (d - 20);
          const tr = 4 + rand() * 3;
          lowBlocks.push({
            x: tx - tr / 2,
            y: ty - tr / 2,
            w: tr,
            d: tr,
            svg: tree(iso, tx, ty, tr, o.mood === "day" ? "#8fae8a" : "#5d7866"),
          });
        }
      }
      if (r > 0.7) {
        const count = 2 + Math.floor(rand() * 3);
        for (let k = 0; k < count; k++) {
          const bw = 20 + rand() * 30;
          const bd = 14 + rand() * 18;
          const bx = x + 8 + rand() * (w - bw - 16);
          const by = y + 8 + rand() * (d - bd - 16);
          const h = 8 + rand() * 22;
          lowBlocks.push({
            x: bx,
            y: by,
            w: bw,
            d: bd,
            svg: box(
              iso,
              { x: bx, y: by, w: bw, d: bd, h },
              {
                top: mix(style.top, g.base, 0.35),
                south: mix(style.south, g.base, 0.35),
                east: mix(style.east, g.base, 0.35),
              },
            ),
          });
        }
      }
    }
  }
  body += parcels.join("");

  // Roads with a centre line.
  for (const road of roads) {
    body += groundStrip(iso, road.points, road.width + 8, g.walk);
    body += groundStrip(iso, road.points, road.width, g.road);
  }
  body += groundStrip(
    iso,
    [
      [-900, 302],
      [-140, 302],
    ],
    32,
    g.walk,
  );
  body += groundStrip(
    iso,
    [
      [960, 302],
      [1700, 302],
    ],
    32,
    g.walk,
  );
  for (const road of roads) {
    const [a, b] = road.points as [Pt, Pt];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let dashes = "";
    for (let t = 0; t < len; t += 24) {
      const p1 = project(iso, a[0] + ((b[0] - a[0]) * t) / len, a[1] + ((b[1] - a[1]) * t) / len);
      const p2 = project(iso, a[0] + ((b[0] - a[0]) * (t + 10)) / len, a[1] + ((b[1] - a[1]) * (t + 10)) / len);
      dashes += `M${n(p1[0])},${n(p1[1])}L${n(p2[0])},${n(p2[1])}`;
    }
    body += `<path d="${dashes}" stroke="#f4f1ea" stroke-width="${n(Math.max(0.8, iso.s * 0.7))}" opacity="0.8"/>`;
  }

  // Lake and its shore walk.
  const lakeScreen = lake.map(([x, y]) => project(iso, x, y));
  const shore = lake.map(([x, y]) => {
    const cx = 400;
    const cy = 440;
    return project(iso, x + (x - cx) * 0.06, y + (y - cy) * 0.12);
  });
  body += `<path d="${smoothClosed(shore)}" fill="${g.walk}"/>`;
  body += `<path d="${smoothClosed(lakeScreen)}" fill="url(#lakeGrad)"/>`;
  const lakeInner = lake.map(([x, y]) => project(iso, 400 + (x - 400) * 0.8, 440 + (y - 440) * 0.7));
  body += `<path d="${smoothClosed(lakeInner)}" fill="#ffffff" opacity="${o.mood === "day" ? 0.12 : 0.06}"/>`;

  // Sites: paved base, gardens, plaza.
  for (const [block, poly] of Object.entries(sites)) {
    const dim = o.focus && o.focus !== block;
    body += groundPoly(iso, poly, { fill: dim ? mix(g.site, g.base, 0.5) : g.site });
  }
  const gardens: Pt[][] = [
    [
      [10, 68],
      [430, 68],
      [430, 98],
      [10, 98],
    ],
    [
      [10, 160],
      [430, 160],
      [430, 192],
      [10, 192],
    ],
    [
      [5, 236],
      [435, 236],
      [435, 276],
      [5, 276],
    ],
    [
      [505, 112],
      [738, 112],
      [738, 165],
      [505, 165],
    ],
    [
      [505, 228],
      [738, 228],
      [738, 276],
      [505, 276],
    ],
  ];
  for (const garden of gardens) body += groundPoly(iso, garden, { fill: g.garden });
  const plazaPts: Pt[] = Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2;
    return [plaza.cx + Math.cos(a) * plaza.r, plaza.cy + Math.sin(a) * plaza.r];
  });
  body += groundPoly(iso, plazaPts, { fill: g.walk });
  const pond: Pt[] = plazaPts.map(([x, y]) => [plaza.cx + (x - plaza.cx) * 0.45, plaza.cy + (y - plaza.cy) * 0.45]);
  body += groundPoly(iso, pond, { fill: "url(#lakeGrad)" });
  // Internal walks.
  body += groundStrip(
    iso,
    [
      [218, 142],
      [218, 282],
    ],
    8,
    g.walk,
  );
  body += groundStrip(
    iso,
    [
      [10, 176],
      [430, 176],
    ],
    5,
    g.walk,
  );
  body += groundStrip(
    iso,
    [
      [10, 84],
      [430, 84],
    ],
    5,
    g.walk,
  );
  body += groundStrip(
    iso,
    [
      [620, 120],
      [620, 282],
    ],
    6,
    g.walk,
  );

  // Shadows, then buildings and trees back to front.
  for (const t of towers) body += towerShadow(iso, t, o.mood === "day" ? 0.1 : 0.16);
  body += boxShadow(iso, { ...community, h: 10 }, 0.1);

  const items: Item[] = [...lowBlocks];
  for (const t of towers) {
    const dim = o.focus && o.focus !== t.block;
    const s = dim
      ? {
          ...style,
          south: mix(style.south, g.base, 0.45),
          east: mix(style.east, g.base, 0.45),
          glassSouth: mix(style.glassSouth, g.base, 0.5),
          glassEast: mix(style.glassEast, g.base, 0.5),
          accent: mix(style.accent, g.base, 0.5),
        }
      : style;
    items.push({
      x: t.x,
      y: t.y,
      w: t.w,
      d: t.d,
      svg: tower(iso, { ...t, label: o.labels && !dim ? `${t.id}동` : undefined }, s, rand),
    });
  }
  for (const c of [community, community4]) {
    items.push({
      x: c.x,
      y: c.y,
      w: c.w,
      d: c.d,
      svg:
        box(
          iso,
          { x: c.x, y: c.y, w: c.w, d: c.d, h: c.floors * 4.5 },
          {
            top: "#e9e6df",
            south: o.mood === "day" ? "#d8e2e2" : "#c6b69f",
            east: o.mood === "day" ? "#aebfc2" : "#6e7b8f",
          },
        ) +
        box(
          iso,
          { x: c.x + 4, y: c.y + 4, w: c.w - 8, d: c.d - 8, h: 0.8, z: c.floors * 4.5 },
          {
            top: palette.sageLight,
            south: palette.sage,
            east: palette.sageDark,
          },
        ),
    });
  }
  // Trees: street trees, garden trees, lake-shore trees.
  const treeColours =
    o.mood === "day" ? ["#8fae8a", "#7d9e7f", "#9db891", "#6f9274"] : ["#5d7866", "#4f6a5b", "#6b8570"];
  const addTree = (x: number, y: number, r: number) => {
    const colour = treeColours[Math.floor(rand() * treeColours.length)] as string;
    items.push({ x: x - r * 0.5, y: y - r * 0.5, w: r, d: r, svg: tree(iso, x, y, r, colour) });
  };
  for (let x = -120; x < 940; x += 16) {
    addTree(x, 286 + rand() * 2, 4.5);
    addTree(x + 8, 318 + rand() * 2, 4.5);
  }
  for (let y = -100; y < 290; y += 16) {
    addTree(452 + rand(), y, 4.2);
    addTree(482 + rand(), y + 8, 4.2);
  }
  for (let k = 0; k < 520; k++) {
    const x = -10 + rand() * 760;
    const y = -10 + rand() * 292;
    const inSite = Object.values(sites).some((poly) => inside([x, y], poly));
    const nearPlaza = Math.hypot(x - plaza.cx, y - plaza.cy) < plaza.r + 4;
    if (inSite && !nearPlaza && clearOf(x, y, 7)) addTree(x, y, 3.2 + rand() * 2.6);
  }
  for (let k = 0; k < 90; k++) {
    const a = rand() * Math.PI * 2;
    const x = 400 + Math.cos(a) * (470 + rand() * 40);
    const y = 440 + Math.sin(a) * (110 + rand() * 18);
    if (y < 330) continue;
    addTree(x, y, 4 + rand() * 3);
  }
  body += sortItems(items)
    .map((it) => it.svg)
    .join("");

  // Atmosphere.
  body += rect(0, 0, o.width, o.height, { fill: "url(#haze)" });
  if (o.mood === "dusk")
    body += `<ellipse cx="${n(o.width * 0.85)}" cy="0" rx="${n(o.width * 0.6)}" ry="${n(o.height * 0.55)}" fill="url(#sunGlow)"/>`;
  if (o.title) body += titleCard(o.title, o.mood);
  return svg(o.width, o.height, defs, body);
}

function titleCard(t: { eyebrow: string; heading: string; sub: string }, mood: "day" | "dusk"): string {
  const dark = mood === "dusk";
  const ink = dark ? palette.offWhite : palette.navy;
  let out = `<rect x="48" y="44" width="300" height="122" rx="10" fill="${dark ? palette.navy : palette.white}" opacity="0.88"/>`;
  out += text(72, 80, t.eyebrow, { size: 14, weight: 700, fill: dark ? palette.amber : palette.teal, spacing: 3 });
  out += text(72, 124, t.heading, { size: 36, weight: 700, fill: ink });
  out += text(72, 150, t.sub, { size: 15, fill: dark ? "#c9d2dc" : palette.slate });
  return out;
}
