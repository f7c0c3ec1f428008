/**
 * Elevation scenes built on skyline.ts: the home hero, the eight banners, brand pictures, the
 * video poster and the social-sharing image.
 */
import { site } from "../../../app/content/site.ts";
import { crane, promenade, reeds, skylineScene } from "./skyline.ts";
import { circle, linear, n, palette, rect, rng, svg, text } from "./svg.ts";

export function homeHero(width = 1920, height = 1080): string {
  const rand = rng(101);
  const s = skylineScene({
    width,
    height,
    mood: "dusk",
    seed: 11,
    horizon: 0.64,
    cluster: { from: 0.36, to: 0.98, height: 0.36 },
    darkLeft: 0.75,
    foreground: promenade(width, height * 0.93, height / 110, "#0b1522", rand),
  });
  return svg(width, height, s.defs, s.body);
}

export function banner(kind: string): string {
  const W = 1920;
  const H = 560;
  const rand = rng(700 + kind.length * 13);
  switch (kind) {
    case "brand": {
      const s = skylineScene({
        width: W,
        height: H,
        mood: "night",
        seed: 31,
        horizon: 0.7,
        cluster: { from: 0.3, to: 1.0, height: 0.5 },
        darkLeft: 0.6,
        moon: { x: W * 0.82, y: H * 0.18, r: 14 },
      });
      return svg(W, H, s.defs, s.body);
    }
    case "business": {
      const s = skylineScene({
        width: W,
        height: H,
        mood: "dusk",
        seed: 41,
        horizon: 0.74,
        cluster: { from: 0.42, to: 1.0, height: 0.46 },
        darkLeft: 0.65,
        lake: false,
        backdrop:
          crane(W * 0.58, H * 0.74, H * 0.55, 260, "#1c2b40") + crane(W * 0.86, H * 0.74, H * 0.5, 220, "#24354c"),
      });
      return svg(W, H, s.defs, s.body);
    }
    case "location": {
      const roadY = H * 0.8;
      let fg = rect(0, roadY, W, H - roadY, { fill: "#0c1727" });
      // Light trails on the road: long streaks of warm and white light.
      for (let i = 0; i < 26; i++) {
        const y = roadY + 10 + rand() * (H - roadY - 20);
        const x = rand() * W;
        const len = 200 + rand() * 600;
        const warm = rand() < 0.55;
        fg += `<rect x="${n(x)}" y="${n(y)}" width="${n(len)}" height="${n(1.2 + rand() * 2.2)}" rx="1" fill="${warm ? palette.amber : "#f4f1ea"}" opacity="${n(0.35 + rand() * 0.45)}"/>`;
      }
      fg += rect(0, roadY - 3, W, 3, { fill: "#2a3b52" });
      const s = skylineScene({
        width: W,
        height: H,
        mood: "dusk",
        seed: 51,
        horizon: 0.78,
        cluster: { from: 0.34, to: 0.96, height: 0.42 },
        darkLeft: 0.6,
        lake: false,
        foreground: fg,
      });
      return svg(W, H, s.defs, s.body);
    }
    case "complex": {
      const s = skylineScene({
        width: W,
        height: H,
        mood: "twilight",
        seed: 61,
        horizon: 0.72,
        cluster: { from: 0.38, to: 1.0, height: 0.5 },
        darkLeft: 0.6,
        lake: true,
      });
      return svg(W, H, s.defs, s.body);
    }
    case "floorplan": {
      // Blueprint grid over a night sky with a faint plan outline on the right.
      let fg = "";
      let grid = "";
      for (let x = 0; x < W; x += 40) grid += `M${x},0V${H}`;
      for (let y = 0; y < H; y += 40) grid += `M0,${y}H${W}`;
      fg += `<path d="${grid}" stroke="#8fb3c4" stroke-width="0.6" opacity="0.08"/>`;
      const ox = W * 0.6;
      const oy = H * 0.14;
      const u = 30;
      const planLines = [
        `M${ox},${oy}h${u * 14}v${u * 9}h${-u * 14}Z`,
        `M${ox + u * 4},${oy}v${u * 5}h${-u * 4}`,
        `M${ox + u * 4},${oy + u * 3}h${u * 3}v${-u * 3}`,
        `M${ox + u * 9},${oy}v${u * 9}`,
        `M${ox + u * 9},${oy + u * 4}h${u * 5}`,
        `M${ox},${oy + u * 6.5}h${u * 4}`,
      ].join("");
      fg += `<path d="${planLines}" fill="none" stroke="${palette.amber}" stroke-width="2" opacity="0.35"/>`;
      fg += `<path d="M${ox + u * 4},${oy + u * 5}a${u * 1.2},${u * 1.2} 0 0 1 ${u * 1.2},${u * 1.2}" fill="none" stroke="${palette.amber}" stroke-width="1.2" opacity="0.35"/>`;
      const s = skylineScene({
        width: W,
        height: H,
        mood: "night",
        seed: 71,
        horizon: 0.86,
        cluster: { from: 0.05, to: 1.0, height: 0.32 },
        darkLeft: 0.5,
        lake: false,
        backdrop: fg,
        stars: false,
      });
      return svg(W, H, s.defs, s.body);
    }
    case "interior": {
      // A dark living room looking out through a full-height window at the lake at dusk.
      const s = skylineScene({
        width: W,
        height: H,
        mood: "dusk",
        seed: 81,
        horizon: 0.66,
        cluster: { from: 0.45, to: 1.0, height: 0.34 },
      });
      let frame = "";
      const wall = "#0d1726";
      frame += rect(0, 0, W * 0.34, H, { fill: wall });
      frame += rect(0, 0, W, H * 0.07, { fill: wall });
      frame += rect(0, H * 0.93, W, H * 0.07, { fill: "#101b2b" });
      for (const x of [W * 0.34, W * 0.55, W * 0.77]) frame += rect(x - 6, 0, 12, H, { fill: "#16233a" });
      frame += rect(W * 0.34, H * 0.07, W * 0.66, 8, { fill: "#16233a" });
      // Lamp glow and a sofa silhouette inside.
      frame += `<ellipse cx="${n(W * 0.24)}" cy="${n(H * 0.4)}" rx="${n(W * 0.16)}" ry="${n(H * 0.5)}" fill="url(#lampGlow)"/>`;
      frame += rect(W * 0.235, H * 0.3, 3, H * 0.55, { fill: "#2b3850" });
      frame += `<path d="M${n(W * 0.2)},${n(H * 0.3)}h${n(W * 0.07)}l${n(-W * 0.012)},${n(-H * 0.09)}h${n(-W * 0.046)}Z" fill="#f3d3a2" opacity="0.9"/>`;
      // Sofa: back, seat cushions, arms; a side table with a plant on the right.
      const sx = W * 0.03;
      const sw = W * 0.42;
      frame += `<rect x="${n(sx)}" y="${n(H * 0.6)}" width="${n(sw)}" height="${n(H * 0.2)}" rx="16" fill="#1d2a3e"/>`;
      for (let k = 0; k < 3; k++) {
        frame += `<rect x="${n(sx + 40 + (k * (sw - 80)) / 3)}" y="${n(H * 0.72)}" width="${n((sw - 80) / 3 - 6)}" height="${n(H * 0.1)}" rx="10" fill="#24334a"/>`;
      }
      frame += `<rect x="${n(sx)}" y="${n(H * 0.68)}" width="40" height="${n(H * 0.2)}" rx="12" fill="#18243a"/>`;
      frame += `<rect x="${n(sx + sw - 40)}" y="${n(H * 0.68)}" width="40" height="${n(H * 0.2)}" rx="12" fill="#18243a"/>`;
      frame += `<rect x="${n(sx + 60)}" y="${n(H * 0.64)}" width="90" height="52" rx="12" fill="${palette.amber}" opacity="0.55"/>`;
      frame += rect(sx, H * 0.86, sw, H * 0.04, { fill: "#121c2c" });
      const defs =
        s.defs +
        `<radialGradient id="lampGlow"><stop offset="0" stop-color="${palette.amber}" stop-opacity="0.28"/><stop offset="1" stop-color="${palette.amber}" stop-opacity="0"/></radialGradient>`;
      return svg(W, H, defs, s.body + frame + rect(0, 0, W, H, { fill: "url(#darkLeft)" }));
    }
    case "sales": {
      const s = skylineScene({
        width: W,
        height: H,
        mood: "dawn",
        seed: 91,
        horizon: 0.7,
        cluster: { from: 0.4, to: 0.98, height: 0.44 },
        darkLeft: 0.8,
        sun: { x: W * 0.22, y: H * 0.66, r: 16 },
      });
      return svg(W, H, s.defs, s.body);
    }
    default: {
      // promotion: the lake park promenade at dusk.
      const s = skylineScene({
        width: W,
        height: H,
        mood: "dusk",
        seed: 97,
        horizon: 0.62,
        cluster: { from: 0.5, to: 1.0, height: 0.34 },
        darkLeft: 0.6,
        foreground: promenade(W, H * 0.9, 6, "#0a1422", rand) + reeds(W, H * 0.9, 24, "#0a1422", rand),
      });
      return svg(W, H, s.defs, s.body);
    }
  }
}

