/**
 * Flat perspective interiors: 59㎡ living and kitchen, 84㎡ living, kitchen and master bedroom,
 * and the model-house consultation space.
 */
import { site } from "../../../app/content/site.ts";
import {
  box3,
  type Camera,
  camera,
  type Drawable,
  draw,
  ellipse3,
  proj,
  quad,
  type Shade,
  shadeOf,
} from "./perspective.ts";
import { linear, mix, n, palette, rect, rng, svg, text } from "./svg.ts";

type Room = { RW: number; RH: number; D: number; zN: number };

const walls = { back: "#f1ece4", left: "#e7e0d5", right: "#e2dbcf", ceiling: "#f7f4ee", floor: "#d8bd96" };

function shell(
  c: Camera,
  r: Room,
  o: { floor?: string; back?: string; left?: string; right?: string; planks?: boolean } = {},
): string {
  const L = -r.RW / 2;
  const R = r.RW / 2;
  let out = "";
  out += quad(
    c,
    [
      [L, 0, r.zN],
      [R, 0, r.zN],
      [R, 0, r.D],
      [L, 0, r.D],
    ],
    { fill: "url(#floorGrad)" },
  );
  out += quad(
    c,
    [
      [L, r.RH, r.zN],
      [R, r.RH, r.zN],
      [R, r.RH, r.D],
      [L, r.RH, r.D],
    ],
    { fill: walls.ceiling },
  );
  out += quad(
    c,
    [
      [L, 0, r.zN],
      [L, 0, r.D],
      [L, r.RH, r.D],
      [L, r.RH, r.zN],
    ],
    { fill: o.left ?? walls.left },
  );
  out += quad(
    c,
    [
      [R, 0, r.zN],
      [R, 0, r.D],
      [R, r.RH, r.D],
      [R, r.RH, r.zN],
    ],
    { fill: o.right ?? walls.right },
  );
  out += quad(
    c,
    [
      [L, 0, r.D],
      [R, 0, r.D],
      [R, r.RH, r.D],
      [L, r.RH, r.D],
    ],
    { fill: o.back ?? walls.back },
  );
  if (o.planks ?? true) {
    let d = "";
    for (let x = L; x <= R; x += 0.19) {
      const [x1, y1] = proj(c, x, 0, r.zN);
      const [x2, y2] = proj(c, x, 0, r.D);
      d += `M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}`;
    }
    const rand = rng(Math.round(r.RW * 100 + r.D));
    for (let x = L; x < R; x += 0.19) {
      for (let z = r.zN + rand() * 1.2; z < r.D; z += 1.2) {
        const [x1, y1] = proj(c, x, 0, z);
        const [x2] = proj(c, x + 0.19, 0, z);
        d += `M${n(x1)},${n(y1)}L${n(x2)},${n(y1)}`;
      }
    }
    out += `<path d="${d}" stroke="#b8966a" stroke-width="0.9" opacity="0.6" fill="none"/>`;
  }
  // Skirting and the ceiling cove with indirect light.
  out += quad(
    c,
    [
      [L, 0, r.D],
      [R, 0, r.D],
      [R, 0.08, r.D],
      [L, 0.08, r.D],
    ],
    { fill: "#ffffff" },
  );
  out += quad(
    c,
    [
      [L + 0.35, r.RH, r.zN + 0.3],
      [R - 0.35, r.RH, r.zN + 0.3],
      [R - 0.35, r.RH, r.D - 0.35],
      [L + 0.35, r.RH, r.D - 0.35],
    ],
    {
      fill: "#fffdf8",
    },
  );
  out += quad(
    c,
    [
      [L + 0.35, r.RH - 0.01, r.D - 0.35],
      [R - 0.35, r.RH - 0.01, r.D - 0.35],
      [R - 0.3, r.RH - 0.01, r.D - 0.3],
      [L + 0.3, r.RH - 0.01, r.D - 0.3],
    ],
    {
      fill: palette.amberLight,
      opacity: 0.9,
    },
  );
  // Recessed downlights in two rows.
  for (const x of [L + 0.6, R - 0.6]) {
    for (let z = r.zN + 0.9; z < r.D - 0.5; z += 1.3) out += ellipse3(c, x, r.RH - 0.005, z, 0.07, 0.07, "#fff3dc");
  }
  return out;
}

