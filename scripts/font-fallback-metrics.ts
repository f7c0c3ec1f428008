/**
 * Prints the `@font-face` overrides of "Pretendard Fallback" (app/styles/global.css): the system's
 * Noto Sans CJK KR scaled and given Pretendard's vertical metrics, so that text set in it before
 * Pretendard arrives takes the same room and nothing moves at the swap (issue 14, CLS).
 *
 *   node scripts/font-fallback-metrics.ts [path to NotoSansCJK-Regular.ttc]
 *
 * size-adjust is the ratio of the two fonts' advance widths over a sample of the site's words, one
 * for Hangul and one for Latin capitals and digits; the ascent, descent and line-gap overrides are Pretendard's,
 * divided by size-adjust because the browser scales them with it.
 */
import { createRequire } from "node:module";

// fontkit ships no type declarations; this is the small part used here.
type Font = {
  postscriptName: string;
  unitsPerEm: number;
  hhea: { ascent: number; descent: number; lineGap: number };
  layout(text: string): { glyphs: { advanceWidth: number }[] };
  getVariation(axes: Record<string, number>): Font;
};
const fontkit = createRequire(import.meta.url)("fontkit") as { openSync(file: string): Font | { fonts: Font[] } };

/**
 * Two samples, two faces per weight: Noto's Hangul is wider than Pretendard's (about 6.5 %) and its
 * Latin narrower (about 1 %), so one scale for both left Latin words (UNIT PLAN, 59A) about 6 %
 * short and moved them at the swap. The Latin face covers LATIN_RANGE, the Hangul face everything else.
 */
const SAMPLES = {
  hangul:
    "펜타시티 한신더휴 호수공원 너머로 보이는 단지 전경 계약금 부담을 낮춘 계약 조건 세대 프리미엄 대단지 분양 문의 " +
    "방문예약 관심고객 등록 입지환경 세대안내 사업개요 단지안내 홍보센터 생활의 동선을 먼저 생각한 평면 설계 침실 욕실",
  latin: "BRAND PREMIUM UNIT PLAN PENTACITY HANSIN THE HUE 59A 84A 114C TYPE 2,192 1661-0000 5% 84.97 3 · 2 (1/2)",
};

/** Basic Latin, Latin-1, general punctuation and a few symbols (the range Google Fonts calls "latin"). */
const LATIN_RANGE =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2212";

function openFont(path: string, postscriptName?: RegExp): Font {
  const opened = fontkit.openSync(path);
  if (!("fonts" in opened)) return opened;
  const font = opened.fonts.find((f) => postscriptName?.test(f.postscriptName));
  if (!font) throw new Error(`no ${postscriptName} in ${path}`);
  return font;
}

const widthEm = (font: Font, sample: string) =>
  font.layout(sample).glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / font.unitsPerEm;

const pretendard = openFont("node_modules/pretendard/dist/public/variable/PretendardVariable.ttf");
const notoDir = process.argv[2] ?? "/usr/share/fonts/opentype/noto";
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

for (const [weight, wght] of [
  ["Regular", 400],
  ["Bold", 700],
] as const) {
  const noto = openFont(`${notoDir}/NotoSansCJK-${weight}.ttc`, /CJKkr-/);
  const em = pretendard.unitsPerEm;
  for (const [script, words] of Object.entries(SAMPLES)) {
    // Spaces are in LATIN_RANGE: set in the Latin face, so measured with the Latin sample only.
    const sample = script === "hangul" ? words.replaceAll(" ", "") : words;
    const sizeAdjust = widthEm(pretendard.getVariation({ wght }), sample) / widthEm(noto, sample);
    console.log(
      `/* ${noto.postscriptName} → Pretendard ${wght}, ${script}${script === "latin" ? ` (${LATIN_RANGE})` : ""} */`,
    );
    console.log(`size-adjust: ${percent(sizeAdjust)};`);
    console.log(`ascent-override: ${percent(pretendard.hhea.ascent / em / sizeAdjust)};`);
    console.log(`descent-override: ${percent(-pretendard.hhea.descent / em / sizeAdjust)};`);
    console.log(`line-gap-override: ${percent(pretendard.hhea.lineGap / em / sizeAdjust)};`);
  }
}
