import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { Blob, Face } from "harfbuzzjs";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

/**
 * `virtual:site-font`: Pretendard cut down to the characters the site's own text uses (every
 * non-ASCII character in app/'s modules, plus printable ASCII), as one variable WOFF2 of about
 * 120 KB. A page's text then shapes in one face instead of being split across the 13–16 of
 * Pretendard's 92 unicode-range subsets it touches, which halves the re-layout when the web font
 * comes in (docs/performance.md), and a page downloads one file instead of 300–400 KB of subsets.
 * Characters it lacks (a press article's, a visitor's input) still come from those subsets.
 *
 * The file is emitted into the client build as /assets/pretendard-site-<hash>.woff2 (immutable like
 * every asset); the development server serves it from memory. Subsetting takes a few seconds, so the
 * result is kept in ~/.cache/pentacity-fonts/, keyed by what decides its bytes.
 */
export const SITE_FONT_FAMILY = "Pretendard Site";
const VIRTUAL_ID = "virtual:site-font";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

type SiteFont = { fileName: string; bytes: Buffer; unicodeRange: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The site's characters as sorted code points: printable ASCII and every other character in app/. */
export function siteCodePoints(appDir: string): number[] {
  const points = new Set<number>();
  for (let point = 0x20; point < 0x7f; point++) points.add(point);
  for (const file of sourceFiles(appDir)) {
    for (const char of readFileSync(file, "utf8")) {
      const point = char.codePointAt(0) ?? 0;
      if (point >= 0xa0) points.add(point);
    }
  }
  return [...points].sort((a, b) => a - b);
}

/** Sorted code points as a CSS unicode-range: `U+20-7E, U+B7, U+AC00-AC01, …`. */
export function toUnicodeRange(points: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === (points[j] as number) + 1) j++;
    const from = (points[i] as number).toString(16).toUpperCase();
    const to = (points[j] as number).toString(16).toUpperCase();
    parts.push(i === j ? `U+${from}` : `U+${from}-${to}`);
    i = j + 1;
  }
  return parts.join(", ");
}

/**
 * The code points a font (OpenType, not WOFF2) maps to glyphs, read by HarfBuzz. The site's face may
 * claim in its unicode-range only the characters it has, or the browser would try it for the rest
 * first and then load a subset anyway.
 */
export function cmapCodePoints(sfnt: Buffer): Set<number> {
  return new Set(new Face(new Blob(sfnt)).collectUnicodes());
}

async function buildSiteFont(root: string): Promise<SiteFont> {
  const require = createRequire(import.meta.url);
  const fontPath = require.resolve("pretendard/dist/web/variable/woff2/PretendardVariable.woff2");
  const versions = ["pretendard", "subset-font", "harfbuzzjs"].map((name) => {
    try {
      return `${name}@${JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")).version}`;
    } catch {
      return `${name}@?`;
    }
  });
  const wanted = siteCodePoints(path.join(root, "app"));
  const text = String.fromCodePoint(...wanted);
  const key = createHash("sha256")
    .update(`${versions.join(" ")}\n${text}`)
    .digest("hex")
    .slice(0, 16);
  const cacheDir = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), ".cache"), "pentacity-fonts");
  const cached = path.join(cacheDir, `${key}.woff2`);
  const cachedPoints = path.join(cacheDir, `${key}.json`);
  let bytes: Buffer;
  let points: number[];
  if (existsSync(cached) && existsSync(cachedPoints)) {
    bytes = readFileSync(cached);
    points = JSON.parse(readFileSync(cachedPoints, "utf8"));
  } else {
    const font = readFileSync(fontPath);
    // The characters of the site that Pretendard has (not, say, a Hanja it lacks).
    const has = cmapCodePoints(await subsetFont(font, text, { targetFormat: "sfnt" }));
    points = wanted.filter((point) => has.has(point));
    bytes = await subsetFont(font, text, { targetFormat: "woff2" });
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(cachedPoints, JSON.stringify(points));
    writeFileSync(cached, bytes);
  }
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 8);
  return { fileName: `assets/pretendard-site-${hash}.woff2`, bytes, unicodeRange: toUnicodeRange(points) };
}

export function siteFont(): Plugin {
  let font: Promise<SiteFont> | undefined;
  let root = process.cwd();
  const get = () => {
    font ??= buildSiteFont(root);
    return font;
  };
  return {
    name: "pentacity-site-font",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      const { fileName, unicodeRange } = await get();
      return `export const siteFont = ${JSON.stringify({ family: SITE_FONT_FAMILY, href: `/${fileName}`, unicodeRange })};`;
    },
    async generateBundle() {
      if (this.environment?.name !== "client") return;
      const { fileName, bytes } = await get();
      this.emitFile({ type: "asset", fileName, source: bytes });
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith("/assets/pretendard-site-")) return next();
        const { fileName, bytes } = await get();
        if (req.url.split("?")[0] !== `/${fileName}`) return next();
        res.setHeader("Content-Type", "font/woff2");
        res.end(bytes);
      });
    },
  };
}
