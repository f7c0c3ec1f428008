import { siteFont } from "virtual:site-font";
import { covers, documentCodePoints, type FaceSource, parseFontFaces, parseUnicodeRange } from "./font-face-list.ts";

/**
 * Pretendard's faces loaded off the page and put in use all at once: attaching the @font-face list
 * as a stylesheet re-lays out the whole page twice (the list, then the files; 120–150 ms each on a
 * phone). "Pretendard Site" (the site's own characters, one file) comes first in --font-sans; the 92
 * subsets stay behind it for any other character.
 */

/** Resolves when the faces are in use; marks <html data-web-fonts="ready"> for tests and tools. */
export async function applyWebFonts(href: string, doc: Document = document): Promise<void> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`font list: HTTP ${response.status}`);
  const subsets = parseFontFaces(await response.text(), response.url || new URL(href, doc.baseURI).href);
  const site: FaceSource = {
    family: siteFont.family,
    url: new URL(siteFont.href, doc.baseURI).href,
    ranges: parseUnicodeRange(siteFont.unicodeRange),
    descriptors: { style: "normal", weight: "45 920", display: "swap", unicodeRange: siteFont.unicodeRange },
  };
  const sources = [site, ...subsets];
  // In the order the browser picks them: the site's face, then a subset per character it lacks.
  const points = documentCodePoints(doc);
  const needed = new Set<FaceSource>();
  for (const source of sources) {
    if (points.size === 0) break;
    const covered = [...points].filter((point) => covers(source.ranges, point));
    if (covered.length === 0) continue;
    needed.add(source);
    for (const point of covered) points.delete(point);
  }
  const faces = sources.map((source) => ({
    source,
    face: new FontFace(source.family, `url(${JSON.stringify(source.url)}) format("woff2")`, source.descriptors),
  }));
  // A face that fails to load is still added: the browser tries it again when text needs it.
  await Promise.allSettled(faces.filter(({ source }) => needed.has(source)).map(({ face }) => face.load()));
  for (const { face } of faces) doc.fonts.add(face);
  doc.documentElement.dataset.webFonts = "ready";
}
