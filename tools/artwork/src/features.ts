/**
 * Small isometric scenes for the location cards and premium cards: the industrial complex,
 * the transport network, schools, the lake park; plus the special-design close-up, the location
 * hero, the premium aerial and the evening entrance of the complex.
 */
import { site } from "../../../app/content/site.ts";
import { complexAerial, fitIso } from "./aerial.ts";
import { plaza } from "./complex-layout.ts";
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
  tree,
} from "./iso.ts";
import { skylineScene, treeLine } from "./skyline.ts";
import { circle, linear, mix, n, palette, rect, rng, roundRect, shadowFilter, smoothClosed, svg, text } from "./svg.ts";

const G = { base: "#e3e9d9", grass: "#cfdcc3", walk: "#f3efe6", road: "#aab1b8", water1: "#a4cbcc", water2: "#6e9ea5" };
const greens = ["#8fae8a", "#7d9e7f", "#9db891", "#6f9274"];

function sceneDefs(): string {
  return (
    linear("water", [
      [0, G.water1],
      [1, G.water2],
    ]) +
    linear("fade", [
      [0, "#f7f5ef", 1],
      [0.22, "#f7f5ef", 0],
      [1, "#f7f5ef", 0],
    ]) +
    shadowFilter("card", 4, 8, 0.18)
  );
}

type Ctx = { iso: Iso; items: Item[]; ground: string[]; rand: () => number };

function ctx(
  W: number,
  H: number,
  view: { x0: number; y0: number; x1: number; y1: number },
  zmax: number,
  seed: number,
): Ctx {
  return { iso: fitIso(view, W, H, zmax, 0.02), items: [], ground: [], rand: rng(seed) };
}

function addBox(
  c: Ctx,
  b: { x: number; y: number; w: number; d: number; h: number; z?: number },
  colour: string,
  shadow = true,
) {
  if (shadow && !b.z) c.ground.push(boxShadow(c.iso, b, 0.12));
  c.items.push({
    x: b.x,
    y: b.y,
    w: b.w,
    d: b.d,
    svg: box(c.iso, b, { top: mix(colour, "#ffffff", 0.25), south: colour, east: mix(colour, "#3b4558", 0.28) }),
  });
}

function addTree(c: Ctx, x: number, y: number, r: number) {
  const colour = greens[Math.floor(c.rand() * greens.length)] as string;
  c.items.push({ x: x - r / 2, y: y - r / 2, w: r, d: r, svg: tree(c.iso, x, y, r, colour) });
}

function road(c: Ctx, points: Pt[], width: number) {
  c.ground.push(groundStrip(c.iso, points, width + 4, G.walk));
  c.ground.push(groundStrip(c.iso, points, width, G.road));
}

/** Fields, tree clumps and low buildings around the subject so the frame never looks empty. */
function context(c: Ctx, keep: { x0: number; y0: number; x1: number; y1: number }, step = 46) {
  for (let gx = -320; gx < 520; gx += step) {
    for (let gy = -320; gy < 520; gy += step) {
      const x = gx + 3;
      const y = gy + 3;
      const w = step - 6;
      const d = step - 6;
      if (x + w > keep.x0 && x < keep.x1 && y + d > keep.y0 && y < keep.y1) continue;
      const r = c.rand();
      c.ground.push(
        groundPoly(
          c.iso,
          [
            [x, y],
            [x + w, y],
            [x + w, y + d],
            [x, y + d],
          ],
          { fill: r < 0.4 ? "#d6e2cb" : r < 0.7 ? "#e7e6d8" : "#dde6d3" },
        ),
      );
      if (r < 0.35) {
        for (let k = 0; k < 4; k++)
          addTree(c, x + 6 + c.rand() * (w - 12), y + 6 + c.rand() * (d - 12), 2.6 + c.rand() * 2);
      } else if (r > 0.82) {
        addBox(c, { x: x + 8, y: y + 8, w: w * 0.4, d: d * 0.5, h: 6 + c.rand() * 8 }, "#ebe7df");
        addBox(c, { x: x + w * 0.55, y: y + 10, w: w * 0.3, d: d * 0.6, h: 4 + c.rand() * 6 }, "#e4e0d8");
      }
    }
  }
}

