/**
 * Plan-view pictures: the site plan (numbered buildings), the lake-view layout and the location
 * map with roads, the industrial complex, schools, the lake park and a marker for the complex.
 */
import { site } from "../../../app/content/site.ts";
import { community, community4, gates, lake, plaza, roads, sites, type Tower, towers } from "./complex-layout.ts";
import { compassRose } from "./floor-plan.ts";
import type { Pt } from "./iso.ts";
import {
  circle,
  line,
  linear,
  mix,
  n,
  palette,
  path,
  poly,
  rect,
  rng,
  roundRect,
  shadowFilter,
  smoothClosed,
  svg,
  text,
} from "./svg.ts";

type View = { x0: number; y0: number; s: number };
const P = (v: View, x: number, y: number): [number, number] => [(x - v.x0) * v.s, (y - v.y0) * v.s];

function inside(p: Pt, polygon: Pt[]): boolean {
  let inner = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as Pt;
    const [xj, yj] = polygon[j] as Pt;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inner = !inner;
  }
  return inner;
}

function clearOf(x: number, y: number, margin: number): boolean {
  return [...towers, community, community4].every(
    (b) => x < b.x - margin || x > b.x + b.w + margin || y < b.y - margin || y > b.y + b.d + margin,
  );
}

function planTree(x: number, y: number, r: number, colour: string): string {
  return (
    circle(x + r * 0.25, y + r * 0.3, r, { fill: palette.navy, opacity: 0.08 }) +
    circle(x, y, r, { fill: colour }) +
    circle(x - r * 0.25, y - r * 0.25, r * 0.55, { fill: mix(colour, "#ffffff", 0.25), opacity: 0.75 })
  );
}

