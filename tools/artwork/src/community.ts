/**
 * The community floor as an isometric cutaway: fitness centre, reading room, cafe, GX room and
 * lounge, with furniture and labelled callouts.
 */
import { fitIso } from "./aerial.ts";
import { box, groundPoly, type Iso, type Item, project, sortItems, tree } from "./iso.ts";
import { blurFilter, line, linear, mix, n, palette, rect, roundRect, shadowFilter, svg, text } from "./svg.ts";

type Zone = {
  name: string;
  english: string;
  x: number;
  y: number;
  w: number;
  d: number;
  floor: string;
  callout: [number, number];
};

const zones: Zone[] = [
  { name: "피트니스센터", english: "FITNESS", x: 0, y: 0, w: 18, d: 14, floor: "#d3dfe0", callout: [330, 235] },
  { name: "GX룸", english: "GX ROOM", x: 0, y: 14, w: 18, d: 10, floor: "#dbe5d6", callout: [150, 560] },
  { name: "독서실", english: "STUDY", x: 18, y: 0, w: 12, d: 12, floor: "#eee2cd", callout: [760, 110] },
  { name: "카페", english: "CAFE", x: 30, y: 0, w: 10, d: 14, floor: "#f1e0c8", callout: [1270, 170] },
  { name: "라운지", english: "LOUNGE", x: 18, y: 12, w: 22, d: 12, floor: "#ebe7de", callout: [1340, 700] },
];