function render(c: Ctx, W: number, H: number, extra = ""): string {
  const base = rect(0, 0, W, H, { fill: G.base });
  const body =
    base +
    c.ground.join("") +
    sortItems(c.items)
      .map((i) => i.svg)
      .join("") +
    rect(0, 0, W, H, { fill: "url(#fade)" }) +
    extra;
  return svg(W, H, sceneDefs(), body);
}

/** A factory hall with a saw-tooth roof of solar panels. */
function factory(c: Ctx, x: number, y: number, w: number, d: number, h: number, colour: string) {
  addBox(c, { x, y, w, d, h }, colour);
  const teeth = Math.floor(w / 8);
  for (let i = 0; i < teeth; i++) {
    c.items.push({
      x: x + i * 8,
      y,
      w: 8,
      d,
      svg: box(
        c.iso,
        { x: x + i * 8 + 1, y: y + 2, w: 5, d: d - 4, h: 0.6, z: h },
        { top: "#3f5a7a", south: "#2d415b", east: "#253549" },
      ),
    });
  }
}

function truck(c: Ctx, x: number, y: number, along: "x" | "y", colour: string) {
  const [w, d] = along === "x" ? [9, 3] : [3, 9];
  addBox(c, { x, y, w, d, h: 3.2 }, colour, false);
  const cab = along === "x" ? { x: x + w, y, w: 2.5, d: 3, h: 2.6 } : { x, y: y + d, w: 3, d: 2.5, h: 2.6 };
  addBox(c, cab, "#e9eef2", false);
}

function car(c: Ctx, x: number, y: number, along: "x" | "y", colour: string) {
  const [w, d] = along === "x" ? [4.4, 2] : [2, 4.4];
  c.items.push({
    x,
    y,
    w,
    d,
    svg:
      box(
        c.iso,
        { x, y, w, d, h: 0.9 },
        { top: mix(colour, "#ffffff", 0.2), south: colour, east: mix(colour, "#2a3342", 0.3) },
      ) +
      box(
        c.iso,
        {
          x: x + (along === "x" ? 1 : 0.2),
          y: y + (along === "x" ? 0.2 : 1),
          w: along === "x" ? 2.2 : 1.6,
          d: along === "x" ? 1.6 : 2.2,
          h: 0.6,
          z: 0.9,
        },
        {
          top: "#c8d6de",
          south: "#9fb3c0",
          east: "#8499a8",
        },
      ),
  });
}

export function industrialScene(W: number, H: number, withComplex: boolean): string {
  const c = ctx(W, H, { x0: 0, y0: 0, x1: withComplex ? 195 : 165, y1: 160 }, withComplex ? 60 : 24, 301);
  context(c, { x0: -8, y0: -8, x1: 200, y1: 168 });
  c.ground.push(
    groundPoly(
      c.iso,
      [
        [6, 6],
        [150, 6],
        [150, 150],
        [6, 150],
      ],
      { fill: "#e6e6e2" },
    ),
  );
  road(
    c,
    [
      [-200, 0],
      [400, 0],
    ],
    8,
  );
  road(
    c,
    [
      [0, -200],
      [0, 400],
    ],
    8,
  );
  road(
    c,
    [
      [-200, 160],
      [400, 160],
    ],
    10,
  );
  road(
    c,
    [
      [160, -200],
      [160, 400],
    ],
    8,
  );
  road(
    c,
    [
      [6, 78],
      [150, 78],
    ],
    6,
  );
  factory(c, 12, 12, 64, 28, 9, "#dfe3e8");
  factory(c, 86, 12, 56, 28, 11, "#e7e3dc");
  factory(c, 12, 90, 48, 30, 8, "#e7e3dc");
  addBox(c, { x: 70, y: 92, w: 22, d: 22, h: 26 }, "#cfdde3");
  addBox(c, { x: 100, y: 92, w: 40, d: 20, h: 10 }, "#dfe3e8");
  addBox(c, { x: 100, y: 122, w: 18, d: 18, h: 14 }, "#d5dbe2");
  // Chimney-free clean industry: a small logistics yard with trucks.
  truck(c, 20, 60, "x", palette.amber);
  truck(c, 40, 64, "x", "#5e8c94");
  truck(c, 104, 48, "x", "#e9eef2");
  truck(c, 162, 40, "y", palette.amber);
  truck(c, 2, 120, "y", "#8da58a");
  for (let x = 10; x < 150; x += 10) addTree(c, x, 3, 2.6);
  for (let y = 10; y < 150; y += 10) addTree(c, 153, y, 2.6);
  for (let x = 10; x < 150; x += 12) addTree(c, x, 153, 2.8);
  if (withComplex) {
    const t = { ...towerDay, accent: palette.amber };
    for (const [x, y, f] of [
      [175, 20, 24],
      [175, 60, 26],
      [175, 100, 22],
    ] as const) {
      c.ground.push(boxShadow(c.iso, { x, y, w: 14, d: 24, h: f * 1.2 }, 0.1));
      c.items.push({ x, y, w: 14, d: 24, svg: tower(c.iso, { x, y, w: 14, d: 24, floors: f }, t, c.rand) });
    }
  }
  return render(c, W, H);
}