/** The shared base of the site plan and the lake layout: ground, roads, lake, sites, gardens, trees. */
function complexBase(v: View, W: number, H: number, seed: number, muted = false): string {
  const rand = rng(seed);
  let out = rect(0, 0, W, H, { fill: "#eef0e8" });
  // Neighbouring parcels.
  for (let gx = -400; gx < 1200; gx += 120) {
    for (let gy = -400; gy < 900; gy += 110) {
      const x = gx + 8;
      const y = gy + 8;
      if (x + 104 > -60 && x < 800 && y + 94 > -60 && y < 330) continue;
      if (y + 94 > 320 && y < 600 && x + 104 > -140 && x < 940) continue;
      const [sx, sy] = P(v, x, y);
      out += rect(sx, sy, 104 * v.s, 94 * v.s, { fill: rand() < 0.5 ? "#e4e8dc" : "#e9e7de", rx: 4 });
    }
  }
  // Lake with shore walk.
  const shore = lake.map(([x, y]) => P(v, x + (x - 400) * 0.06, y + (y - 440) * 0.12));
  out += path(smoothClosed(shore), { fill: "#e3dccd" });
  out += path(smoothClosed(lake.map(([x, y]) => P(v, x, y))), { fill: "url(#lakeFill)" });
  out += path(smoothClosed(lake.map(([x, y]) => P(v, 400 + (x - 400) * 0.82, 440 + (y - 440) * 0.72))), {
    fill: "#ffffff",
    opacity: 0.1,
  });
  // Roads: casing, asphalt, centre line.
  for (const road of roads) {
    const [a, b] = road.points as [Pt, Pt];
    const [x1, y1] = P(v, a[0], a[1]);
    const [x2, y2] = P(v, b[0], b[1]);
    out += line(x1, y1, x2, y2, { stroke: "#d6d2c8", "stroke-width": (road.width + 8) * v.s });
    out += line(x1, y1, x2, y2, { stroke: "#ffffff", "stroke-width": road.width * v.s });
    out += line(x1, y1, x2, y2, {
      stroke: road.kind === "main" ? palette.amber : "#cfd3d8",
      "stroke-width": road.kind === "main" ? 2 : 1.2,
      "stroke-dasharray": road.kind === "main" ? "" : "10 8",
    });
  }
  // Sites with gardens.
  for (const polygon of Object.values(sites)) {
    out += poly(
      polygon.map(([x, y]) => P(v, x, y)),
      { fill: muted ? "#eceee4" : "#f3f1e8", stroke: "#d9d4c6", "stroke-width": 1.5 },
    );
  }
  const gardens: [number, number, number, number][] = [
    [8, 66, 424, 34],
    [8, 158, 424, 36],
    [6, 232, 428, 46],
    [503, 110, 237, 57],
    [503, 226, 237, 52],
    [8, 4, 424, 10],
  ];
  for (const [x, y, w, h] of gardens) {
    const [sx, sy] = P(v, x, y);
    out += rect(sx, sy, w * v.s, h * v.s, { fill: "#d7e3cf", rx: 10 });
  }
  // Plaza, walks.
  const [px, py] = P(v, plaza.cx, plaza.cy);
  out += circle(px, py, plaza.r * v.s, { fill: "#efe7d6", stroke: "#e0d5c0", "stroke-width": 1.5 });
  out += circle(px, py, plaza.r * v.s * 0.45, { fill: "url(#lakeFill)" });
  const walks: [Pt, Pt, number][] = [
    [[218, 142], [218, 282], 8],
    [[8, 176], [432, 176], 5],
    [[8, 84], [432, 84], 5],
    [[620, 120], [620, 282], 6],
    [[505, 140], [738, 140], 5],
  ];
  for (const [a, b, w] of walks) {
    const [x1, y1] = P(v, a[0], a[1]);
    const [x2, y2] = P(v, b[0], b[1]);
    out += line(x1, y1, x2, y2, { stroke: "#efe7d6", "stroke-width": w * v.s, "stroke-linecap": "round" });
  }
  // Trees: clustered in the gardens and lined along the site edges, clear of the buildings.
  const greens = ["#9db891", "#8aa982", "#a9c29c", "#7f9f7c"];
  const plant = (x: number, y: number, r: number) => {
    if (!clearOf(x, y, 5) || Math.hypot(x - plaza.cx, y - plaza.cy) < plaza.r + 5) return;
    const [sx, sy] = P(v, x, y);
    out += planTree(sx, sy, r * v.s, greens[Math.floor(rand() * greens.length)] as string);
  };
  for (const [x, y, w, h] of gardens) {
    const count = Math.round((w * h) / 95);
    for (let k = 0; k < count; k++) {
      // Clumps: a few trees around a random centre.
      const cx = x + 6 + rand() * (w - 12);
      const cy = y + 4 + rand() * (h - 8);
      if (rand() < 0.35) plant(cx, cy, 3.4 + rand() * 2.4);
    }
  }
  for (const polygon of Object.values(sites)) {
    for (let i = 0; i < polygon.length; i++) {
      const [ax, ay] = polygon[i] as Pt;
      const [bx, by] = polygon[(i + 1) % polygon.length] as Pt;
      const len = Math.hypot(bx - ax, by - ay);
      const nx = -(by - ay) / len;
      const ny = (bx - ax) / len;
      for (let t = 6; t < len - 6; t += 11) {
        const px = ax + ((bx - ax) * t) / len + nx * 5;
        const py = ay + ((by - ay) * t) / len + ny * 5;
        const inward = inside([px, py], polygon) ? 1 : -1;
        plant(ax + ((bx - ax) * t) / len + nx * 5 * inward, ay + ((by - ay) * t) / len + ny * 5 * inward, 3.6);
      }
    }
  }
  for (let x = -140; x < 960; x += 15) {
    for (const y of [287, 317]) {
      const [sx, sy] = P(v, x + rand() * 3, y);
      out += planTree(sx, sy, 4.2 * v.s, greens[Math.floor(rand() * greens.length)] as string);
    }
  }
  for (let y = -120; y < 290; y += 15) {
    for (const x of [453, 481]) {
      const [sx, sy] = P(v, x, y + rand() * 3);
      out += planTree(sx, sy, 4 * v.s, greens[Math.floor(rand() * greens.length)] as string);
    }
  }
  return out;
}

function footprint(
  v: View,
  t: { x: number; y: number; w: number; d: number },
  fill: string,
  label?: string,
  size = 15,
): string {
  const [x, y] = P(v, t.x, t.y);
  const w = t.w * v.s;
  const h = t.d * v.s;
  let out = rect(x + 5, y + 7, w, h, { fill: palette.navy, opacity: 0.16, rx: 3 });
  out += rect(x, y, w, h, { fill, rx: 3 });
  out += rect(x + 3, y + 3, w - 6, h - 6, { fill: "none", stroke: "#ffffff", "stroke-width": 1, opacity: 0.35, rx: 2 });
  if (label)
    out += text(x + w / 2, y + h / 2 + size * 0.36, label, { size, weight: 700, fill: "#ffffff", anchor: "middle" });
  return out;
}