/** The view through a window on the back wall: sky, hills, a far skyline, trees and the lake. */
function windowView(
  c: Camera,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z: number,
  id: string,
  mullions: number,
): string {
  const [sx0, sy0] = proj(c, x0, y1, z);
  const [sx1, sy1] = proj(c, x1, y0, z);
  const w = sx1 - sx0;
  const h = sy1 - sy0;
  const rand = rng(id.length * 31 + Math.round(w));
  let view = rect(sx0, sy0, w, h, { fill: "url(#viewSky)" });
  const hy = sy0 + h * 0.62;
  view += `<path d="M${n(sx0)},${n(hy)}C${n(sx0 + w * 0.25)},${n(hy - h * 0.12)} ${n(sx0 + w * 0.45)},${n(hy - h * 0.02)} ${n(sx0 + w * 0.65)},${n(hy - h * 0.1)}S${n(sx1)},${n(hy - h * 0.04)} ${n(sx1)},${n(hy)}Z" fill="#b7c4c9"/>`;
  for (let x = sx0 + w * 0.05; x < sx1 - w * 0.06; x += w * (0.06 + rand() * 0.05)) {
    const tw = w * 0.035;
    const th = h * (0.14 + rand() * 0.16);
    view += rect(x, hy - th, tw, th, { fill: "#e9e5e0" });
    view += rect(x + tw, hy - th, tw * 0.3, th, { fill: "#b9c1c9" });
  }
  let trees = "";
  for (let x = sx0 - 10; x < sx1 + 10; x += 10 + rand() * 12) {
    const r = 6 + rand() * 10;
    trees += `M${n(x - r)},${n(hy)}a${n(r)},${n(r)} 0 1 1 ${n(r * 2)},0Z`;
  }
  view += `<path d="${trees}" fill="#7e9c84"/>`;
  view += rect(sx0, hy, w, sy1 - hy, { fill: "url(#viewLake)" });
  view += rect(sx0, hy + 2, w, 1.5, { fill: "#ffffff", opacity: 0.5 });
  let out = `<clipPath id="${id}"><rect x="${n(sx0)}" y="${n(sy0)}" width="${n(w)}" height="${n(h)}"/></clipPath><g clip-path="url(#${id})">${view}</g>`;
  // Frame and mullions; a balcony rail line.
  out += rect(sx0, sy0, w, h, { fill: "none", stroke: "#5a6270", "stroke-width": 5 });
  for (let i = 1; i < mullions; i++) {
    const x = sx0 + (w * i) / mullions;
    out += rect(x - 2, sy0, 4, h, { fill: "#5a6270" });
  }
  out += rect(sx0, sy0 + h * 0.78, w, 2.5, { fill: "#5a6270", opacity: 0.7 });
  return out;
}

function curtain(c: Camera, x0: number, x1: number, z: number, top: number, id: string): string {
  return quad(
    c,
    [
      [x0, 0.05, z - 0.05],
      [x1, 0.05, z - 0.05],
      [x1, top, z - 0.05],
      [x0, top, z - 0.05],
    ],
    { fill: `url(#${id})` },
  );
}