export function brandIntro(): string {
  const W = 1600;
  const H = 1000;
  const s = skylineScene({
    width: W,
    height: H,
    mood: "night",
    seed: 123,
    horizon: 0.66,
    cluster: { from: 0.06, to: 0.98, height: 0.42 },
    moon: { x: W * 0.8, y: H * 0.16, r: 18 },
  });
  return svg(W, H, s.defs, s.body);
}

export function videoPoster(): string {
  const W = 1920;
  const H = 1080;
  const s = skylineScene({
    width: W,
    height: H,
    mood: "golden",
    seed: 202,
    horizon: 0.62,
    cluster: { from: 0.12, to: 0.9, height: 0.34 },
    sun: { x: W * 0.86, y: H * 0.5, r: 26 },
  });
  // Letterbox bars give the poster a cinematic first frame.
  const bars = rect(0, 0, W, H * 0.08, { fill: "#0b1320" }) + rect(0, H * 0.92, W, H * 0.08, { fill: "#0b1320" });
  return svg(W, H, s.defs, s.body + bars);
}

export function ogImage(): string {
  const W = 1200;
  const H = 630;
  const s = skylineScene({
    width: W,
    height: H,
    mood: "dusk",
    seed: 11,
    horizon: 0.7,
    cluster: { from: 0.42, to: 1.0, height: 0.4 },
    darkLeft: 0.9,
  });
  let overlay = "";
  overlay += rect(72, 168, 56, 4, { fill: palette.amber });
  overlay += text(72, 148, site.englishName, { size: 20, weight: 700, fill: palette.amber, spacing: 4 });
  overlay += text(70, 250, site.name, { size: 68, weight: 700, fill: palette.white });
  overlay += text(72, 305, site.tagline, { size: 26, fill: "#dfe6ee" });
  overlay += text(72, 372, "2ABL 1,597세대 · 4ABL 595세대 · 총 2,192세대", { size: 22, fill: "#c3ccd8" });
  overlay += circle(96, 538, 24, { fill: "none", stroke: palette.amber, "stroke-width": 2 });
  overlay += text(96, 546, "H", { size: 24, weight: 700, fill: palette.amber, anchor: "middle" });
  overlay += text(134, 546, site.builder, { size: 20, fill: "#dfe6ee" });
  const defs =
    s.defs +
    linear("ogShade", [
      [0, palette.navy, 0.0],
      [1, palette.navy, 0.5],
    ]);
  return svg(W, H, defs, s.body + rect(0, H * 0.6, W, H * 0.4, { fill: "url(#ogShade)" }) + overlay);
}
