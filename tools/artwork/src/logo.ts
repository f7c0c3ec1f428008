/**
 * The wordmark as pure SVG paths (public/logo.svg): an <img> of an SVG cannot use the page's
 * web fonts, so the letters are outlined from Pretendard with fontkit.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { site } from "../../../app/content/site.ts";
import { n, palette } from "./svg.ts";

type Glyph = { path: { toSVG(): string }; advanceWidth: number };
type Font = { unitsPerEm: number; layout(text: string): { glyphs: Glyph[] } };
// fontkit ships no type declarations; this is the small part used here.
const fontkit = createRequire(import.meta.url)("fontkit") as { openSync(file: string): Font };

const fontDir = path.resolve(import.meta.dirname, "../../../node_modules/pretendard/dist/public/static/alternative");

function outline(
  font: Font,
  content: string,
  x: number,
  baseline: number,
  size: number,
  spacing = 0,
): { d: string; width: number } {
  const scale = size / font.unitsPerEm;
  let pen = 0;
  let d = "";
  for (const glyph of font.layout(content).glyphs) {
    const svgPath = glyph.path.toSVG();
    if (svgPath)
      d += `<path transform="translate(${n(x + pen)} ${n(baseline)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${svgPath}"/>`;
    pen += glyph.advanceWidth * scale + spacing;
  }
  return { d, width: pen - spacing };
}

export function logoSvg(): string {
  const bold = fontkit.openSync(path.join(fontDir, "Pretendard-Bold.ttf"));
  const semi = fontkit.openSync(path.join(fontDir, "Pretendard-SemiBold.ttf"));
  const korean = outline(bold, site.shortName, 84, 45, 34, 0.5);
  const english = outline(semi, site.englishName, 85, 68, 10.5, 2.1);
  const width = Math.ceil(Math.max(84 + korean.width, 85 + english.width) + 4);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 76" width="${width}" height="76" role="img" aria-label="${site.name}">`,
    `<rect x="0" y="6" width="64" height="64" rx="14" fill="${palette.navy}"/>`,
    `<path d="M21 21v34M43 21v34" stroke="${palette.offWhite}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M21 37.5h22" stroke="${palette.amber}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M14 61h36" stroke="${palette.teal}" stroke-width="2" stroke-linecap="round"/>`,
    `<g fill="${palette.navy}">${korean.d}</g>`,
    `<g fill="${palette.slate}">${english.d}</g>`,
    "</svg>",
    "",
  ].join("\n");
}