function titleBlock(eyebrow: string, title: string, sub: string): string {
  let out = roundRect(36, 32, 330, 112, 12, { fill: "#ffffff", opacity: 0.94, filter: "url(#card)" });
  out += text(60, 66, eyebrow, { size: 13, weight: 700, fill: palette.teal, spacing: 3 });
  out += text(60, 104, title, { size: 32, weight: 700, fill: palette.navy });
  out += text(60, 130, sub, { size: 14, fill: palette.slate });
  return out;
}

function legend(
  x: number,
  y: number,
  rows: { swatch: string; label: string; shape?: "rect" | "circle" | "line" }[],
  heading: string,
): string {
  const h = 48 + rows.length * 30;
  let out = roundRect(x, y, 250, h, 10, { fill: "#ffffff", opacity: 0.95, filter: "url(#card)" });
  out += text(x + 20, y + 30, heading, { size: 14, weight: 700, fill: palette.navy });
  rows.forEach((r, i) => {
    const ry = y + 56 + i * 30;
    if (r.shape === "circle") out += circle(x + 30, ry - 5, 8, { fill: r.swatch });
    else if (r.shape === "line") out += line(x + 20, ry - 5, x + 40, ry - 5, { stroke: r.swatch, "stroke-width": 4 });
    else out += rect(x + 20, ry - 13, 20, 16, { fill: r.swatch, rx: 3 });
    out += text(x + 52, ry, r.label, { size: 14, fill: palette.ink });
  });
  return out;
}

const mapDefs = () =>
  linear("lakeFill", [
    [0, "#a9cfd0"],
    [1, "#6e9fa6"],
  ]) + shadowFilter("card", 4, 8, 0.14);

export function sitePlan(): string {
  const W = 1600;
  const H = 1100;
  const v: View = { x0: -95, y0: -150, s: 1.82 };
  let body = complexBase(v, W, H, 5);
  // Community and buildings.
  body += footprint(v, community, palette.amber);
  const [cx, cy] = P(v, community.x + community.w / 2, community.y + community.d / 2);
  body += text(cx, cy + 6, "커뮤니티", { size: 16, weight: 700, fill: palette.navy, anchor: "middle" });
  body += footprint(v, community4, palette.amber);
  const [c4x, c4y] = P(v, community4.x + community4.w / 2, community4.y + community4.d / 2);
  body += text(c4x, c4y + 5, "커뮤니티", { size: 13, weight: 700, fill: palette.navy, anchor: "middle" });
  for (const t of towers) {
    body += footprint(v, t, t.block === "2ABL" ? palette.navy2 : palette.tealDark, `${t.id}동`, 16);
  }
  // Gates.
  for (const g of gates) {
    const [gx, gy] = P(v, g.x, g.y);
    const vertical = g.x === 440;
    body += circle(gx, gy, 15, { fill: palette.amber, stroke: "#ffffff", "stroke-width": 3 });
    body += path(
      vertical
        ? `M${n(gx + 6)},${n(gy - 6)}L${n(gx - 4)},${n(gy)}L${n(gx + 6)},${n(gy + 6)}`
        : `M${n(gx - 6)},${n(gy - 4)}L${n(gx)},${n(gy + 5)}L${n(gx + 6)},${n(gy - 4)}`,
      {
        fill: "none",
        stroke: palette.navy,
        "stroke-width": 2.4,
        transform: vertical ? "" : `rotate(180 ${n(gx)} ${n(gy)})`,
      },
    );
    body += roundRect(gx - 38, gy + (vertical ? -46 : 22), 76, 24, 12, { fill: palette.navy });
    body += text(gx, gy + (vertical ? -29 : 39), g.label, { size: 13, weight: 700, fill: "#ffffff", anchor: "middle" });
  }
  // Plaza and park labels.
  const [px, py] = P(v, plaza.cx + plaza.r + 6, plaza.cy);
  body += roundRect(px, py - 13, 72, 26, 13, { fill: "#ffffff", opacity: 0.92 });
  body += text(px + 36, py + 5, "중앙광장", { size: 13, weight: 700, fill: palette.sageDeep, anchor: "middle" });
  const [lx, ly] = P(v, 300, 450);
  body += text(lx, ly, "펜타시티 호수공원", {
    size: 22,
    weight: 700,
    fill: "#ffffff",
    anchor: "middle",
    opacity: 0.95,
  });
  // Block badges.
  const badge = (x: number, y: number, block: string, households: string, colour: string) => {
    const [bx, by] = P(v, x, y);
    return (
      roundRect(bx, by, 190, 52, 26, { fill: colour, filter: "url(#card)" }) +
      text(bx + 24, by + 33, block, { size: 18, weight: 700, fill: palette.amber }) +
      text(bx + 86, by + 33, households, { size: 18, weight: 700, fill: "#ffffff" })
    );
  };
  body += badge(140, -112, "2ABL", "1,597세대", palette.navy);
  body += badge(530, -112, "4ABL", "595세대", palette.tealDark);
  body += titleBlock("SITE PLAN", "단지배치도", `${site.name} 총 2,192세대`);
  body += legend(
    W - 290,
    H - 250,
    [
      { swatch: palette.navy2, label: "2ABL 주동" },
      { swatch: palette.tealDark, label: "4ABL 주동" },
      { swatch: palette.amber, label: "커뮤니티 시설" },
      { swatch: palette.amber, label: "출입구", shape: "circle" },
      { swatch: "#9db891", label: "조경·산책로", shape: "circle" },
    ],
    "범례",
  );
  body += `<g>${roundRect(W - 132, 40, 96, 118, 10, { fill: "#ffffff", opacity: 0.9 })}${compassRose(W - 84, 106, 30)}</g>`;
  return svg(W, H, mapDefs(), body);
}