function sharedDefs(): string {
  const folds = (id: string, a: string, b: string) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0" spreadMethod="repeat">${[0, 0.25, 0.5, 0.75, 1]
      .map((o, i) => `<stop offset="${o}" stop-color="${i % 2 ? b : a}"/>`)
      .join("")}</linearGradient>`;
  return (
    linear("floorGrad", [
      [0, "#c9a87c"],
      [1, "#e2cba9"],
    ]) +
    linear("viewSky", [
      [0, "#9fbfd0"],
      [0.6, "#e3ecec"],
      [1, "#f8eadb"],
    ]) +
    linear("viewLake", [
      [0, "#8db5b8"],
      [1, "#5e8c94"],
    ]) +
    folds("curtain", "#efe7da", "#e0d5c4") +
    folds("curtainDark", "#d3ccc1", "#bfb6a9") +
    `<radialGradient id="lampLight"><stop offset="0" stop-color="${palette.amber}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.amber}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="marble" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3f1ed"/><stop offset="0.5" stop-color="#e4e1dc"/><stop offset="1" stop-color="#f1efeb"/></linearGradient>`
  );
}

function sofa(
  c: Camera,
  x: number,
  z0: number,
  length: number,
  colour: string,
  facing: "right" | "left" | "camera",
): Drawable[] {
  const s = shadeOf(colour);
  const cushion = shadeOf(mix(colour, "#ffffff", 0.15));
  const list: Drawable[] = [];
  if (facing === "camera") {
    const b: Shade = s;
    list.push({
      z: z0 + 0.9,
      svg: box3(c, { x0: x - length / 2, x1: x + length / 2, y0: 0.05, y1: 0.82, z0: z0 + 0.7, z1: z0 + 0.92 }, b),
    });
    list.push({
      z: z0 + 0.45,
      svg: box3(
        c,
        { x0: x - length / 2 + 0.18, x1: x + length / 2 - 0.18, y0: 0.05, y1: 0.44, z0, z1: z0 + 0.7 },
        cushion,
      ),
    });
    list.push({
      z: z0 + 0.4,
      svg: box3(c, { x0: x - length / 2, x1: x - length / 2 + 0.18, y0: 0.05, y1: 0.6, z0, z1: z0 + 0.92 }, b),
    });
    list.push({
      z: z0 + 0.4,
      svg: box3(c, { x0: x + length / 2 - 0.18, x1: x + length / 2, y0: 0.05, y1: 0.6, z0, z1: z0 + 0.92 }, b),
    });
    return list;
  }
  const dir = facing === "right" ? 1 : -1;
  const backX0 = facing === "right" ? x : x - 0.22;
  list.push({
    z: z0 + length,
    svg: box3(c, { x0: backX0, x1: backX0 + 0.22, y0: 0.05, y1: 0.82, z0, z1: z0 + length }, s),
  });
  const seatX0 = facing === "right" ? x + 0.22 : x - 0.92;
  list.push({
    z: z0 + length - 0.1,
    svg: box3(c, { x0: seatX0, x1: seatX0 + 0.7, y0: 0.05, y1: 0.44, z0: z0 + 0.18, z1: z0 + length - 0.18 }, cushion),
  });
  list.push({
    z: z0 + length,
    svg: box3(
      c,
      {
        x0: Math.min(x, x + dir * 0.92),
        x1: Math.max(x, x + dir * 0.92),
        y0: 0.05,
        y1: 0.6,
        z0: z0 + length - 0.18,
        z1: z0 + length,
      },
      s,
    ),
  });
  list.push({
    z: z0 + 0.1,
    svg: box3(
      c,
      { x0: Math.min(x, x + dir * 0.92), x1: Math.max(x, x + dir * 0.92), y0: 0.05, y1: 0.6, z0, z1: z0 + 0.18 },
      s,
    ),
  });
  // Throw cushions.
  const cx = facing === "right" ? x + 0.25 : x - 0.35;
  list.push({
    z: z0 + length - 0.5,
    svg: box3(
      c,
      { x0: cx, x1: cx + 0.1, y0: 0.44, y1: 0.82, z0: z0 + length - 0.7, z1: z0 + length - 0.3 },
      shadeOf(palette.amber),
    ),
  });
  list.push({
    z: z0 + 0.6,
    svg: box3(c, { x0: cx, x1: cx + 0.1, y0: 0.44, y1: 0.8, z0: z0 + 0.3, z1: z0 + 0.68 }, shadeOf(palette.teal)),
  });
  return list;
}

function table(c: Camera, x0: number, x1: number, z0: number, z1: number, top: number, colour: string): Drawable[] {
  const s = shadeOf(colour);
  const leg = shadeOf("#3a3f4a");
  const list: Drawable[] = [{ z: (z0 + z1) / 2, svg: box3(c, { x0, x1, y0: top - 0.04, y1: top, z0, z1 }, s) }];
  for (const [lx, lz] of [
    [x0 + 0.05, z0 + 0.05],
    [x1 - 0.09, z0 + 0.05],
    [x0 + 0.05, z1 - 0.09],
    [x1 - 0.09, z1 - 0.09],
  ] as const) {
    list.push({
      z: lz + 0.02,
      svg: box3(c, { x0: lx, x1: lx + 0.04, y0: 0, y1: top - 0.04, z0: lz, z1: lz + 0.04 }, leg),
    });
  }
  return list;
}

function chair(c: Camera, x: number, z: number, colour: string, backAt: "near" | "far"): Drawable[] {
  const s = shadeOf(colour);
  const list: Drawable[] = [
    { z: z + 0.2, svg: box3(c, { x0: x - 0.22, x1: x + 0.22, y0: 0.42, y1: 0.47, z0: z - 0.2, z1: z + 0.2 }, s) },
  ];
  const bz = backAt === "near" ? z - 0.2 : z + 0.16;
  list.push({
    z: bz + 0.02,
    svg: box3(c, { x0: x - 0.22, x1: x + 0.22, y0: 0.47, y1: 0.9, z0: bz, z1: bz + 0.04 }, s),
  });
  for (const [lx, lz] of [
    [x - 0.2, z - 0.18],
    [x + 0.17, z - 0.18],
    [x - 0.2, z + 0.15],
    [x + 0.17, z + 0.15],
  ] as const) {
    list.push({
      z: lz,
      svg: box3(c, { x0: lx, x1: lx + 0.03, y0: 0, y1: 0.42, z0: lz, z1: lz + 0.03 }, shadeOf("#3a3f4a")),
    });
  }
  return list;
}

function pendant(c: Camera, x: number, z: number, drop: number, RH: number): string {
  const [tx, ty] = proj(c, x, RH, z);
  const [bx, by] = proj(c, x, RH - drop, z);
  const [ex] = proj(c, x + 0.18, RH - drop, z);
  const r = ex - bx;
  return (
    `<line x1="${n(tx)}" y1="${n(ty)}" x2="${n(bx)}" y2="${n(by)}" stroke="#3a3f4a" stroke-width="1.2"/>` +
    `<ellipse cx="${n(bx)}" cy="${n(by + r * 0.9)}" rx="${n(r * 3)}" ry="${n(r * 2.4)}" fill="url(#lampLight)"/>` +
    `<path d="M${n(bx - r * 0.35)},${n(by)}L${n(bx + r * 0.35)},${n(by)}L${n(bx + r)},${n(by + r * 0.8)}L${n(bx - r)},${n(by + r * 0.8)}Z" fill="#2f3542"/>` +
    `<ellipse cx="${n(bx)}" cy="${n(by + r * 0.8)}" rx="${n(r)}" ry="${n(r * 0.18)}" fill="#ffe2b3"/>`
  );
}

function plant(c: Camera, x: number, z: number, h: number): Drawable {
  const pot = box3(c, { x0: x - 0.18, x1: x + 0.18, y0: 0, y1: 0.38, z0: z - 0.18, z1: z + 0.18 }, shadeOf("#d9d2c6"));
  const [px, py] = proj(c, x, 0.38, z);
  const [, ty] = proj(c, x, h, z);
  const [rx] = proj(c, x + 0.38, h, z);
  const r = rx - px;
  let leaves = "";
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.38;
    const lx = px + Math.cos(a) * r * 1.1;
    const ly = ty + (py - ty) * 0.35 + Math.sin(a) * r * 0.9;
    leaves += `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(r * 0.32)}" ry="${n(r * 0.7)}" transform="rotate(${n(((a + Math.PI / 2) * 180) / Math.PI)} ${n(lx)} ${n(ly)})" fill="${i % 2 ? palette.sage : palette.sageDark}"/>`;
  }
  return {
    z,
    svg: `${pot}<line x1="${n(px)}" y1="${n(py)}" x2="${n(px)}" y2="${n(ty + (py - ty) * 0.4)}" stroke="#5f7a5f" stroke-width="2"/>${leaves}`,
  };
}

