/**
 * Draws a unit floor plan from room data (floor-plan-data.ts): floors with material patterns,
 * furniture, walls derived from the room rectangles, doors with swings, windows, sliding doors,
 * Korean room names, dimension lines, an area panel and a compass rose.
 */
import { site } from "../../../app/content/site.ts";
import type { Furniture, Opening, Rect, Room, RoomKind, Side, UnitPlan } from "./floor-plan-data.ts";
import { circle, FONT, group, line, n, palette, path, rect, svg, text } from "./svg.ts";

const WIDTH = 1400;
const HEIGHT = 1000;
const WALL = "#2b3545";
const FURNITURE_STROKE = "#948b7c";

const floorFill: Record<RoomKind, string> = {
  living: "url(#wood)",
  bed: "url(#wood)",
  alpha: "url(#wood)",
  hall: "url(#wood)",
  dress: "url(#woodLight)",
  kitchen: "url(#tileWarm)",
  bath: "url(#tileBath)",
  entry: "url(#tileStone)",
  balcony: "url(#tileBalcony)",
  pantry: "url(#tileWarm)",
  utility: "url(#tileWarm)",
};

type WallClass = "ext" | "int" | "rail" | "thin";
const wallThickness: Record<WallClass, number> = { ext: 0.26, int: 0.14, rail: 0.12, thin: 0.1 };

type Geometry = {
  scale: number;
  ox: number;
  oy: number;
  minX: number;
  minY: number;
};

const idOf = (room: Room) => room.id ?? room.name;

function inside(r: Rect, x: number, y: number): boolean {
  return x > r[0] && x < r[0] + r[2] && y > r[1] && y < r[1] + r[3];
}

function roomAt(rooms: Room[], x: number, y: number): number {
  return rooms.findIndex((room) => inside(room.rect, x, y));
}

function classify(plan: UnitPlan, a: number, b: number): WallClass | null {
  const rooms = plan.rooms;
  const ra = rooms[a];
  if (!ra) return null;
  if (b < 0) return ra.kind === "balcony" ? "rail" : "ext";
  const rb = rooms[b];
  if (!rb) return null;
  const open = plan.open.some(([p, q]) => (p === idOf(ra) && q === idOf(rb)) || (p === idOf(rb) && q === idOf(ra)));
  if (open) return null;
  const balconies = Number(ra.kind === "balcony") + Number(rb.kind === "balcony");
  if (balconies === 2) return "thin";
  if (balconies === 1) return "ext";
  return "int";
}

type Segment = { cls: WallClass; x1: number; y1: number; x2: number; y2: number };

/** Walls from room edges: each edge is sampled in 5 cm steps and runs of one class are merged. */
function deriveWalls(plan: UnitPlan): Segment[] {
  const step = 0.05;
  const out: Segment[] = [];
  plan.rooms.forEach((room, i) => {
    const [x, y, w, h] = room.rect;
    const edges: { from: [number, number]; to: [number, number]; normal: [number, number] }[] = [
      { from: [x, y], to: [x + w, y], normal: [0, -1] },
      { from: [x, y + h], to: [x + w, y + h], normal: [0, 1] },
      { from: [x, y], to: [x, y + h], normal: [-1, 0] },
      { from: [x + w, y], to: [x + w, y + h], normal: [1, 0] },
    ];
    for (const edge of edges) {
      const length = Math.hypot(edge.to[0] - edge.from[0], edge.to[1] - edge.from[1]);
      const count = Math.round(length / step);
      let run: { cls: WallClass; start: number } | null = null;
      for (let k = 0; k <= count; k++) {
        let cls: WallClass | null = null;
        if (k < count) {
          const t = (k + 0.5) / count;
          const mx = edge.from[0] + (edge.to[0] - edge.from[0]) * t;
          const my = edge.from[1] + (edge.to[1] - edge.from[1]) * t;
          const j = roomAt(plan.rooms, mx + edge.normal[0] * 0.03, my + edge.normal[1] * 0.03);
          // A shared edge is drawn once, by the room listed first.
          cls = j >= 0 && j < i ? null : classify(plan, i, j);
        }
        if (run && cls !== run.cls) {
          const t1 = run.start / count;
          const t2 = k / count;
          out.push({
            cls: run.cls,
            x1: edge.from[0] + (edge.to[0] - edge.from[0]) * t1,
            y1: edge.from[1] + (edge.to[1] - edge.from[1]) * t1,
            x2: edge.from[0] + (edge.to[0] - edge.from[0]) * t2,
            y2: edge.from[1] + (edge.to[1] - edge.from[1]) * t2,
          });
          run = null;
        }
        if (cls && !run) run = { cls, start: k };
      }
    }
  });
  return out;
}