export function transportScene(W: number, H: number): string {
  const c = ctx(W, H, { x0: 20, y0: 20, x1: 180, y1: 150 }, 26, 302);
  context(c, { x0: -400, y0: 20, x1: 600, y1: 140 });
  // Highway with an interchange loop.
  c.ground.push(
    groundStrip(
      c.iso,
      [
        [-200, 110],
        [500, 110],
      ],
      22,
      G.walk,
    ),
  );
  c.ground.push(
    groundStrip(
      c.iso,
      [
        [-200, 110],
        [500, 110],
      ],
      18,
      "#9aa2ab",
    ),
  );
  const loop: Pt[] = Array.from({ length: 30 }, (_, i) => {
    const a = (i / 29) * Math.PI * 1.6 - Math.PI * 0.3;
    return [150 + Math.cos(a) * 28, 70 + Math.sin(a) * 28];
  });
  c.ground.push(groundStrip(c.iso, loop, 8, "#aab1b8"));
  road(
    c,
    [
      [150, -200],
      [150, 42],
    ],
    9,
  );
  road(
    c,
    [
      [178, 70],
      [178, 99],
    ],
    7,
  );
  // Lane markings.
  let marks = "";
  for (let x = -200; x < 500; x += 14) {
    for (const y of [106, 114]) {
      const [x1, y1] = project(c.iso, x, y);
      const [x2, y2] = project(c.iso, x + 6, y);
      marks += `M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}`;
    }
  }
  c.ground.push(`<path d="${marks}" stroke="#ffffff" stroke-width="1.4" opacity="0.8"/>`);
  const colours = [palette.amber, "#f4f1ea", palette.teal, "#c95f4c", "#3d4656", "#f4f1ea"];
  for (let i = 0; i < 12; i++)
    car(c, -20 + i * 22 + c.rand() * 6, i % 2 ? 103 : 112, "x", colours[i % colours.length] as string);
  // Elevated railway with a KTX train and a station.
  for (let x = -60; x < 300; x += 16) addBox(c, { x, y: 44, w: 2.4, d: 2.4, h: 8 }, "#cfd4da");
  c.items.push({
    x: -100,
    y: 40,
    w: 400,
    d: 10,
    svg: box(
      c.iso,
      { x: -100, y: 40, w: 400, d: 10, h: 1.4, z: 8 },
      { top: "#e9ebee", south: "#c9ced6", east: "#aeb5bf" },
    ),
  });
  for (let k = 0; k < 6; k++) {
    const x = 6 + k * 21;
    const nose = k === 5;
    c.items.push({
      x,
      y: 41,
      w: 20,
      d: 6,
      svg:
        box(
          c.iso,
          { x, y: 42, w: nose ? 14 : 20, d: 5, h: 4.2, z: 9.4 },
          { top: "#f7f8fa", south: "#eef1f4", east: "#c5ccd6" },
        ) +
        box(
          c.iso,
          { x, y: 42, w: nose ? 14 : 20, d: 5.03, h: 0.9, z: 11.6 },
          { top: "#f7f8fa", south: palette.navy2, east: palette.navy3 },
        ) +
        box(
          c.iso,
          { x, y: 42, w: nose ? 14 : 20, d: 5.06, h: 0.45, z: 10.6 },
          { top: "#f7f8fa", south: palette.amber, east: palette.amberDark },
        ) +
        (nose
          ? box(
              c.iso,
              { x: x + 14, y: 42.5, w: 5, d: 4, h: 3.2, z: 9.4 },
              { top: "#f7f8fa", south: "#eef1f4", east: "#d5dbe3" },
            )
          : ""),
    });
  }
  addBox(c, { x: 130, y: 14, w: 44, d: 22, h: 10 }, "#e8ecef");
  c.items.push({
    x: 126,
    y: 10,
    w: 52,
    d: 30,
    svg: box(
      c.iso,
      { x: 126, y: 10, w: 52, d: 30, h: 1.2, z: 14 },
      { top: "#b7ccd3", south: "#9fb7bf", east: "#86a0aa" },
    ),
  });
  for (let x = 0; x < 220; x += 11) {
    addTree(c, x, 126 + c.rand() * 3, 3);
    addTree(c, x + 5, 94 + c.rand() * 2, 2.6);
  }
  for (let k = 0; k < 30; k++) addTree(c, 40 + c.rand() * 80, 140 + c.rand() * 40, 3 + c.rand() * 2);
  return render(c, W, H);
}