function rug(c: Camera, x0: number, x1: number, z0: number, z1: number, colour: string): string {
  return quad(
    c,
    [
      [x0, 0.005, z0],
      [x1, 0.005, z0],
      [x1, 0.005, z1],
      [x0, 0.005, z1],
    ],
    { fill: colour },
  );
}

export function livingRoom(size: "59" | "84"): string {
  const W = 1600;
  const H = 1000;
  const wide = size === "84";
  const r: Room = { RW: wide ? 5.4 : 4.6, RH: 2.4, D: wide ? 6.4 : 6, zN: 1.0 };
  const c = camera(W, H, wide ? 930 : 910, 1.25, 0.44);
  let body = shell(c, r);
  const L = -r.RW / 2;
  const R = r.RW / 2;
  body += windowView(c, L + 0.25, R - 0.25, 0.1, 2.25, r.D, `view-living-${size}`, wide ? 4 : 3);
  body += curtain(c, L + 0.05, L + 0.45, r.D, 2.3, "curtain");
  body += curtain(c, R - 0.45, R - 0.05, r.D, 2.3, "curtain");
  // Right wall: TV wall (an art wall of stone panels for the 84).
  const tvZ0 = 2.6;
  const tvZ1 = wide ? 5.2 : 4.8;
  if (wide) {
    body += quad(
      c,
      [
        [R - 0.01, 0, tvZ0 - 0.6],
        [R - 0.01, 0, tvZ1 + 0.6],
        [R - 0.01, r.RH, tvZ1 + 0.6],
        [R - 0.01, r.RH, tvZ0 - 0.6],
      ],
      { fill: "url(#marble)" },
    );
    let joints = "";
    for (let z = tvZ0 - 0.6; z <= tvZ1 + 0.6; z += 0.6) {
      const [x1, y1] = proj(c, R - 0.01, 0, z);
      const [x2, y2] = proj(c, R - 0.01, r.RH, z);
      joints += `M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}`;
    }
    body += `<path d="${joints}" stroke="#cfcac2" stroke-width="1"/>`;
  }
  body += quad(
    c,
    [
      [R - 0.02, 0.95, tvZ0 + 0.5],
      [R - 0.02, 0.95, tvZ1 - 0.5],
      [R - 0.02, 1.75, tvZ1 - 0.5],
      [R - 0.02, 1.75, tvZ0 + 0.5],
    ],
    { fill: "#1e232c" },
  );
  body += quad(
    c,
    [
      [R - 0.03, 1.0, tvZ0 + 0.55],
      [R - 0.03, 1.0, tvZ1 - 0.55],
      [R - 0.03, 1.7, tvZ1 - 0.55],
      [R - 0.03, 1.7, tvZ0 + 0.55],
    ],
    { fill: "#2e3848" },
  );
  const items: Drawable[] = [];
  items.push({
    z: (tvZ0 + tvZ1) / 2,
    svg: box3(c, { x0: R - 0.42, x1: R, y0: 0.05, y1: 0.42, z0: tvZ0, z1: tvZ1 }, shadeOf("#c9ad86")),
  });
  // Sofa along the left wall, rug, coffee table, floor lamp, plant.
  body += rug(c, L + 1.0, R - 1.2, 2.4, wide ? 5.0 : 4.6, "#e9e1d2");
  items.push(...sofa(c, L + 0.05, 2.5, wide ? 2.6 : 2.2, wide ? "#c7bcae" : "#b9c4b6", "right"));
  items.push(...table(c, L + 1.4, L + 2.1, 3.0, wide ? 4.4 : 4.0, 0.38, "#b58d62"));
  items.push(plant(c, R - 0.5, r.D - 0.45, 1.5));
  const lampZ = 2.2;
  const [lx, ly] = proj(c, L + 0.35, 1.55, lampZ);
  const [, fy] = proj(c, L + 0.35, 0, lampZ);
  items.push({
    z: lampZ,
    svg: `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="160" ry="200" fill="url(#lampLight)"/><line x1="${n(lx)}" y1="${n(fy)}" x2="${n(lx)}" y2="${n(ly)}" stroke="#2f3542" stroke-width="3"/><path d="M${n(lx - 34)},${n(ly + 10)}L${n(lx + 34)},${n(ly + 10)}L${n(lx + 22)},${n(ly - 40)}L${n(lx - 22)},${n(ly - 40)}Z" fill="#f1dcb8"/>`,
  });
  body += draw(items);
  if (wide) body += pendant(c, 0, 3.6, 0.5, r.RH);
  return svg(W, H, sharedDefs(), body);
}