function wallClassAt(plan: UnitPlan, x: number, y: number, along: "x" | "y"): WallClass {
  const d = 0.03;
  const a = along === "x" ? roomAt(plan.rooms, x, y - d) : roomAt(plan.rooms, x - d, y);
  const b = along === "x" ? roomAt(plan.rooms, x, y + d) : roomAt(plan.rooms, x + d, y);
  if (a < 0 && b >= 0) return classify(plan, b, -1) ?? "ext";
  if (a >= 0) return classify(plan, a, b) ?? "int";
  return "ext";
}

function patterns(scale: number): string {
  const s = scale;
  const plank = 0.15 * s;
  return [
    `<pattern id="wood" patternUnits="userSpaceOnUse" width="${n(1.2 * s)}" height="${n(plank * 2)}">`,
    rect(0, 0, 1.2 * s, plank * 2, { fill: "#ecdcc2" }),
    line(0, plank, 1.2 * s, plank, { stroke: "#e0cdb0", "stroke-width": 1 }),
    line(0, 0, 1.2 * s, 0, { stroke: "#e0cdb0", "stroke-width": 1 }),
    line(0.45 * s, 0, 0.45 * s, plank, { stroke: "#e0cdb0", "stroke-width": 1 }),
    line(1.0 * s, plank, 1.0 * s, plank * 2, { stroke: "#e0cdb0", "stroke-width": 1 }),
    "</pattern>",
    `<pattern id="woodLight" patternUnits="userSpaceOnUse" width="${n(1.2 * s)}" height="${n(plank * 2)}">`,
    rect(0, 0, 1.2 * s, plank * 2, { fill: "#f1e6d3" }),
    line(0, plank, 1.2 * s, plank, { stroke: "#e7d8c0", "stroke-width": 1 }),
    line(0, 0, 1.2 * s, 0, { stroke: "#e7d8c0", "stroke-width": 1 }),
    "</pattern>",
    tile("tileWarm", 0.6 * s, "#eeebe5", "#e0dbd2"),
    tile("tileBath", 0.3 * s, "#e3ecee", "#d0dfe2"),
    tile("tileStone", 0.45 * s, "#e6e0d6", "#d6cfc2"),
    tile("tileBalcony", 0.3 * s, "#eeeae3", "#e1dcd2"),
  ].join("");
}

function tile(id: string, size: number, fill: string, stroke: string): string {
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(size)}" height="${n(size)}">${rect(0, 0, size, size, { fill })}${path(`M0,0H${n(size)}M0,0V${n(size)}`, { stroke, "stroke-width": 1 })}</pattern>`;
}

const rotation: Record<Side, number> = { n: 0, e: 90, s: 180, w: 270 };

/** Depth (metres) of the pieces that stand against a wall; the others are centred on (x, y). */
const backedDepth: Partial<Record<Furniture["k"], number>> = {
  bedDouble: 2.05,
  bedSingle: 2.05,
  sofa: 0.92,
  armchair: 0.84,
  tv: 0.42,
  counter: 0.6,
  fridge: 0.74,
  toilet: 0.7,
  vanity: 0.5,
  tub: 0.74,
  shower: 0.9,
  wardrobe: 0.6,
  shelf: 0.44,
  desk: 0.6,
  shoes: 0.4,
  washer: 0.64,
};