function schoolBuilding(c: Ctx, x: number, y: number) {
  addBox(c, { x, y, w: 60, d: 14, h: 15 }, "#efe6d6");
  addBox(c, { x, y: y + 14, w: 14, d: 30, h: 15 }, "#efe6d6");
  // Window bands.
  for (let f = 0; f < 4; f++) {
    const z = 2 + f * 3.6;
    c.items.push({
      x,
      y: y + 14,
      w: 60,
      d: 0.1,
      svg: groundBand(c.iso, [
        [x + 16, y + 14, z],
        [x + 58, y + 14, z],
        [x + 58, y + 14, z + 1.6],
        [x + 16, y + 14, z + 1.6],
      ]),
    });
  }
  addBox(c, { x: x + 20, y: y - 6, w: 8, d: 6, h: 19 }, "#d9cdb8");
  c.items.push({
    x: x + 23,
    y: y - 4,
    w: 1,
    d: 1,
    svg: (() => {
      const [bx, by] = project(c.iso, x + 24, y - 3, 19);
      const [tx, ty] = project(c.iso, x + 24, y - 3, 27);
      return `<line x1="${n(bx)}" y1="${n(by)}" x2="${n(tx)}" y2="${n(ty)}" stroke="#6b7482" stroke-width="1.5"/><path d="M${n(tx)},${n(ty)}l14,3l-14,5Z" fill="${palette.amber}"/>`;
    })(),
  });
}

function groundBand(iso: Iso, pts: [number, number, number][]): string {
  return `<polygon points="${pts.map(([x, y, z]) => project(iso, x, y, z).map(n).join(",")).join(" ")}" fill="#a9c1c8"/>`;
}

