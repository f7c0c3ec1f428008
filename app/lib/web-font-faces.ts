import { siteFont } from "virtual:site-font";
import { covers, documentCodePoints, type FaceSource, parseFontFaces, parseUnicodeRange } from "./font-face-list.ts";

/**
 * Pretendard's faces, loaded off the page and put in use all at once (see web-fonts.ts for why).
 *
 * Attaching the @font-face list as a stylesheet re-styles and re-lays out the whole page twice: once
 * when the list arrives (every text run is re-resolved against 92 faces not loaded yet) and once more
 * when the files arrive and swap in, 120–150 ms each on a phone-class core, long tasks both. Here the
 * list is read as text, the faces the page's text needs are loaded as FontFace objects that are not
 * yet in the document, and then every face is added in one go: one re-layout, already in Pretendard.
 * A character that appears later (a dialog, another page) makes the browser load its face then, as
 * with the stylesheet; `font-display: swap` applies as before.
 *
 * First comes "Pretendard Site", Pretendard cut down to the site's own characters (one file, about
 * 120 KB; scripts/vite-plugin-site-font.ts), first in --font-sans: the page's text shapes in one face.
 * The 92 subsets stay behind it for every other character (a press article's, a visitor's input).
 */

/**
 * Loads the faces the document's text needs, then adds every face of the list to `doc.fonts` at once.
 * Resolves when they are in use; marks <html data-web-fonts="ready"> for tests and tools.
 */
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
  // The faces the text needs, in the order the browser picks them: the site's face, then a subset
  // for each character it lacks.
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