/** Furniture drawn in metres around (0, 0) with its back to the north, then placed and rotated. */
function furniturePiece(f: Furniture, s: number): string {
  const st = { stroke: FURNITURE_STROKE, "stroke-width": 1.3 / s, "stroke-linejoin": "round" as const };
  const white = { fill: "#fdfcfa", ...st };
  const len = f.len ?? 1;
  let body = "";
  switch (f.k) {
    case "bedDouble":
    case "bedSingle": {
      const w = f.k === "bedDouble" ? 1.6 : 1.05;
      const l = 2.05;
      body += rect(-w / 2, -l / 2, w, l, { ...white, rx: 0.04 });
      body += rect(-w / 2, -l / 2, w, 0.1, { fill: "#cdb99b", ...st });
      const pillows = f.k === "bedDouble" ? 2 : 1;
      const pw = (w - 0.2 - (pillows - 1) * 0.08) / pillows;
      for (let p = 0; p < pillows; p++) {
        body += rect(-w / 2 + 0.1 + p * (pw + 0.08), -l / 2 + 0.18, pw, 0.34, { ...white, rx: 0.08 });
      }
      body += rect(-w / 2, -l / 2 + 0.66, w, l - 0.66, { fill: "#dfe9eb", ...st });
      body += line(-w / 2, -l / 2 + 0.86, w / 2, -l / 2 + 0.86, st);
      break;
    }
    case "nightstand":
      body += rect(-0.22, -0.2, 0.44, 0.4, { fill: "#e9dcc6", ...st });
      body += circle(0, 0, 0.1, { fill: "#fff7e6", ...st });
      break;
    case "sofa": {
      const w = 2.3;
      const d = 0.92;
      body += rect(-w / 2, -d / 2, w, d, { fill: "#d9d1c3", ...st, rx: 0.08 });
      body += rect(-w / 2 + 0.2, -d / 2 + 0.22, w - 0.4, d - 0.28, { fill: "#e8e2d6", ...st, rx: 0.05 });
      for (const x of [-(w - 0.4) / 6, (w - 0.4) / 6]) body += line(x, -d / 2 + 0.22, x, d / 2 - 0.06, st);
      break;
    }
    case "armchair":
      body += rect(-0.42, -0.42, 0.84, 0.84, { fill: "#d9d1c3", ...st, rx: 0.1 });
      body += rect(-0.26, -0.2, 0.52, 0.56, { fill: "#e8e2d6", ...st, rx: 0.06 });
      break;
    case "coffee":
      body += rect(-0.55, -0.28, 1.1, 0.56, { fill: "#e2d2b8", ...st, rx: 0.1 });
      break;
    case "tv":
      body += rect(-len / 2, -0.21, len, 0.42, { fill: "#e5d8c3", ...st });
      body += rect(-len * 0.36, -0.17, len * 0.72, 0.06, { fill: "#3a4352", stroke: "none" });
      break;
    case "dining": {
      const cw = 0.42;
      for (const x of [-0.36, 0.36]) {
        for (const y of [-0.62, 0.62]) body += rect(x - cw / 2, y - 0.2, cw, 0.4, { ...white, rx: 0.08 });
      }
      body += rect(-0.72, -0.43, 1.44, 0.86, { fill: "#dcc6a2", ...st, rx: 0.04 });
      break;
    }
    case "counter": {
      body += rect(-len / 2, -0.3, len, 0.6, { fill: "#f3f1ed", ...st });
      if (f.sink !== undefined) {
        const x = -len / 2 + len * f.sink;
        body += rect(x - 0.38, -0.2, 0.76, 0.4, { fill: "#e3e9ec", ...st, rx: 0.06 });
        body += circle(x, -0.24, 0.03, { fill: FURNITURE_STROKE });
      }
      if (f.hob !== undefined) {
        const x = -len / 2 + len * f.hob;
        body += rect(x - 0.3, -0.24, 0.6, 0.48, { fill: "#3b4350", stroke: "none", rx: 0.03 });
        for (const [dx, dy, r] of [
          [-0.14, -0.1, 0.08],
          [0.14, -0.1, 0.06],
          [-0.14, 0.11, 0.06],
          [0.14, 0.11, 0.08],
        ] as const) {
          body += circle(x + dx, dy, r, { fill: "none", stroke: "#8b94a0", "stroke-width": 1 / s });
        }
      }
      break;
    }
    case "island":
      body += rect(-len / 2, -0.45, len, 0.9, { fill: "#efeae2", ...st, rx: 0.04 });
      for (const x of [-len / 3, 0, len / 3]) body += circle(x, 0.62, 0.17, white);
      break;
    case "fridge":
      body += rect(-0.45, -0.37, 0.9, 0.74, { fill: "#e8edf0", ...st });
      body += line(0, -0.37, 0, 0.37, st);
      break;
    case "toilet":
      body += rect(-0.22, -0.36, 0.44, 0.18, { ...white, rx: 0.04 });
      body += `<ellipse cx="0" cy="0.06" rx="0.19" ry="0.25" fill="#fdfcfa" stroke="${FURNITURE_STROKE}" stroke-width="${n(1.3 / s)}"/>`;
      break;
    case "vanity":
      body += rect(-0.45, -0.25, 0.9, 0.5, { fill: "#f1efea", ...st });
      body += `<ellipse cx="0" cy="0.02" rx="0.22" ry="0.14" fill="#e3e9ec" stroke="${FURNITURE_STROKE}" stroke-width="${n(1.3 / s)}"/>`;
      break;
    case "tub":
      body += rect(-0.8, -0.37, 1.6, 0.74, { ...white, rx: 0.04 });
      body += rect(-0.7, -0.28, 1.4, 0.56, { fill: "#e3eef0", ...st, rx: 0.22 });
      body += circle(-0.52, 0, 0.035, { fill: FURNITURE_STROKE });
      break;
    case "shower":
      body += rect(-0.45, -0.45, 0.9, 0.9, { fill: "#e3eef0", ...st });
      body += path("M-0.45,-0.45L0.45,0.45M0.45,-0.45L-0.45,0.45", {
        ...st,
        "stroke-dasharray": `${n(4 / s)} ${n(3 / s)}`,
      });
      body += circle(0, 0, 0.05, { fill: "#fdfcfa", ...st });
      break;
    case "wardrobe":
      body += rect(-len / 2, -0.3, len, 0.6, { fill: "#efe6d6", ...st });
      body += line(-len / 2, 0, len / 2, 0, { ...st, "stroke-dasharray": `${n(5 / s)} ${n(3 / s)}` });
      break;
    case "shelf":
      body += rect(-len / 2, -0.22, len, 0.44, { fill: "#efe6d6", ...st });
      for (let x = -len / 2 + 0.3; x < len / 2 - 0.1; x += 0.3)
        body += line(x, -0.22, x, 0.22, { ...st, opacity: 0.6 });
      break;
    case "desk":
      body += rect(-0.6, -0.3, 1.2, 0.6, { fill: "#e6d6bc", ...st });
      body += rect(-0.22, 0.38, 0.44, 0.4, { ...white, rx: 0.1 });
      break;
    case "washer":
      body += rect(-0.32, -0.32, 0.64, 0.64, { ...white, rx: 0.04 });
      body += circle(0, 0.02, 0.2, { fill: "#e3e9ec", ...st });
      break;
    case "shoes":
      body += rect(-len / 2, -0.2, len, 0.4, { fill: "#efe6d6", ...st });
      body += line(-len / 2, 0.2, len / 2, -0.2, { ...st, opacity: 0.5 });
      break;
    case "plant":
      body += circle(0, 0, 0.26, { fill: palette.sageLight, stroke: palette.sageDark, "stroke-width": 1 / s });
      body += circle(-0.06, -0.05, 0.14, { fill: palette.sage, stroke: "none" });
      break;
    case "rug":
      body += rect(-(f.w ?? 2) / 2, -(f.h ?? 2) / 2, f.w ?? 2, f.h ?? 2, {
        fill: "#f4ede0",
        stroke: "#ddd0bb",
        "stroke-width": 1 / s,
        opacity: 0.95,
      });
      break;
  }
  const angle = rotation[f.dir ?? "n"];
  const depth = backedDepth[f.k];
  // Wall-backed pieces are anchored at the middle of their back edge, just inside the wall face.
  const shift = depth === undefined ? "" : ` translate(0 ${n(depth / 2 + 0.07)})`;
  return `<g transform="translate(${n(f.x)} ${n(f.y)}) rotate(${angle})${shift}">${body}</g>`;
}