const viewColour: Record<Tower["view"], string> = { full: "#e39a45", partial: palette.teal, park: palette.sageDark };

export function lakeLayout(): string {
  const W = 1600;
  const H = 1100;
  const v: View = { x0: -95, y0: -150, s: 1.82 };
  let body = complexBase(v, W, H, 6, true);
  // View cones from the buildings towards the lake.
  let cones = "";
  for (const t of towers) {
    if (t.view === "park") continue;
    const [x1, y1] = P(v, t.x, t.y + t.d);
    const [x2] = P(v, t.x + t.w, t.y + t.d);
    const spread = t.view === "full" ? 70 : 40;
    const reach = t.view === "full" ? 170 : 120;
    const [, ly] = P(v, 0, t.y + t.d + reach);
    cones += `<path d="M${n(x1)},${n(y1)}L${n(x1 - spread)},${n(ly)}L${n(x2 + spread)},${n(ly)}L${n(x2)},${n(y1)}Z" fill="url(#${t.view === "full" ? "coneFull" : "conePartial"})"/>`;
  }
  body += cones;
  body += footprint(v, community, "#cfc6b4");
  body += footprint(v, community4, "#cfc6b4");
  for (const t of towers) body += footprint(v, t, viewColour[t.view], `${t.id}동`, 16);
  const [lx, ly] = P(v, 300, 450);
  body += text(lx, ly, "펜타시티 호수공원", { size: 22, weight: 700, fill: "#ffffff", anchor: "middle" });
  body += titleBlock("LAKE VIEW", "호수배치도", "동별 호수 조망 방향 안내");
  body += legend(
    W - 290,
    H - 220,
    [
      { swatch: viewColour.full, label: "호수 조망 (전면)" },
      { swatch: viewColour.partial, label: "호수 부분 조망" },
      { swatch: viewColour.park, label: "공원·단지 조망" },
      { swatch: "#cfc6b4", label: "커뮤니티 시설" },
    ],
    "조망 구분",
  );
  body += `<g>${roundRect(W - 132, 40, 96, 118, 10, { fill: "#ffffff", opacity: 0.9 })}${compassRose(W - 84, 106, 30)}</g>`;
  const defs =
    mapDefs() +
    linear("coneFull", [
      [0, "#fdb461", 0.45],
      [1, "#fdb461", 0],
    ]) +
    linear("conePartial", [
      [0, "#5e8c94", 0.35],
      [1, "#5e8c94", 0],
    ]);
  return svg(W, H, defs, body);
}