export function schoolScene(W: number, H: number, withShops: boolean): string {
  const c = ctx(W, H, { x0: -4, y0: -4, x1: withShops ? 168 : 140, y1: 140 }, 30, 303);
  context(c, { x0: -10, y0: -10, x1: 170, y1: 140 });
  c.ground.push(
    groundPoly(
      c.iso,
      [
        [4, 4],
        [120, 4],
        [120, 120],
        [4, 120],
      ],
      { fill: "#ece6da" },
    ),
  );
  // Running track and pitch.
  const track: Pt[] = Array.from({ length: 40 }, (_, i) => {
    const a = (i / 40) * Math.PI * 2;
    return [78 + Math.cos(a) * 34, 84 + Math.sin(a) * 22];
  });
  c.ground.push(`<path d="${smoothClosed(track.map(([x, y]) => project(c.iso, x, y)))}" fill="#d9876b"/>`);
  c.ground.push(
    `<path d="${smoothClosed(track.map(([x, y]) => project(c.iso, 78 + (x - 78) * 0.82, 84 + (y - 84) * 0.72)))}" fill="#8fb07f"/>`,
  );
  c.ground.push(
    groundPoly(
      c.iso,
      [
        [62, 78],
        [94, 78],
        [94, 90],
        [62, 90],
      ],
      { fill: "none", stroke: "#ffffff", "stroke-width": 1.5 },
    ),
  );
  schoolBuilding(c, 10, 10);
  road(
    c,
    [
      [-200, 130],
      [400, 130],
    ],
    9,
  );
  road(
    c,
    [
      [130, -200],
      [130, 400],
    ],
    9,
  );
  for (let x = 6; x < 120; x += 9) addTree(c, x, 124, 3);
  for (let y = 6; y < 120; y += 9) addTree(c, 124, y, 3);
  // A safe crossing.
  let zebra = "";
  for (let k = 0; k < 6; k++)
    zebra += groundPoly(
      c.iso,
      [
        [60 + k * 2.4, 125.5],
        [61.2 + k * 2.4, 125.5],
        [61.2 + k * 2.4, 134.5],
        [60 + k * 2.4, 134.5],
      ],
      { fill: "#ffffff" },
    );
  c.ground.push(zebra);
  if (withShops) {
    for (let k = 0; k < 3; k++) {
      const x = 140;
      const y = 10 + k * 34;
      addBox(c, { x, y, w: 20, d: 28, h: 9 }, "#f1e4d0");
      c.items.push({
        x: x + 20,
        y,
        w: 0.5,
        d: 28,
        svg: box(
          c.iso,
          { x: x + 20, y: y + 2, w: 2.5, d: 24, h: 0.5, z: 4 },
          { top: palette.amber, south: palette.amberDark, east: palette.amberDark },
        ),
      });
    }
  }
  return render(c, W, H);
}