function openingSvg(plan: UnitPlan, o: Opening, g: Geometry): string {
  const P = (x: number, y: number): [number, number] => [g.ox + (x - g.minX) * g.scale, g.oy + (y - g.minY) * g.scale];
  const [ax, ay] = o.at;
  const mid: [number, number] = o.along === "x" ? [ax + o.width / 2, ay] : [ax, ay + o.width / 2];
  const cls = wallClassAt(plan, mid[0], mid[1], o.along);
  const t = wallThickness[cls] + 0.02;
  const [x1, y1] = P(ax, ay);
  const wpx = o.width * g.scale;
  const tpx = t * g.scale;
  const cut = o.along === "x" ? { x: x1, y: y1 - tpx / 2, w: wpx, h: tpx } : { x: x1 - tpx / 2, y: y1, w: tpx, h: wpx };
  let out = "";
  if (o.kind === "window") {
    out += rect(cut.x, cut.y, cut.w, cut.h, { fill: "#ffffff", stroke: WALL, "stroke-width": 1.2 });
    if (o.along === "x") {
      out += line(cut.x, y1 - tpx / 6, cut.x + cut.w, y1 - tpx / 6, { stroke: "#6d8fa0", "stroke-width": 1.2 });
      out += line(cut.x, y1 + tpx / 6, cut.x + cut.w, y1 + tpx / 6, { stroke: "#6d8fa0", "stroke-width": 1.2 });
    } else {
      out += line(x1 - tpx / 6, cut.y, x1 - tpx / 6, cut.y + cut.h, { stroke: "#6d8fa0", "stroke-width": 1.2 });
      out += line(x1 + tpx / 6, cut.y, x1 + tpx / 6, cut.y + cut.h, { stroke: "#6d8fa0", "stroke-width": 1.2 });
    }
    return out;
  }
  out += rect(cut.x, cut.y, cut.w, cut.h, { fill: "#f5f1ea" });
  if (o.kind === "slide") {
    const panel = wpx * 0.55;
    const thick = Math.max(3, tpx * 0.22);
    if (o.along === "x") {
      out += rect(cut.x, y1 - thick - 1, panel, thick, { fill: "#ffffff", stroke: "#5b7283", "stroke-width": 1.2 });
      out += rect(cut.x + wpx - panel, y1 + 1, panel, thick, {
        fill: "#ffffff",
        stroke: "#5b7283",
        "stroke-width": 1.2,
      });
    } else {
      out += rect(x1 - thick - 1, cut.y, thick, panel, { fill: "#ffffff", stroke: "#5b7283", "stroke-width": 1.2 });
      out += rect(x1 + 1, cut.y + wpx - panel, thick, panel, {
        fill: "#ffffff",
        stroke: "#5b7283",
        "stroke-width": 1.2,
      });
    }
    // Jambs: short wall ends either side of the opening.
    return out;
  }
  // Swing door: leaf from the hinge, arc to the far jamb.
  const hinge: [number, number] =
    o.hinge === "start" ? [ax, ay] : o.along === "x" ? [ax + o.width, ay] : [ax, ay + o.width];
  const far: [number, number] =
    o.hinge === "start" ? (o.along === "x" ? [ax + o.width, ay] : [ax, ay + o.width]) : [ax, ay];
  const leafEnd: [number, number] =
    o.along === "x" ? [hinge[0], hinge[1] + o.swing * o.width] : [hinge[0] + o.swing * o.width, hinge[1]];
  const [hx, hy] = P(hinge[0], hinge[1]);
  const [lx, ly] = P(leafEnd[0], leafEnd[1]);
  const [fx, fy] = P(far[0], far[1]);
  const cross = (lx - hx) * (fy - hy) - (ly - hy) * (fx - hx);
  const sweep = cross > 0 ? 1 : 0;
  const r = o.width * g.scale;
  out += path(`M${n(hx)},${n(hy)}L${n(lx)},${n(ly)}A${n(r)},${n(r)} 0 0 ${sweep} ${n(fx)},${n(fy)}Z`, {
    fill: palette.teal,
    "fill-opacity": 0.07,
    stroke: "none",
  });
  out += path(`M${n(lx)},${n(ly)}A${n(r)},${n(r)} 0 0 ${sweep} ${n(fx)},${n(fy)}`, {
    fill: "none",
    stroke: "#7d8a99",
    "stroke-width": 1,
    "stroke-dasharray": "4 3",
  });
  out += line(hx, hy, lx, ly, {
    stroke: WALL,
    "stroke-width": o.kind === "entrance" ? 4 : 2.4,
    "stroke-linecap": "round",
  });
  return out;
}

