/**
 * Small helpers shared by every artwork module: the palette, text, a seeded PRNG and the SVG
 * wrapper. Everything is a pure function of its arguments so the artwork is reproducible.
 */

export const palette = {
  navy: "#0f1c2e",
  navy2: "#1a2c44",
  navy3: "#2a4060",
  slate: "#4a5f78",
  mist: "#8e9fb2",
  teal: "#5e8c94",
  tealDark: "#3f6a73",
  tealLight: "#a9c9cb",
  lake: "#7fb0b5",
  sage: "#8da58a",
  sageDark: "#5f7a5f",
  sageDeep: "#45604a",
  sageLight: "#c6d5bf",
  offWhite: "#faf7f2",
  sand: "#efe8dc",
  stone: "#ddd5c7",
  warmGrey: "#b9b1a4",
  amber: "#fdb461",
  amberDark: "#e8943c",
  amberLight: "#fde3bd",
  white: "#ffffff",
  ink: "#26313f",
} as const;

export const FONT = "'Noto Sans CJK KR', 'Noto Sans KR', sans-serif";

/** Mulberry32: a tiny deterministic PRNG. Every scene seeds its own so scenes stay independent. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable seed from a string (FNV-1a). */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Rounds to 2 decimals so the SVG text stays short and stable. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function pts(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
}

type Attrs = Record<string, string | number | undefined>;

export function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === "number" ? n(v) : esc(String(v))}"`)
    .join(" ");
}

export function rect(x: number, y: number, w: number, h: number, a: Attrs = {}): string {
  return `<rect ${attrs({ x, y, width: w, height: h, ...a })}/>`;
}

export function circle(cx: number, cy: number, r: number, a: Attrs = {}): string {
  return `<circle ${attrs({ cx, cy, r, ...a })}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, a: Attrs = {}): string {
  return `<line ${attrs({ x1, y1, x2, y2, ...a })}/>`;
}

export function poly(points: readonly (readonly [number, number])[], a: Attrs = {}): string {
  return `<polygon ${attrs({ points: pts(points), ...a })}/>`;
}

export function polyline(points: readonly (readonly [number, number])[], a: Attrs = {}): string {
  return `<polyline ${attrs({ points: pts(points), fill: "none", ...a })}/>`;
}

export function path(d: string, a: Attrs = {}): string {
  return `<path ${attrs({ d, ...a })}/>`;
}

export type TextOptions = {
  size: number;
  fill?: string;
  weight?: 400 | 700;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
  opacity?: number;
};

/** Text in the Korean font. `y` is the baseline. */
export function text(x: number, y: number, content: string, o: TextOptions): string {
  return `<text ${attrs({
    x,
    y,
    "font-family": FONT,
    "font-size": o.size,
    "font-weight": o.weight ?? 400,
    "text-anchor": o.anchor ?? "start",
    "letter-spacing": o.spacing,
    fill: o.fill ?? palette.navy,
    opacity: o.opacity,
  })}>${esc(content)}</text>`;
}

/** One line of text in runs of different size/weight/colour; the renderer lays the runs out. */
export function richText(
  x: number,
  y: number,
  runs: { text: string; size: number; weight?: 400 | 700; fill?: string; dx?: number }[],
  anchor: "start" | "middle" | "end" = "start",
): string {
  const spans = runs
    .map(
      (r) =>
        `<tspan ${attrs({ "font-size": r.size, "font-weight": r.weight ?? 400, fill: r.fill ?? palette.navy, dx: r.dx })}>${esc(r.text)}</tspan>`,
    )
    .join("");
  return `<text ${attrs({ x, y, "font-family": FONT, "text-anchor": anchor })}>${spans}</text>`;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${n(opacity)}"`}/>`,
    )
    .join("");
}

export function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`;
}

export function radial(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops(list)}</radialGradient>`;
}

export function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>`;
}

export function group(body: string, a: Attrs = {}): string {
  return `<g ${attrs(a)}>${body}</g>`;
}

/** Linear interpolation of two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const out = pa.map((v, i) => Math.round(v + ((pb[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

function parseHex(hex: string): number[] {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
}

/** A smooth closed path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothClosed(points: readonly (readonly [number, number])[], tension = 0.5): string {
  const count = points.length;
  const at = (i: number) => points[((i % count) + count) % count] as readonly [number, number];
  let d = `M${n(at(0)[0])},${n(at(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: [number, number] = [p1[0] + ((p2[0] - p0[0]) * tension) / 3, p1[1] + ((p2[1] - p0[1]) * tension) / 3];
    const c2: [number, number] = [p2[0] - ((p3[0] - p1[0]) * tension) / 3, p2[1] - ((p3[1] - p1[1]) * tension) / 3];
    d += `C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** A smooth open path through points. */
export function smoothOpen(points: readonly (readonly [number, number])[], tension = 0.5): string {
  const count = points.length;
  const at = (i: number) => points[Math.max(0, Math.min(count - 1, i))] as readonly [number, number];
  let d = `M${n(at(0)[0])},${n(at(0)[1])}`;
  for (let i = 0; i < count - 1; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: [number, number] = [p1[0] + ((p2[0] - p0[0]) * tension) / 3, p1[1] + ((p2[1] - p0[1]) * tension) / 3];
    const c2: [number, number] = [p2[0] - ((p3[0] - p1[0]) * tension) / 3, p2[1] - ((p3[1] - p1[1]) * tension) / 3];
    d += `C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return d;
}

/** A rounded rectangle path, used for cards and badges. */
export function roundRect(x: number, y: number, w: number, h: number, r: number, a: Attrs = {}): string {
  return rect(x, y, w, h, { rx: r, ry: r, ...a });
}

/** A soft drop shadow filter (librsvg supports feGaussianBlur and feOffset). */
export function shadowFilter(id: string, dy = 6, blur = 10, opacity = 0.18): string {
  return `<filter id="${id}" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="${n(blur)}"/><feOffset dy="${n(dy)}" result="b"/><feComponentTransfer><feFuncA type="linear" slope="${n(opacity)}"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
}

export function blurFilter(id: string, std: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`;
}