export function lakeParkScene(W: number, H: number, withTowers: boolean): string {
  const c = ctx(W, H, { x0: 10, y0: withTowers ? -40 : 16, x1: 200, y1: 162 }, withTowers ? 70 : 16, 304);
  c.ground.push(
    groundPoly(
      c.iso,
      [
        [-300, -300],
        [600, -300],
        [600, 600],
        [-300, 600],
      ],
      { fill: G.grass },
    ),
  );
  // A loop walk around the lake, flower beds and lawn patches.
  const loopWalk: Pt[] = Array.from({ length: 48 }, (_, i) => {
    const a = (i / 47) * Math.PI * 2;
    return [105 + Math.cos(a) * 92, 88 + Math.sin(a) * 66];
  });
  c.ground.push(groundStrip(c.iso, loopWalk, 3.5, G.walk));
  for (let k = 0; k < 14; k++) {
    const a = c.rand() * Math.PI * 2;
    const [fx, fy] = project(c.iso, 105 + Math.cos(a) * 100, 88 + Math.sin(a) * 74);
    c.ground.push(
      `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(c.iso.s * 4)}" ry="${n(c.iso.s * 2)}" fill="${k % 3 ? palette.amberLight : "#f2c4c0"}"/>`,
    );
  }
  const lakePts: Pt[] = [
    [40, 50],
    [110, 36],
    [170, 60],
    [180, 110],
    [120, 140],
    [50, 130],
    [24, 92],
  ];
  const shore = lakePts.map(([x, y]) => project(c.iso, 105 + (x - 105) * 1.12, 88 + (y - 88) * 1.14));
  c.ground.push(`<path d="${smoothClosed(shore)}" fill="${G.walk}"/>`);
  c.ground.push(`<path d="${smoothClosed(lakePts.map(([x, y]) => project(c.iso, x, y)))}" fill="url(#water)"/>`);
  c.ground.push(
    `<path d="${smoothClosed(lakePts.map(([x, y]) => project(c.iso, 105 + (x - 105) * 0.7, 88 + (y - 88) * 0.6)))}" fill="#ffffff" opacity="0.14"/>`,
  );
  // Boardwalk across the water and a pavilion.
  c.ground.push(
    groundStrip(
      c.iso,
      [
        [20, 118],
        [70, 96],
        [120, 100],
        [190, 80],
      ],
      4.5,
      "#c7a57c",
    ),
  );
  c.ground.push(
    groundStrip(
      c.iso,
      [
        [20, 118],
        [70, 96],
        [120, 100],
        [190, 80],
      ],
      3,
      "#dcc09b",
    ),
  );
  addBox(c, { x: 116, y: 92, w: 10, d: 10, h: 0.5 }, "#dcc09b", false);
  for (const [px, py] of [
    [116, 92],
    [125, 92],
    [116, 101],
    [125, 101],
  ] as const)
    addBox(c, { x: px, y: py, w: 0.8, d: 0.8, h: 4, z: 0.5 }, "#8a6d4f", false);
  c.items.push({
    x: 115,
    y: 91,
    w: 12,
    d: 12,
    svg: box(
      c.iso,
      { x: 115, y: 91, w: 12, d: 12, h: 0.8, z: 4.5 },
      { top: "#5a6b7c", south: "#46566a", east: "#3b4a5c" },
    ),
  });
  for (let k = 0; k < 150; k++) {
    const a = c.rand() * Math.PI * 2;
    const ring = c.rand() < 0.5 ? 84 + c.rand() * 4 : 98 + c.rand() * 40;
    const x = 105 + Math.cos(a) * ring;
    const y = 88 + Math.sin(a) * ring * 0.72;
    addTree(c, x, y, 3 + c.rand() * 2.4);
  }
  if (withTowers) {
    for (const [x, f] of [
      [-20, 26],
      [20, 28],
      [60, 25],
      [100, 27],
    ] as const) {
      c.ground.push(boxShadow(c.iso, { x, y: -50, w: 26, d: 12, h: f * 1.1 }, 0.1));
      c.items.push({
        x,
        y: -50,
        w: 26,
        d: 12,
        svg: tower(c.iso, { x, y: -50, w: 26, d: 12, floors: f }, towerDay, c.rand),
      });
    }
  }
  return render(c, W, H);
}

export function specialDesign(): string {
  const W = 1600;
  const H = 1000;
  const view = { x0: 95, y0: 70, x1: 345, y1: 270 };
  const svgText = complexAerial({ width: W, height: H, view, mood: "day", seed: 404, zmax: 60 });
  const iso = fitIso(view, W, H, 60);
  // Numbered markers on the picture, explained in a legend card.
  const marks: [number, number, number, string, string][] = [
    [plaza.cx, plaza.cy, 2, "중앙광장", "수경시설과 산책로가 어우러진 단지의 중심"],
    [218, 125, 11, "커뮤니티 · 저층 특화", "필로티와 옥상 정원으로 열린 저층부"],
  ];
  let overlay = "";
  marks.forEach(([x, y, z], i) => {
    const [mx, my] = project(iso, x, y, z);
    overlay += circle(mx, my, 22, { fill: palette.navy, stroke: "#ffffff", "stroke-width": 3, filter: "url(#card)" });
    overlay += text(mx, my + 7, String(i + 1), { size: 20, weight: 700, fill: palette.amber, anchor: "middle" });
  });
  overlay += roundRect(44, 40, 420, 112 + marks.length * 64, 14, {
    fill: "#ffffff",
    opacity: 0.95,
    filter: "url(#card)",
  });
  overlay += text(72, 82, "SPECIAL DESIGN", { size: 14, weight: 700, fill: palette.teal, spacing: 4 });
  overlay += text(72, 118, "특화설계", { size: 30, weight: 700, fill: palette.navy });
  marks.forEach(([, , , title, sub], i) => {
    const y = 168 + i * 64;
    overlay += circle(88, y - 6, 15, { fill: palette.navy });
    overlay += text(88, y, String(i + 1), { size: 15, weight: 700, fill: palette.amber, anchor: "middle" });
    overlay += text(116, y - 2, title, { size: 19, weight: 700, fill: palette.navy });
    overlay += text(116, y + 22, sub, { size: 14, fill: palette.slate });
  });
  return svgText.replace("</svg>", `<defs>${shadowFilter("card", 4, 8, 0.18)}</defs>${overlay}</svg>`);
}