function dimension(x1: number, y1: number, x2: number, y2: number, label: string, side: "above" | "left"): string {
  const st = { stroke: "#8b96a4", "stroke-width": 1 };
  let out = line(x1, y1, x2, y2, st);
  for (const [x, y] of [
    [x1, y1],
    [x2, y2],
  ] as const) {
    out += line(x - 4, y + 4, x + 4, y - 4, { stroke: "#5d6b7c", "stroke-width": 1.4 });
    out +=
      side === "above"
        ? line(x, y - 7, x, y + 7, { stroke: "#b3bcc6", "stroke-width": 1 })
        : line(x - 7, y, x + 7, y, { stroke: "#b3bcc6", "stroke-width": 1 });
  }
  if (side === "above") {
    out += text((x1 + x2) / 2, y1 - 7, label, { size: 13, fill: "#5d6b7c", anchor: "middle" });
  } else {
    const cx = x1 - 8;
    const cy = (y1 + y2) / 2;
    out += `<text x="${n(cx)}" y="${n(cy)}" font-family="${FONT}" font-size="13" fill="#5d6b7c" text-anchor="middle" transform="rotate(-90 ${n(cx)} ${n(cy)})">${label}</text>`;
  }
  return out;
}

const mm = (metres: number) => Math.round(metres * 1000).toLocaleString("en-US");