function cabinets(
  c: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  colour: string,
  doorEvery: number,
  along: "x" | "z",
): string {
  let out = box3(c, { x0, x1, y0, y1, z0, z1 }, shadeOf(colour));
  let d = "";
  if (along === "x") {
    for (let x = x0 + doorEvery; x < x1 - 0.05; x += doorEvery) {
      const [ax, ay] = proj(c, x, y0 + 0.02, z0);
      const [, by] = proj(c, x, y1 - 0.02, z0);
      d += `M${n(ax)},${n(ay)}L${n(ax)},${n(by)}`;
    }
  } else {
    const face = x1 < c.camX ? x1 : x0;
    for (let z = z0 + doorEvery; z < z1 - 0.05; z += doorEvery) {
      const [ax, ay] = proj(c, face, y0 + 0.02, z);
      const [bx, by] = proj(c, face, y1 - 0.02, z);
      d += `M${n(ax)},${n(ay)}L${n(bx)},${n(by)}`;
    }
  }
  out += `<path d="${d}" stroke="${mix(colour, "#3a3f4a", 0.3)}" stroke-width="1"/>`;
  return out;
}

export function kitchen(size: "59" | "84"): string {
  const W = 1600;
  const H = 1000;
  const wide = size === "84";
  const r: Room = { RW: wide ? 5.2 : 4.2, RH: 2.4, D: wide ? 6.2 : 5.6, zN: 1.0 };
  const c = camera(W, H, 900, 1.35, 0.42);
  let body = shell(c, r, { back: "#efe9df" });
  const L = -r.RW / 2;
  const R = r.RW / 2;
  const counter = "#e9e3d9";
  const wood = "#c7a679";
  // Back wall: counter run, backsplash tiles, upper cabinets, a window over the sink.
  body += quad(
    c,
    [
      [L, 0.9, r.D - 0.01],
      [R, 0.9, r.D - 0.01],
      [R, 1.5, r.D - 0.01],
      [L, 1.5, r.D - 0.01],
    ],
    { fill: "#e6e2da" },
  );
  let tiles = "";
  for (let x = L; x <= R; x += 0.3) {
    const [x1, y1] = proj(c, x, 0.9, r.D - 0.01);
    const [, y2] = proj(c, x, 1.5, r.D - 0.01);
    tiles += `M${n(x1)},${n(y1)}L${n(x1)},${n(y2)}`;
  }
  for (let y = 0.9; y <= 1.5; y += 0.15) {
    const [x1, yy] = proj(c, L, y, r.D - 0.01);
    const [x2] = proj(c, R, y, r.D - 0.01);
    tiles += `M${n(x1)},${n(yy)}L${n(x2)},${n(yy)}`;
  }
  body += `<path d="${tiles}" stroke="#d6d0c6" stroke-width="0.8"/>`;
  body += windowView(c, -0.7, 0.7, 1.0, 2.1, r.D, `view-kitchen-${size}`, 2);
  body += cabinets(c, L, -0.8, r.D - 0.35, r.D, 1.55, 2.3, wood, 0.45, "x");
  body += cabinets(c, 0.8, R, r.D - 0.35, r.D, 1.55, 2.3, wood, 0.45, "x");
  body += cabinets(c, L, R, r.D - 0.62, r.D, 0, 0.86, counter, 0.5, "x");
  body += box3(c, { x0: L, x1: R, y0: 0.86, y1: 0.9, z0: r.D - 0.64, z1: r.D }, shadeOf("#d9d6d0"));
  // Sink and hob.
  const [sx, sy] = proj(c, 0, 0.9, r.D - 0.32);
  body += `<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="44" ry="7" fill="#9ea7b1"/>`;
  body += `<path d="M${n(sx)},${n(sy - 4)}v-34q0,-10 14,-10h8" fill="none" stroke="#7d8791" stroke-width="3"/>`;
  const [hx, hy] = proj(c, R - 0.9, 0.905, r.D - 0.32);
  body += `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="54" ry="6" fill="#2a2f38"/>`;
  // Right run (ㄱ shape) and a tall fridge column near the camera.
  body += cabinets(c, R - 0.62, R, r.D - 2.8, r.D - 0.62, 0, 0.86, counter, 0.5, "z");
  body += box3(c, { x0: R - 0.64, x1: R, y0: 0.86, y1: 0.9, z0: r.D - 2.8, z1: r.D - 0.62 }, shadeOf("#d9d6d0"));
  body += cabinets(c, R - 0.35, R, r.D - 2.8, r.D - 0.35, 1.55, 2.3, wood, 0.45, "z");
  body += cabinets(c, R - 0.7, R, r.D - 3.8, r.D - 2.8, 0, 2.3, "#e4dfd6", 0.5, "z");
  const items: Drawable[] = [];
  if (wide) {
    // Island with stools and pendants.
    items.push({ z: 4.2, svg: cabinets(c, -1.1, 0.9, 3.7, 4.6, 0, 0.88, "#dcd3c6", 0.5, "x") });
    items.push({
      z: 4.1,
      svg: box3(c, { x0: -1.15, x1: 0.95, y0: 0.88, y1: 0.93, z0: 3.65, z1: 4.65 }, shadeOf("#f4f2ee")),
    });
    for (const x of [-0.7, -0.1, 0.5]) {
      items.push({ z: 3.5, svg: ellipse3(c, x, 0.66, 3.4, 0.17, 0.17, "#3d4554") });
      items.push({
        z: 3.49,
        svg: box3(c, { x0: x - 0.02, x1: x + 0.02, y0: 0, y1: 0.64, z0: 3.38, z1: 3.42 }, shadeOf("#3d4554")),
      });
    }
    body += rug(c, -1.6, 1.4, 2.4, 3.2, "#e8dfcf");
    body += draw(items);
    for (const x of [-0.75, -0.1, 0.55]) body += pendant(c, x, 4.15, 0.7, r.RH);
  } else {
    // Dining table with four chairs in the foreground.
    body += rug(c, -1.5, 0.7, 2.7, 4.1, "#e8dfcf");
    items.push(...table(c, -1.1, 0.3, 3.0, 3.8, 0.74, "#b58d62"));
    items.push(...chair(c, -0.75, 4.05, palette.sage, "far"));
    items.push(...chair(c, -0.05, 4.05, palette.sage, "far"));
    items.push(plant(c, L + 0.35, r.D - 1.0, 1.3));
    body += draw(items);
    body += pendant(c, -0.4, 3.4, 0.75, r.RH);
  }
  return svg(W, H, sharedDefs(), body);
}