export function locationHero(): string {
  const W = 1920;
  const H = 900;
  const view = { x0: -200, y0: -160, x1: 1000, y1: 560 };
  const base = complexAerial({ width: W, height: H, view, mood: "day", seed: 505, zmax: 40, district: true });
  const iso = fitIso(view, W, H, 40);
  const [mx, my] = project(iso, 300, 140, 100);
  const pin =
    `<g filter="url(#pinShadow)"><path d="M${n(mx)},${n(my + 36)}c-22,-26 -34,-40 -34,-58a34,34 0 0 1 68,0c0,18 -12,32 -34,58z" fill="${palette.amber}"/></g>` +
    circle(mx, my - 22, 12, { fill: "#ffffff" }) +
    roundRect(mx - 118, my - 118, 236, 46, 23, { fill: palette.navy }) +
    text(mx, my - 88, site.name, { size: 20, weight: 700, fill: "#ffffff", anchor: "middle" });
  return base.replace("</svg>", `<defs>${shadowFilter("pinShadow", 6, 8, 0.3)}</defs>${pin}</svg>`);
}

export function premiumAerial(): string {
  return complexAerial({
    width: 800,
    height: 600,
    view: { x0: -20, y0: -30, x1: 760, y1: 300 },
    mood: "day",
    seed: 606,
    zmax: 110,
  });
}

export function business4abl(): string {
  return complexAerial({
    width: 1600,
    height: 1000,
    view: { x0: 470, y0: 20, x1: 790, y1: 320 },
    mood: "day",
    labels: true,
    focus: "4ABL",
    seed: 41,
    zmax: 90,
    title: { eyebrow: "BLOCK 4ABL", heading: "595세대", sub: "84㎡ A·B·C · 지하 3층 ~ 지상 29층" },
  });
}