export function compassRose(cx: number, cy: number, r: number, dark = false): string {
  const ink = dark ? palette.offWhite : palette.navy;
  const soft = dark ? "rgba(250,247,242,0.35)" : "#c5ccd5";
  let out = circle(cx, cy, r, { fill: "none", stroke: soft, "stroke-width": 1.2 });
  out += circle(cx, cy, r * 0.72, { fill: "none", stroke: soft, "stroke-width": 1, "stroke-dasharray": "2 4" });
  for (let k = 0; k < 16; k++) {
    const a = (k / 16) * Math.PI * 2;
    const inner = k % 4 === 0 ? r * 0.82 : r * 0.9;
    out += line(cx + Math.sin(a) * inner, cy - Math.cos(a) * inner, cx + Math.sin(a) * r, cy - Math.cos(a) * r, {
      stroke: soft,
      "stroke-width": 1,
    });
  }
  const w = r * 0.2;
  out += path(
    `M${n(cx)},${n(cy - r * 0.78)}L${n(cx + w)},${n(cy)}L${n(cx)},${n(cy + r * 0.1)}L${n(cx - w)},${n(cy)}Z`,
    { fill: palette.amber },
  );
  out += path(`M${n(cx)},${n(cy - r * 0.78)}L${n(cx + w)},${n(cy)}L${n(cx)},${n(cy)}Z`, { fill: palette.amberDark });
  out += path(
    `M${n(cx)},${n(cy + r * 0.78)}L${n(cx + w)},${n(cy)}L${n(cx)},${n(cy - r * 0.1)}L${n(cx - w)},${n(cy)}Z`,
    { fill: ink, opacity: 0.85 },
  );
  out += circle(cx, cy, r * 0.07, { fill: dark ? palette.navy : palette.offWhite, stroke: ink, "stroke-width": 1 });
  out += text(cx, cy - r - 10, "N", { size: Math.round(r * 0.34), weight: 700, fill: ink, anchor: "middle" });
  return out;
}