export function bedroom(): string {
  const W = 1600;
  const H = 1000;
  const r: Room = { RW: 4.6, RH: 2.4, D: 5.4, zN: 0.9 };
  const c = camera(W, H, 900, 1.3, 0.43);
  let body = shell(c, r, { back: "#ece5da" });
  const L = -r.RW / 2;
  const R = r.RW / 2;
  // Headboard wall panel with indirect light strip.
  body += quad(
    c,
    [
      [-1.5, 0, r.D - 0.02],
      [1.5, 0, r.D - 0.02],
      [1.5, 2.4, r.D - 0.02],
      [-1.5, 2.4, r.D - 0.02],
    ],
    { fill: "#d9cdbb" },
  );
  let grooves = "";
  for (let x = -1.5; x <= 1.5; x += 0.3) {
    const [x1, y1] = proj(c, x, 0, r.D - 0.02);
    const [, y2] = proj(c, x, 2.4, r.D - 0.02);
    grooves += `M${n(x1)},${n(y1)}L${n(x1)},${n(y2)}`;
  }
  body += `<path d="${grooves}" stroke="#cbbda8" stroke-width="1"/>`;
  body += quad(
    c,
    [
      [-1.5, 2.3, r.D - 0.03],
      [1.5, 2.3, r.D - 0.03],
      [1.5, 2.34, r.D - 0.03],
      [-1.5, 2.34, r.D - 0.03],
    ],
    { fill: palette.amberLight },
  );
  // Left wall window with curtains.
  const winZ0 = 2.2;
  const winZ1 = 4.4;
  body += quad(
    c,
    [
      [L + 0.01, 0.5, winZ0],
      [L + 0.01, 0.5, winZ1],
      [L + 0.01, 2.2, winZ1],
      [L + 0.01, 2.2, winZ0],
    ],
    { fill: "url(#viewSky)" },
  );
  body += quad(
    c,
    [
      [L + 0.01, 0.5, winZ0],
      [L + 0.01, 0.5, winZ1],
      [L + 0.01, 0.8, winZ1],
      [L + 0.01, 0.8, winZ0],
    ],
    { fill: "#8db5b8", opacity: 0.7 },
  );
  for (const z of [winZ0, (winZ0 + winZ1) / 2, winZ1]) {
    body += quad(
      c,
      [
        [L + 0.01, 0.5, z - 0.03],
        [L + 0.01, 0.5, z + 0.03],
        [L + 0.01, 2.2, z + 0.03],
        [L + 0.01, 2.2, z - 0.03],
      ],
      { fill: "#5a6270" },
    );
  }
  body += quad(
    c,
    [
      [L + 0.03, 0.05, winZ0 - 0.5],
      [L + 0.03, 0.05, winZ0 + 0.2],
      [L + 0.03, 2.35, winZ0 + 0.2],
      [L + 0.03, 2.35, winZ0 - 0.5],
    ],
    { fill: "url(#curtainDark)" },
  );
  body += quad(
    c,
    [
      [L + 0.03, 0.05, winZ1 - 0.2],
      [L + 0.03, 0.05, winZ1 + 0.5],
      [L + 0.03, 2.35, winZ1 + 0.5],
      [L + 0.03, 2.35, winZ1 - 0.2],
    ],
    { fill: "url(#curtainDark)" },
  );
  // Right wall: opening into the dress room with lit shelves.
  const dz0 = 2.9;
  const dz1 = 4.1;
  body += quad(
    c,
    [
      [R - 0.01, 0, dz0],
      [R - 0.01, 0, dz1],
      [R - 0.01, 2.1, dz1],
      [R - 0.01, 2.1, dz0],
    ],
    { fill: "#f4e7cf" },
  );
  for (const y of [0.5, 1.0, 1.5, 1.9]) {
    body += quad(
      c,
      [
        [R - 0.01, y, dz0 + 0.15],
        [R - 0.01, y, dz1 - 0.15],
        [R - 0.01, y + 0.03, dz1 - 0.15],
        [R - 0.01, y + 0.03, dz0 + 0.15],
      ],
      { fill: "#b58d62" },
    );
  }
  body += quad(
    c,
    [
      [R - 0.01, 1.05, dz0 + 0.3],
      [R - 0.01, 1.05, dz0 + 0.5],
      [R - 0.01, 1.45, dz0 + 0.5],
      [R - 0.01, 1.45, dz0 + 0.3],
    ],
    { fill: palette.teal, opacity: 0.7 },
  );
  body += quad(
    c,
    [
      [R - 0.01, 1.55, dz0 + 0.6],
      [R - 0.01, 1.55, dz0 + 0.75],
      [R - 0.01, 1.88, dz0 + 0.75],
      [R - 0.01, 1.88, dz0 + 0.6],
    ],
    { fill: palette.amber, opacity: 0.7 },
  );
  // Bed, nightstands, lamps.
  const items: Drawable[] = [];
  body += rug(c, -1.6, 1.6, 2.2, 3.4, "#e6ddcf");
  items.push({
    z: r.D - 0.1,
    svg: box3(c, { x0: -1.0, x1: 1.0, y0: 0, y1: 1.1, z0: r.D - 0.12, z1: r.D - 0.02 }, shadeOf("#b9a48a")),
  });
  items.push({
    z: 3.9,
    svg: box3(c, { x0: -0.95, x1: 0.95, y0: 0.05, y1: 0.32, z0: 3.0, z1: r.D - 0.12 }, shadeOf("#b9a48a")),
  });
  items.push({
    z: 3.8,
    svg: box3(c, { x0: -0.92, x1: 0.92, y0: 0.32, y1: 0.56, z0: 3.0, z1: r.D - 0.12 }, shadeOf("#f7f5f1")),
  });
  items.push({
    z: 3.6,
    svg: box3(c, { x0: -0.95, x1: 0.95, y0: 0.3, y1: 0.6, z0: 2.95, z1: 4.3 }, shadeOf("#dfe7e8")),
  });
  items.push({
    z: 3.55,
    svg: box3(c, { x0: -0.95, x1: 0.95, y0: 0.6, y1: 0.62, z0: 2.95, z1: 3.35 }, shadeOf("#c7d6d8")),
  });
  for (const x of [-0.8, 0.05]) {
    items.push({
      z: r.D - 0.35,
      svg: box3(c, { x0: x, x1: x + 0.75, y0: 0.56, y1: 0.78, z0: r.D - 0.45, z1: r.D - 0.2 }, shadeOf("#ffffff")),
    });
  }
  for (const x of [-1.55, 1.05]) {
    items.push({
      z: r.D - 0.3,
      svg: box3(c, { x0: x, x1: x + 0.5, y0: 0, y1: 0.5, z0: r.D - 0.45, z1: r.D - 0.05 }, shadeOf("#c9ad86")),
    });
    const [lx, ly] = proj(c, x + 0.25, 0.85, r.D - 0.25);
    items.push({
      z: r.D - 0.31,
      svg: `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="90" ry="110" fill="url(#lampLight)"/><path d="M${n(lx - 18)},${n(ly + 12)}L${n(lx + 18)},${n(ly + 12)}L${n(lx + 12)},${n(ly - 16)}L${n(lx - 12)},${n(ly - 16)}Z" fill="#f1dcb8"/><line x1="${n(lx)}" y1="${n(ly + 12)}" x2="${n(lx)}" y2="${n(ly + 36)}" stroke="#3a3f4a" stroke-width="2"/>`,
    });
  }
  items.push(plant(c, R - 0.45, r.D - 0.5, 1.3));
  body += draw(items);
  return svg(W, H, sharedDefs(), body);
}