/** The complex entrance at dusk: a lit gate frame, a driveway, landscaping and towers behind. */
export function entranceScene(): string {
  const W = 1600;
  const H = 1000;
  const rand = rng(808);
  const horizon = H * 0.56;
  let fg = "";
  // Paved forecourt in one-point perspective.
  const vpX = W * 0.5;
  fg += `<path d="M0,${n(horizon)}H${W}V${H}H0Z" fill="url(#plazaGrad)"/>`;
  let joints = "";
  for (let k = -14; k <= 14; k++) joints += `M${n(vpX + k * 12)},${n(horizon)}L${n(vpX + k * 150)},${H}`;
  for (let k = 1; k < 12; k++) {
    const y = horizon + (H - horizon) * (k / 12) ** 1.8;
    joints += `M0,${n(y)}H${W}`;
  }
  fg += `<path d="${joints}" stroke="#ffffff" stroke-width="1" opacity="0.08"/>`;
  // Driveway.
  fg += `<path d="M${n(vpX - 40)},${n(horizon)}L${n(vpX + 40)},${n(horizon)}L${n(vpX + 420)},${H}L${n(vpX - 420)},${H}Z" fill="#2a3447" opacity="0.55"/>`;
  // Hedges and shrubs both sides, in perspective.
  for (const side of [-1, 1]) {
    for (let k = 0; k < 9; k++) {
      const t = k / 8;
      const y = horizon + 10 + (H - horizon) * t ** 1.5;
      const x = vpX + side * (90 + t * 520);
      const r = 14 + t * 70;
      fg += `<ellipse cx="${n(x)}" cy="${n(y - r * 0.4)}" rx="${n(r * 1.3)}" ry="${n(r * 0.8)}" fill="${k % 2 ? "#24413f" : "#2d4d48"}"/>`;
    }
  }
  // Lamp posts with warm glow.
  for (const side of [-1, 1]) {
    for (const t of [0.25, 0.55, 0.95]) {
      const y = horizon + (H - horizon) * t;
      const x = vpX + side * (110 + t * 600);
      const h = 40 + t * 260;
      fg += `<circle cx="${n(x)}" cy="${n(y - h)}" r="${n(18 + t * 70)}" fill="url(#lamp)"/>`;
      fg += rect(x - 1.5 - t * 2, y - h, 3 + t * 4, h, { fill: "#121c2b" });
      fg += circle(x, y - h, 3 + t * 6, { fill: "#ffe6bd" });
    }
  }
  // The gate: two stone pillars and a floating canopy lit from below.
  const gx0 = vpX - 380;
  const gx1 = vpX + 380;
  const gTop = horizon - 150;
  const gBase = horizon + 110;
  for (const [x, light] of [
    [gx0 - 56, "#d6c9b4"],
    [gx1 - 4, "#b8aa95"],
  ] as const) {
    fg += rect(x, gTop, 60, gBase - gTop, { fill: light });
    fg += rect(x, gTop, 60, gBase - gTop, { fill: "url(#stone)" });
    for (let y = gTop + 30; y < gBase; y += 30) fg += rect(x, y, 60, 1.5, { fill: "#8f8472", opacity: 0.35 });
  }
  fg += rect(gx0 - 120, gTop - 34, gx1 - gx0 + 240, 34, { fill: "#1a2638" });
  fg += rect(gx0 - 120, gTop - 34, gx1 - gx0 + 240, 3, { fill: "#34435a" });
  fg += rect(gx0 - 120, gTop, gx1 - gx0 + 240, 5, { fill: palette.amber });
  fg += `<rect x="${n(gx0 - 120)}" y="${n(gTop + 5)}" width="${n(gx1 - gx0 + 240)}" height="110" fill="url(#downlight)"/>`;
  fg += text(vpX, gTop - 11, "THE HUE", { size: 17, weight: 700, fill: palette.amber, anchor: "middle", spacing: 12 });
  // Reflection of the canopy light on the pavement.
  fg += `<ellipse cx="${n(vpX)}" cy="${n(gBase + 30)}" rx="${n(360)}" ry="40" fill="url(#lamp)" opacity="0.6"/>`;
  const s = skylineScene({
    width: W,
    height: H,
    mood: "dusk",
    seed: 818,
    horizon: 0.56,
    cluster: { from: 0.08, to: 0.96, height: 0.4 },
    lake: false,
    foreground: treeLine(rand, W, horizon + 6, 26, ["#1b2f38", "#22383f"], 1.2) + fg,
  });
  const defs =
    s.defs +
    linear("plazaGrad", [
      [0, "#3a4557"],
      [1, "#1b2434"],
    ]) +
    `<radialGradient id="lamp"><stop offset="0" stop-color="${palette.amber}" stop-opacity="0.5"/><stop offset="1" stop-color="${palette.amber}" stop-opacity="0"/></radialGradient>` +
    linear("downlight", [
      [0, palette.amber, 0.4],
      [1, palette.amber, 0],
    ]) +
    linear(
      "stone",
      [
        [0, "#ffffff", 0.18],
        [0.5, "#ffffff", 0],
        [1, "#000000", 0.12],
      ],
      0,
      0,
      1,
      0,
    );
  return svg(W, H, defs, s.body);
}

export function cardScene(kind: "premium-02" | "premium-03" | "premium-04"): string {
  if (kind === "premium-02") return industrialScene(800, 600, true);
  if (kind === "premium-03") return lakeParkScene(800, 600, true);
  return schoolScene(800, 600, true);
}