export function communityPlan(): string {
  const W = 1600;
  const H = 1000;
  const iso: Iso = fitIso({ x0: -2, y0: -2, x1: 42, y1: 26 }, W, H * 0.92, 4, 0.06);
  iso.oy += H * 0.06;
  const P = (x: number, y: number, z = 0) => project(iso, x, y, z);
  let body = rect(0, 0, W, H, { fill: "url(#bg)" });
  // Ground shadow and slab.
  const [sx, sy] = P(20, 12, -1);
  body += `<ellipse cx="${n(sx)}" cy="${n(sy + iso.s * 2)}" rx="${n(iso.s * 30)}" ry="${n(iso.s * 9)}" fill="${palette.navy}" opacity="0.06" filter="url(#blur)"/>`;
  body += box(
    iso,
    { x: 0, y: 0, w: 40, d: 24, h: 0.8, z: -0.8 },
    { top: "#f4f1ea", south: "#c8c0b3", east: "#a89f92" },
  );
  for (const z of zones) {
    body += groundPoly(
      iso,
      [
        [z.x, z.y],
        [z.x + z.w, z.y],
        [z.x + z.w, z.y + z.d],
        [z.x, z.y + z.d],
      ],
      { fill: z.floor },
    );
  }
  // Floor texture: faint board lines in the wooden zones.
  let boards = "";
  for (const z of zones.filter((zz) => zz.name === "독서실" || zz.name === "카페")) {
    for (let y = z.y + 0.6; y < z.y + z.d; y += 0.6) {
      const [x1, y1] = P(z.x, y);
      const [x2, y2] = P(z.x + z.w, y);
      boards += `M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}`;
    }
  }
  body += `<path d="${boards}" stroke="#d9c8ad" stroke-width="0.8" opacity="0.7"/>`;

  const items: Item[] = [];
  const add = (
    b: { x: number; y: number; w: number; d: number; h: number; z?: number },
    c: { top: string; south: string; east: string },
  ) => items.push({ x: b.x, y: b.y, w: b.w, d: b.d, svg: box(iso, b, c) });
  const shade = (colour: string) => ({
    top: colour,
    south: mix(colour, "#5b6577", 0.18),
    east: mix(colour, "#3b4558", 0.32),
  });

  // Back walls (north, west) full height with glazing; partitions low so the rooms read.
  add({ x: -0.3, y: -0.3, w: 40.3, d: 0.3, h: 3.4 }, shade("#e9e4da"));
  add({ x: -0.3, y: 0, w: 0.3, d: 24, h: 3.4 }, shade("#e9e4da"));
  const partitions: [number, number, number, number][] = [
    [18, 0, 0.2, 12],
    [30, 0, 0.2, 14],
    [0, 14, 8, 0.2],
    [11, 14, 7, 0.2],
    [18, 12, 4, 0.2],
    [25, 12, 5, 0.2],
  ];
  for (const [x, y, w, d] of partitions) add({ x, y, w, d, h: 1.1 }, shade("#f6f3ee"));

  // Fitness: treadmills facing the north windows, racks and benches.
  for (let i = 0; i < 6; i++) {
    const x = 1.5 + i * 2.6;
    add({ x, y: 1.2, w: 0.9, d: 2.0, h: 0.25 }, shade("#3d4656"));
    add({ x: x + 0.05, y: 1.2, w: 0.8, d: 0.25, h: 1.3 }, shade("#4a5466"));
  }
  for (let i = 0; i < 3; i++) add({ x: 0.4, y: 5.2 + i * 2.4, w: 0.7, d: 1.8, h: 1.6 }, shade("#586275"));
  for (let i = 0; i < 3; i++) add({ x: 4 + i * 4.4, y: 7.5, w: 1.6, d: 0.6, h: 0.45 }, shade(palette.teal));
  for (let i = 0; i < 2; i++) add({ x: 5 + i * 6, y: 10.4, w: 2.6, d: 1.2, h: 0.6 }, shade("#6c7a8e"));
  // GX room: mats and a mirror wall.
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 2; j++)
      add(
        { x: 2 + i * 3.8, y: 16.5 + j * 3.6, w: 1.8, d: 2.6, h: 0.06 },
        shade(j % 2 ? palette.sage : palette.tealLight),
      );
  }
  add({ x: 0, y: 15, w: 0.2, d: 8, h: 2.6 }, { top: "#dfe9ec", south: "#c6d7dc", east: "#bcd2d8" });
  // Reading room: desks with partitions in rows, chairs.
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      const x = 19.3 + c * 2.6;
      const y = 1.4 + r * 3.4;
      add({ x, y, w: 2.0, d: 0.8, h: 0.75 }, shade("#d8c3a0"));
      add({ x, y, w: 2.0, d: 0.08, h: 1.35 }, shade("#f2ede4"));
      add({ x: x + 0.7, y: y + 1.1, w: 0.6, d: 0.6, h: 0.45 }, shade(palette.navy3));
    }
  }
  // Cafe: counter, round tables, stools.
  add({ x: 31, y: 1, w: 8, d: 1, h: 1.1 }, shade("#c9a57b"));
  add({ x: 38, y: 2, w: 1, d: 4, h: 1.1 }, shade("#c9a57b"));
  for (const [x, y] of [
    [32.5, 5],
    [35.5, 5],
    [32.5, 8.5],
    [35.5, 8.5],
    [32.5, 12],
    [35.5, 12],
  ] as const) {
    items.push({ x: x - 0.6, y: y - 0.6, w: 1.2, d: 1.2, svg: roundTable(iso, x, y) });
    add({ x: x - 1.4, y: y - 0.3, w: 0.5, d: 0.5, h: 0.45 }, shade(palette.amber));
    add({ x: x + 0.9, y: y - 0.3, w: 0.5, d: 0.5, h: 0.45 }, shade(palette.amber));
  }
  // Lounge: sofas around rugs (rugs are flat, drawn under everything), plants.
  for (const [x, y] of [
    [21, 15.5],
    [30, 17],
  ] as const) {
    body += groundPoly(
      iso,
      [
        [x - 0.5, y - 0.5],
        [x + 5.5, y - 0.5],
        [x + 5.5, y + 4.5],
        [x - 0.5, y + 4.5],
      ],
      { fill: "#e0d6c6" },
    );
    add({ x, y, w: 5, d: 0.9, h: 0.7 }, shade("#8b9bb0"));
    add({ x, y: y + 0.9, w: 0.9, d: 3, h: 0.7 }, shade("#8b9bb0"));
    add({ x: x + 2, y: y + 2, w: 1.6, d: 1.0, h: 0.4 }, shade("#d9c3a0"));
  }
  for (const [x, y] of [
    [19.2, 22.8],
    [38.8, 22.8],
    [38.8, 15],
    [29, 22.8],
  ] as const) {
    items.push({ x: x - 0.4, y: y - 0.4, w: 0.8, d: 0.8, svg: tree(iso, x, y, 0.7, palette.sage, 1.6) });
  }
  body += sortItems(items)
    .map((it) => it.svg)
    .join("");

  // Callouts.
  for (const z of zones) {
    const [ax, ay] = P(z.x + z.w / 2, z.y + z.d / 2, 0.6);
    const [cx, cy] = z.callout;
    body += line(ax, ay, cx, cy + 30, { stroke: palette.navy, "stroke-width": 1.2, opacity: 0.55 });
    body += `<circle cx="${n(ax)}" cy="${n(ay)}" r="5" fill="${palette.amber}" stroke="#ffffff" stroke-width="2"/>`;
    const w = Math.max(150, z.name.length * 22 + 40);
    body += roundRect(cx - w / 2, cy - 34, w, 64, 10, { fill: "#ffffff", filter: "url(#card)" });
    body += text(cx, cy - 12, z.english, { size: 11, weight: 700, fill: palette.teal, anchor: "middle", spacing: 2.5 });
    body += text(cx, cy + 16, z.name, { size: 21, weight: 700, fill: palette.navy, anchor: "middle" });
  }
  body += text(60, 86, "COMMUNITY", { size: 14, weight: 700, fill: palette.teal, spacing: 4 });
  body += text(60, 128, "커뮤니티 시설 안내", { size: 34, weight: 700, fill: palette.navy });
  body += rect(60, 146, 40, 3, { fill: palette.amber });
  const defs =
    linear("bg", [
      [0, "#f7f4ee"],
      [1, "#ece6db"],
    ]) +
    shadowFilter("card", 4, 8, 0.16) +
    blurFilter("blur", 24);
  return svg(W, H, defs, body);
}

function roundTable(iso: Iso, x: number, y: number): string {
  const [cx, cy] = project(iso, x, y, 0.75);
  const [bx, by] = project(iso, x, y, 0);
  const r = 0.6 * iso.s;
  return (
    `<line x1="${n(bx)}" y1="${n(by)}" x2="${n(cx)}" y2="${n(cy)}" stroke="#8a7358" stroke-width="${n(iso.s * 0.12)}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy + r * 0.08)}" rx="${n(r * 1.22)}" ry="${n(r * 0.7)}" fill="#b89468"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 1.22)}" ry="${n(r * 0.7)}" fill="#f4ead9"/>`
  );
}