/** The model-house consultation space: a brand wall, a scale model, round consultation tables. */
export function consultation(): string {
  const W = 1200;
  const H = 800;
  const r: Room = { RW: 7.2, RH: 3.0, D: 7.5, zN: 1.2 };
  const c = camera(W, H, 640, 1.35, 0.45);
  let body = shell(c, r, { back: "#e9e3d8", planks: false });
  // Stone floor tiles instead of wood.
  let grid = "";
  for (let x = -r.RW / 2; x <= r.RW / 2; x += 0.8) {
    const [x1, y1] = proj(c, x, 0, r.zN);
    const [x2, y2] = proj(c, x, 0, r.D);
    grid += `M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}`;
  }
  for (let z = r.zN; z <= r.D; z += 0.8) {
    const [x1, y1] = proj(c, -r.RW / 2, 0, z);
    const [x2] = proj(c, r.RW / 2, 0, z);
    grid += `M${n(x1)},${n(y1)}L${n(x2)},${n(y1)}`;
  }
  body = body.replace('fill="url(#floorGrad)"', 'fill="#e2ddd3"');
  body += `<path d="${grid}" stroke="#d2ccc0" stroke-width="1"/>`;
  // Brand wall: a navy panel with the name.
  body += quad(
    c,
    [
      [-2.4, 0.9, r.D - 0.02],
      [2.4, 0.9, r.D - 0.02],
      [2.4, 2.6, r.D - 0.02],
      [-2.4, 2.6, r.D - 0.02],
    ],
    { fill: palette.navy },
  );
  const [bx, by] = proj(c, 0, 1.95, r.D - 0.03);
  body += text(bx, by, site.englishName, { size: 15, weight: 700, fill: palette.amber, anchor: "middle", spacing: 4 });
  body += text(bx, by + 44, site.name, { size: 34, weight: 700, fill: "#ffffff", anchor: "middle" });
  body += quad(
    c,
    [
      [-2.4, 0.9, r.D - 0.03],
      [2.4, 0.9, r.D - 0.03],
      [2.4, 0.94, r.D - 0.03],
      [-2.4, 0.94, r.D - 0.03],
    ],
    { fill: palette.amber },
  );
  const items: Drawable[] = [];
  // Scale model on a plinth with tiny towers.
  items.push({ z: 4.6, svg: box3(c, { x0: -1.3, x1: 1.3, y0: 0, y1: 0.8, z0: 4.0, z1: 5.2 }, shadeOf("#f4f1ea")) });
  items.push({
    z: 4.59,
    svg: box3(c, { x0: -1.25, x1: 1.25, y0: 0.8, y1: 0.82, z0: 4.05, z1: 5.15 }, shadeOf("#c9d8bd")),
  });
  const rand = rng(5);
  for (let i = 0; i < 10; i++) {
    const x = -1.1 + (i % 5) * 0.48;
    const z = 4.25 + Math.floor(i / 5) * 0.5;
    const h = 0.35 + rand() * 0.25;
    items.push({
      z: z - 0.01,
      svg: box3(c, { x0: x, x1: x + 0.3, y0: 0.82, y1: 0.82 + h, z0: z, z1: z + 0.12 }, shadeOf("#ffffff", "#7d8797")),
    });
  }
  // Round tables with chairs.
  for (const [x, z] of [
    [-2.4, 2.6],
    [2.3, 2.6],
  ] as const) {
    items.push({
      z: z + 0.01,
      svg: `<g>${box3(c, { x0: x - 0.03, x1: x + 0.03, y0: 0, y1: 0.72, z0: z - 0.03, z1: z + 0.03 }, shadeOf("#3a3f4a"))}${ellipse3(c, x, 0.72, z, 0.55, 0.55, "#f4ead9")}</g>`,
    });
    items.push(...chair(c, x - 0.75, z, palette.teal, "far"));
    items.push(...chair(c, x + 0.75, z, palette.teal, "far"));
    items.push(...chair(c, x, z + 0.75, "#d9cfc0", "far"));
  }
  items.push(plant(c, -3.2, 6.6, 1.7));
  items.push(plant(c, 3.2, 6.6, 1.7));
  body += draw(items);
  for (const x of [-2.4, 2.3]) body += pendant(c, x, 2.6, 0.9, r.RH);
  return svg(W, H, sharedDefs(), body);
}
