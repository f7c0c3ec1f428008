/** Which faces a page's characters need; no browser API beyond the DOM, so tested on its own. */

export type FaceSource = {
  family: string;
  url: string;
  ranges: Array<[number, number]>;
  descriptors: FontFaceDescriptors;
};

const FACE_RULE = /@font-face\s*\{([^}]*)\}/g;

function property(block: string, name: string): string | undefined {
  return new RegExp(`(?:^|;|\\s)${name}\\s*:\\s*([^;]+)`, "i").exec(block)?.[1]?.trim();
}

/** Parses `U+0-ff, U+131, U+d7a3` into inclusive [from, to] pairs; wildcards (U+4??) are widened. */
export function parseUnicodeRange(value: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const part of value.split(",")) {
    const token = part.trim().replace(/^u\+/i, "");
    if (!token) continue;
    const [from = "", to] = token.split("-");
    const start = Number.parseInt(from.replaceAll("?", "0"), 16);
    const end = Number.parseInt(to ?? from.replaceAll("?", "f"), 16);
    if (Number.isFinite(start) && Number.isFinite(end)) ranges.push([start, end]);
  }
  return ranges;
}

export function parseFontFaces(css: string, base: string): FaceSource[] {
  const faces: FaceSource[] = [];
  for (const [, block = ""] of css.matchAll(FACE_RULE)) {
    const family = property(block, "font-family")?.replace(/^['"]|['"]$/g, "");
    const url = /url\(\s*['"]?([^'")]+)['"]?\s*\)/.exec(property(block, "src") ?? "")?.[1];
    if (!family || !url) continue;
    const unicodeRange = property(block, "unicode-range");
    const descriptors: FontFaceDescriptors = {
      style: property(block, "font-style") ?? "normal",
      weight: property(block, "font-weight") ?? "normal",
      display: (property(block, "font-display") ?? "swap") as FontDisplay,
    };
    if (unicodeRange) descriptors.unicodeRange = unicodeRange;
    faces.push({
      family,
      url: new URL(url, base).href,
      ranges: unicodeRange ? parseUnicodeRange(unicodeRange) : [[0, 0x10ffff]],
      descriptors,
    });
  }
  return faces;
}

/** The code points of the text a document shows: its text, placeholders and form values. */
export function documentCodePoints(doc: Document): Set<number> {
  const points = new Set<number>();
  const add = (text: string | null | undefined) => {
    if (!text) return;
    for (const char of text) points.add(char.codePointAt(0) ?? 0);
  };
  add(doc.body?.textContent);
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    add(field.placeholder);
    add(field.value);
  }
  return points;
}

export function covers(ranges: ReadonlyArray<[number, number]>, point: number): boolean {
  for (const [from, to] of ranges) if (point >= from && point <= to) return true;
  return false;
}