export function floorPlanSvg(plan: UnitPlan, exclusiveArea: string): string {
  const rooms = plan.rooms;
  const xs = rooms.flatMap((r) => [r.rect[0], r.rect[0] + r.rect[2]]);
  const ys = rooms.flatMap((r) => [r.rect[1], r.rect[1] + r.rect[3]]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const area = { x: 70, y: 60, w: 950, h: 880 };
  const margin = 78;
  const scale = Math.min((area.w - margin * 1.4) / (maxX - minX), (area.h - margin * 2) / (maxY - minY));
  const ox = area.x + margin + (area.w - margin * 1.4 - (maxX - minX) * scale) / 2;
  const oy = area.y + margin + (area.h - margin * 2 - (maxY - minY) * scale) / 2;
  const g: Geometry = { scale, ox, oy, minX, minY };
  const P = (x: number, y: number): [number, number] => [ox + (x - minX) * scale, oy + (y - minY) * scale];

  // Floors
  let floors = "";
  for (const room of rooms) {
    const [x, y] = P(room.rect[0], room.rect[1]);
    floors += rect(x, y, room.rect[2] * scale, room.rect[3] * scale, { fill: floorFill[room.kind] });
  }
  // Entry step line: where the entry meets the hall.
  const furnitureSvg = `<g transform="translate(${n(ox - minX * scale)} ${n(oy - minY * scale)}) scale(${n(scale)})">${plan.furniture.map((f) => furniturePiece(f, scale)).join("")}</g>`;

  // Walls
  const walls = deriveWalls(plan);
  let wallSvg = "";
  for (const seg of walls) {
    const t = wallThickness[seg.cls];
    const horizontal = Math.abs(seg.y1 - seg.y2) < 1e-6;
    const [x1, y1] = P(seg.x1, seg.y1);
    const [x2, y2] = P(seg.x2, seg.y2);
    const tp = t * scale;
    const r = horizontal
      ? { x: Math.min(x1, x2) - tp / 2, y: y1 - tp / 2, w: Math.abs(x2 - x1) + tp, h: tp }
      : { x: x1 - tp / 2, y: Math.min(y1, y2) - tp / 2, w: tp, h: Math.abs(y2 - y1) + tp };
    if (seg.cls === "rail") {
      wallSvg += rect(r.x, r.y, r.w, r.h, { fill: "#ffffff", stroke: WALL, "stroke-width": 1.3 });
      wallSvg += horizontal
        ? line(r.x, y1, r.x + r.w, y1, { stroke: "#6d8fa0", "stroke-width": 1 })
        : line(x1, r.y, x1, r.y + r.h, { stroke: "#6d8fa0", "stroke-width": 1 });
    } else {
      wallSvg += rect(r.x, r.y, r.w, r.h, { fill: seg.cls === "thin" ? "#6b7482" : WALL });
    }
  }
  const openings = plan.openings.map((o) => openingSvg(plan, o, g)).join("");

  // Labels
  let labels = "";
  for (const room of rooms) {
    if (!room.name) continue;
    const [lx, ly] = room.label ?? [room.rect[0] + room.rect[2] / 2, room.rect[1] + room.rect[3] / 2];
    const [x, y] = P(lx, ly);
    const size = room.kind === "living" ? 22 : room.kind === "balcony" ? 15 : room.rect[2] * room.rect[3] < 4 ? 16 : 19;
    labels += `<text x="${n(x)}" y="${n(y + size * 0.36)}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${room.kind === "balcony" ? "#6f7b89" : "#263447"}" text-anchor="middle" stroke="#fbf8f3" stroke-width="5" stroke-linejoin="round" paint-order="stroke">${room.name}</text>`;
  }

  // Dimension lines: overall width above, overall depth on the left, and the front bays below.
  const body = rooms.filter((r) => r.kind !== "balcony");
  const bMinX = Math.min(...body.map((r) => r.rect[0]));
  const bMaxX = Math.max(...body.map((r) => r.rect[0] + r.rect[2]));
  const bMinY = Math.min(...body.map((r) => r.rect[1]));
  const bMaxY = Math.max(...body.map((r) => r.rect[1] + r.rect[3]));
  let dims = "";
  const [tx1, ty] = P(bMinX, minY);
  const [tx2] = P(bMaxX, minY);
  dims += dimension(tx1, ty - 44, tx2, ty - 44, mm(bMaxX - bMinX), "above");
  const [lx, ly1] = P(minX, bMinY);
  const [, ly2] = P(minX, bMaxY);
  dims += dimension(lx - 44, ly1, lx - 44, ly2, mm(bMaxY - bMinY), "left");
  const front = body
    .filter((r) => Math.abs(r.rect[1] + r.rect[3] - bMaxY) < 1e-6)
    .sort((a, b) => a.rect[0] - b.rect[0]);
  const [, by] = P(0, maxY);
  for (const r of front) {
    const [fx1] = P(r.rect[0], 0);
    const [fx2] = P(r.rect[0] + r.rect[2], 0);
    dims += dimension(fx1, by + 50, fx2, by + 50, mm(r.rect[2]), "above");
  }

  // Area panel
  const px = 1060;
  const exclusive = Number(exclusiveArea);
  const common = Number(plan.common);
  const supply = (exclusive + common).toFixed(2);
  const beds = rooms.filter((r) => r.kind === "bed" && r.name).length;
  const baths = rooms.filter((r) => r.kind === "bath" && r.name).length;
  let panel = rect(1030, 0, WIDTH - 1030, HEIGHT, { fill: "#f3eee6" });
  panel += line(1030, 0, 1030, HEIGHT, { stroke: "#e2dacd", "stroke-width": 1 });
  panel += text(px, 118, "UNIT PLAN", { size: 15, fill: palette.teal, spacing: 4, weight: 700 });
  panel += text(px - 6, 232, plan.type, { size: 118, weight: 700, fill: palette.navy, spacing: -2 });
  panel += text(px, 290, `전용 ${exclusiveArea}㎡`, { size: 30, weight: 700, fill: palette.navy });
  panel += rect(px, 318, 44, 4, { fill: palette.amber });
  panel += text(px, 364, plan.layout, { size: 19, fill: palette.slate });
  const rows: [string, string][] = [
    ["주거전용", `${exclusiveArea}㎡`],
    ["주거공용", `${plan.common}㎡`],
    ["공급면적", `${supply}㎡`],
    ["구성", `침실 ${beds} · 욕실 ${baths}`],
  ];
  rows.forEach(([k, v], i) => {
    const y = 430 + i * 54;
    panel += line(px, y - 32, 1340, y - 32, { stroke: "#ddd4c6", "stroke-width": 1 });
    panel += text(px, y, k, { size: 17, fill: palette.slate });
    panel += text(1340, y, v, { size: 18, weight: 700, fill: palette.navy, anchor: "end" });
  });
  panel += line(px, 430 + rows.length * 54 - 32, 1340, 430 + rows.length * 54 - 32, {
    stroke: "#ddd4c6",
    "stroke-width": 1,
  });
  panel += compassRose(1200, 790, 62);
  panel += text(px, 940, site.englishName, { size: 11, fill: palette.mist, spacing: 2.5 });

  const defs = patterns(scale);
  const bg = rect(0, 0, WIDTH, HEIGHT, { fill: palette.offWhite });
  return svg(
    WIDTH,
    HEIGHT,
    defs,
    bg + group(floors) + furnitureSvg + group(wallSvg) + group(openings) + dims + labels + panel,
  );
}