/** Location map: the new town, roads, rail, industrial complex, schools, lake park and the complex. */
export function locationMap(): string {
  const W = 1600;
  const H = 1100;
  const rand = rng(77);
  let body = rect(0, 0, W, H, { fill: "#f1eee6" });
  // Terrain: soft hills in the corners, farmland blocks.
  body += path(
    smoothClosed([
      [-80, -60],
      [420, -80],
      [520, 120],
      [300, 220],
      [60, 260],
      [-100, 200],
    ]),
    { fill: "#dfe7d5" },
  );
  body += path(
    smoothClosed([
      [1250, 820],
      [1700, 760],
      [1720, 1180],
      [1180, 1200],
      [1120, 1000],
    ]),
    { fill: "#dfe7d5" },
  );
  for (let k = 0; k < 60; k++) {
    const x = rand() * W;
    const y = rand() * H;
    const w = 40 + rand() * 90;
    const h = 30 + rand() * 60;
    body += rect(x, y, w, h, { fill: rand() < 0.5 ? "#e8e6da" : "#e6eadd", rx: 6, opacity: 0.8 });
  }
  // New town area.
  body += path(
    smoothClosed([
      [560, 300],
      [1010, 280],
      [1140, 420],
      [1120, 700],
      [900, 790],
      [600, 760],
      [470, 560],
    ]),
    {
      fill: "#f8f6f0",
      stroke: "#e1d9c8",
      "stroke-width": 2,
      "stroke-dasharray": "8 6",
    },
  );
  // Industrial complex.
  const ind = { x: 1130, y: 180, w: 360, h: 290 };
  body += roundRect(ind.x, ind.y, ind.w, ind.h, 14, { fill: "#e3e5ea", stroke: "#c9cdd6", "stroke-width": 2 });
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 3; j++) {
      body += rect(ind.x + 24 + i * 84, ind.y + 28 + j * 84, 64, 56, { fill: "#cdd2db", rx: 4 });
      body += rect(ind.x + 24 + i * 84, ind.y + 28 + j * 84, 64, 10, { fill: "#bcc3cf", rx: 3 });
    }
  }
  // Commercial core.
  body += roundRect(860, 360, 150, 110, 10, { fill: "#f4e4cc" });
  // Roads: highway, arterials, local grid.
  const road = (d: string, width: number, colour: string, casing: string) =>
    path(d, {
      fill: "none",
      stroke: casing,
      "stroke-width": width + 5,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }) +
    path(d, {
      fill: "none",
      stroke: colour,
      "stroke-width": width,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
  const highway = "M-20,940 C300,900 420,820 560,860 S900,1000 1120,900 S1460,640 1640,600";
  const arterialA = "M-20,420 C300,430 520,400 720,360 S1100,300 1640,330";
  const arterialB = "M1080,-20 C1060,200 1110,420 1095,600 S1040,860 1080,1120";
  const arterialC = "M300,-20 C330,300 430,520 560,730 S780,930 860,1120";
  body += road(arterialC, 12, "#ffffff", "#d8d2c4");
  body += road(arterialA, 16, "#ffffff", "#d8d2c4");
  body += road(arterialB, 16, "#ffffff", "#d8d2c4");
  body += road(highway, 20, "#fde3bd", "#e8a45a");
  // Local streets inside the town.
  let grid = "";
  for (let x = 600; x <= 1080; x += 60) grid += `M${x},320V740`;
  for (let y = 340; y <= 740; y += 60) grid += `M540,${y}H1100`;
  body += `<path d="${grid}" stroke="#ebe6dc" stroke-width="3" clip-path="url(#townClip)"/>`;
  // Lake park.
  body += path(
    smoothClosed([
      [640, 600],
      [760, 560],
      [900, 585],
      [960, 650],
      [880, 720],
      [720, 722],
      [630, 680],
    ]),
    {
      fill: "#d3e3cd",
    },
  );
  body += path(
    smoothClosed([
      [670, 612],
      [770, 585],
      [880, 606],
      [920, 650],
      [860, 700],
      [730, 700],
      [665, 668],
    ]),
    {
      fill: "url(#lakeFill)",
    },
  );
  // Railway.
  const rail = "M-20,250 C260,240 420,170 620,150 S1080,160 1640,60";
  body += path(rail, { fill: "none", stroke: palette.slate, "stroke-width": 5 });
  body += path(rail, { fill: "none", stroke: "#ffffff", "stroke-width": 2.5, "stroke-dasharray": "12 10" });
  // Station and IC markers.
  const station = (x: number, y: number, label: string, sub: string) =>
    circle(x, y, 16, { fill: "#ffffff", stroke: palette.slate, "stroke-width": 4 }) +
    circle(x, y, 6, { fill: palette.slate }) +
    roundRect(x - 90, y - 62, 180, 38, 8, { fill: palette.navy2 }) +
    text(x, y - 46, label, { size: 15, weight: 700, fill: "#ffffff", anchor: "middle" }) +
    text(x, y - 30, sub, { size: 11, fill: "#c8d2dd", anchor: "middle" });
  body += station(470, 182, "천안아산역", "KTX · SRT");
  body += station(1010, 142, "탕정역", "수도권 전철 1호선");
  body += circle(560, 858, 14, { fill: palette.amber, stroke: "#ffffff", "stroke-width": 3 });
  body += roundRect(500, 880, 120, 30, 15, { fill: palette.amberDark });
  body += text(560, 900, "고속도로 IC", { size: 14, weight: 700, fill: "#ffffff", anchor: "middle" });
  // Schools.
  const school = (x: number, y: number, label: string) =>
    roundRect(x - 15, y - 15, 30, 30, 7, { fill: palette.teal, stroke: "#ffffff", "stroke-width": 2.5 }) +
    path(`M${x - 8},${y + 1}L${x},${y - 7}L${x + 8},${y + 1}M${x - 5},${y - 1}V${y + 7}H${x + 5}V${y - 1}`, {
      fill: "none",
      stroke: "#ffffff",
      "stroke-width": 2,
      "stroke-linejoin": "round",
    }) +
    text(x, y + 34, label, { size: 14, weight: 700, fill: palette.tealDark, anchor: "middle" });
  body += school(640, 470, "초등학교(예정)");
  body += school(980, 540, "중학교(예정)");
  body += school(1060, 640, "고등학교(예정)");
  // Park labels.
  body += text(795, 652, "호수공원", { size: 18, weight: 700, fill: "#ffffff", anchor: "middle" });
  body += text(935, 420, "상업·생활편의", { size: 14, weight: 700, fill: "#a5773a", anchor: "middle" });
  body += roundRect(ind.x + ind.w / 2 - 130, ind.y + ind.h + 14, 260, 54, 10, {
    fill: "#ffffff",
    filter: "url(#card)",
  });
  body += text(ind.x + ind.w / 2, ind.y + ind.h + 38, "산업단지", {
    size: 17,
    weight: 700,
    fill: palette.navy,
    anchor: "middle",
  });
  body += text(ind.x + ind.w / 2, ind.y + ind.h + 58, "약 250개 기업 입주 예정", {
    size: 13,
    fill: palette.slate,
    anchor: "middle",
  });
  body += text(780, 286, "펜타시티", { size: 16, weight: 700, fill: "#a79c86", anchor: "middle", spacing: 6 });
  // The complex: block footprints and the marker.
  for (const [x, y, w, h] of [
    [700, 470, 70, 46],
    [790, 480, 46, 40],
  ] as const) {
    body += rect(x, y, w, h, { fill: palette.navy2, rx: 4, opacity: 0.9 });
  }
  body += `<g filter="url(#card)"><path d="M770,462c-22,0-38,-16-38,-37c0-24,21-40,38-62c17,22,38,38,38,62c0,21-16,37-38,37z" transform="translate(0 -12)" fill="${palette.amber}"/></g>`;
  body += circle(770, 413, 11, { fill: "#ffffff" });
  body += roundRect(664, 318, 212, 44, 22, { fill: palette.navy });
  body += text(770, 346, site.name, { size: 17, weight: 700, fill: "#ffffff", anchor: "middle" });
  body += circle(770, 490, 90, {
    fill: "none",
    stroke: palette.amber,
    "stroke-width": 1.5,
    "stroke-dasharray": "4 6",
    opacity: 0.9,
  });
  // Title, legend, compass.
  body += titleBlock("LOCATION MAP", "입지안내도", "교통 · 산업 · 교육 · 자연");
  body += legend(
    W - 290,
    H - 250,
    [
      { swatch: "#e8a45a", label: "고속도로", shape: "line" },
      { swatch: palette.slate, label: "철도 (KTX·SRT·전철)", shape: "line" },
      { swatch: palette.teal, label: "학교 (예정)" },
      { swatch: "#cdd2db", label: "산업단지" },
      { swatch: palette.amber, label: site.name, shape: "circle" },
    ],
    "범례",
  );
  body += `<g>${roundRect(W - 132, 40, 96, 118, 10, { fill: "#ffffff", opacity: 0.9 })}${compassRose(W - 84, 106, 30)}</g>`;
  const defs =
    mapDefs() +
    `<clipPath id="townClip"><path d="${smoothClosed([
      [560, 300],
      [1010, 280],
      [1140, 420],
      [1120, 700],
      [900, 790],
      [600, 760],
      [470, 560],
    ])}"/></clipPath>`;
  return svg(W, H, defs, body);
}
