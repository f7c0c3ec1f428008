/**
 * `npm run images` (part of `npm run build`): turns every source picture in assets/images/ into
 * AVIF and WebP at several widths in public/img/, named with a short hash of the source bytes so
 * they can be cached as immutable, and writes the manifest ResponsiveImage reads
 * (app/content/images.generated.json). Also writes /img/og-default.jpg and
 * /apple-touch-icon.png.
 *
 * The manifest depends only on the source bytes and the widths (never on encoder output), so it
 * is the same on every machine and is committed. Outputs that already exist for a hash are not
 * encoded again. An operator replaces a source with a real photo (any of .webp .png .jpg .jpeg
 * .avif, same base name) and rebuilds; see docs/decisions/2026-11-22-generated-artwork-and-image-pipeline.md.
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { images } from "../app/content/images.ts";
import { AVIF_OPTIONS as AVIF, WEBP_OPTIONS as WEBP, widthsFor } from "../app/lib/image-sizes.ts";

/** Bump when encoder settings change: every file name changes with it, so caches never serve stale bytes. */
const PIPELINE_VERSION = 2;
const SOURCE_EXTENSIONS = ["webp", "png", "jpg", "jpeg", "avif"] as const;
/** Sources that are not registry images: the social-sharing picture. */
const EXTRA_SOURCES = ["og-default"] as const;

const root = path.resolve(import.meta.dirname, "..");
const sourceDir = path.join(root, "assets/images");
const publicDir = path.join(root, "public");
const outDir = path.join(publicDir, "img");
const manifestPath = path.join(root, "app/content/images.generated.json");
/**
 * Encoded files kept between builds on this machine (a fresh clone in CI has an empty public/img/):
 * keyed by what decides their bytes, the file name (source hash, width, format) in a folder named
 * after the pipeline version and the sharp/libvips versions. `IMAGE_CACHE_DIR=` (empty) turns it off.
 */
const cacheDir =
  process.env.IMAGE_CACHE_DIR === ""
    ? null
    : path.join(
        process.env.IMAGE_CACHE_DIR ??
          path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), ".cache"), "pentacity-images"),
        `v${PIPELINE_VERSION}-sharp${sharp.versions.sharp}-vips${sharp.versions.vips}`,
      );

type ManifestEntry = { hash: string; widths: number[] };

/** Same pattern as imageUrl() in app/components/ui/responsive-image.tsx. */
function outputName(name: string, width: number, hash: string, ext: "avif" | "webp"): string {
  return `${name}-${width}.${hash}.${ext}`;
}

class ImageBuildError extends Error {}

function findSources(): Map<string, string> {
  if (!existsSync(sourceDir)) throw new ImageBuildError(`No source folder ${path.relative(root, sourceDir)}/`);
  const found = new Map<string, string>();
  const duplicates: string[] = [];
  for (const file of readdirSync(sourceDir).sort()) {
    const ext = path.extname(file).slice(1).toLowerCase();
    if (!(SOURCE_EXTENSIONS as readonly string[]).includes(ext)) continue;
    const name = path.basename(file, path.extname(file));
    if (found.has(name)) duplicates.push(`${found.get(name)} and ${file}`);
    found.set(name, file);
  }
  if (duplicates.length > 0) {
    throw new ImageBuildError(`Two sources for the same image (keep one):\n  ${duplicates.join("\n  ")}`);
  }
  return found;
}

function checkSources(sources: Map<string, string>): void {
  const registry = Object.keys(images);
  const missing = registry.filter((name) => !sources.has(name));
  const known = new Set<string>([...registry, ...EXTRA_SOURCES]);
  const unknown = [...sources.keys()].filter((name) => !known.has(name));
  const problems: string[] = [];
  if (missing.length > 0) {
    problems.push(
      `These images in app/content/images.ts have no source in assets/images/ (add <name>.webp/.png/.jpg, or run npm run images:generate):\n  ${missing.join("\n  ")}`,
    );
  }
  if (unknown.length > 0) {
    problems.push(
      `These files in assets/images/ have no entry in app/content/images.ts (add an entry with alt text and size, or delete the file):\n  ${unknown.map((n) => sources.get(n)).join("\n  ")}`,
    );
  }
  for (const extra of EXTRA_SOURCES) {
    if (!sources.has(extra)) problems.push(`Missing assets/images/${extra}.webp (the social-sharing image).`);
  }
  if (problems.length > 0) throw new ImageBuildError(problems.join("\n\n"));
}

function hashOf(bytes: Buffer): string {
  return createHash("sha256").update(`pipeline-${PIPELINE_VERSION}\n`).update(bytes).digest("hex").slice(0, 8);
}

type Job = { name: string; width: number; height: number; ext: "avif" | "webp"; file: string; source: Buffer };

async function encode(job: Job): Promise<number> {
  const pipeline = sharp(job.source).resize(job.width, job.height, { fit: "cover", position: "centre" });
  const out = job.ext === "avif" ? await pipeline.avif(AVIF).toBuffer() : await pipeline.webp(WEBP).toBuffer();
  writeFileSync(job.file, out);
  return out.length;
}

async function pool<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  });
  await Promise.all(workers);
}

async function main(): Promise<void> {
  const started = performance.now();
  const sources = findSources();
  checkSources(sources);
  mkdirSync(outDir, { recursive: true });

  const manifest: Record<string, ManifestEntry> = {};
  const jobs: Job[] = [];
  const expected = new Set<string>();
  let fromCache = 0;
  for (const [name, info] of Object.entries(images)) {
    const file = sources.get(name) as string;
    const source = readFileSync(path.join(sourceDir, file));
    const meta = await sharp(source).metadata();
    if (!meta.width || !meta.height) throw new ImageBuildError(`Cannot read the size of assets/images/${file}`);
    const ratio = info.width / info.height;
    if (Math.abs(meta.width / meta.height - ratio) / ratio > 0.01) {
      console.warn(
        `! ${file} is ${meta.width}x${meta.height}; the registry says ${info.width}x${info.height}. It will be cropped to that shape (centre).`,
      );
    }
    const hash = hashOf(source);
    const widths = widthsFor(meta.width);
    manifest[name] = { hash, widths };
    for (const width of widths) {
      const height = Math.round((width * info.height) / info.width);
      for (const ext of ["avif", "webp"] as const) {
        const outName = outputName(name, width, hash, ext);
        expected.add(outName);
        const outFile = path.join(outDir, outName);
        if (existsSync(outFile)) continue;
        const cached = cacheDir ? path.join(cacheDir, outName) : null;
        if (cached && existsSync(cached)) {
          copyFileSync(cached, outFile);
          fromCache++;
        } else jobs.push({ name, width, height, ext, file: outFile, source });
      }
    }
  }

  // AVIF jobs first (slowest), two at a time: libvips already uses threads inside each job.
  jobs.sort((a, b) => (a.ext === b.ext ? b.width - a.width : a.ext === "avif" ? -1 : 1));
  let encoded = 0;
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  await pool(jobs, 2, async (job) => {
    await encode(job);
    if (cacheDir) {
      // Written whole, then renamed: a build running beside this one never copies half a file.
      const draft = path.join(cacheDir, `.${path.basename(job.file)}.${process.pid}`);
      copyFileSync(job.file, draft);
      renameSync(draft, path.join(cacheDir, path.basename(job.file)));
    }
    encoded++;
    if (encoded % 40 === 0) console.log(`  ${encoded}/${jobs.length} encoded`);
  });

  // Remove outputs of sources that changed or went away.
  let removed = 0;
  for (const file of readdirSync(outDir)) {
    if (/^[\w-]+-\d+\.[0-9a-f]{8}\.(avif|webp)$/.test(file) && !expected.has(file)) {
      unlinkSync(path.join(outDir, file));
      removed++;
    }
  }

  // Social-sharing JPEG (a fixed path: crawlers do not read srcset) and the Apple touch icon.
  const ogSource = readFileSync(path.join(sourceDir, sources.get("og-default") as string));
  const og = await sharp(ogSource).resize(1200, 630, { fit: "cover" }).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  writeIfChanged(path.join(outDir, "og-default.jpg"), og);
  const favicon = readFileSync(path.join(publicDir, "favicon.svg"));
  const icon = await sharp({ create: { width: 180, height: 180, channels: 4, background: "#0f1c2e" } })
    .composite([{ input: await sharp(favicon, { density: 400 }).resize(180, 180).png().toBuffer() }])
    .removeAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeIfChanged(path.join(publicDir, "apple-touch-icon.png"), icon);

  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  const manifestChanged = writeIfChanged(manifestPath, Buffer.from(json));

  if (fromCache > 0) console.log(`  ${fromCache} files copied from the image cache (${cacheDir})`);
  report(manifest, jobs.length, removed, manifestChanged, (performance.now() - started) / 1000);
}

function writeIfChanged(file: string, bytes: Buffer): boolean {
  if (existsSync(file) && readFileSync(file).equals(bytes)) return false;
  writeFileSync(file, bytes);
  return true;
}

function report(
  manifest: Record<string, ManifestEntry>,
  encoded: number,
  removed: number,
  manifestChanged: boolean,
  seconds: number,
) {
  const totals = { avif: 0, webp: 0 };
  for (const [name, entry] of Object.entries(manifest)) {
    for (const width of entry.widths) {
      for (const ext of ["avif", "webp"] as const)
        totals[ext] += statSync(path.join(outDir, outputName(name, width, entry.hash, ext))).size;
    }
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `Images: ${Object.keys(manifest).length} sources, ${encoded} files encoded, ${removed} stale files removed, ${seconds.toFixed(1)} s`,
  );
  console.log(`  AVIF total ${kb(totals.avif)}, WebP total ${kb(totals.webp)} in public/img/`);
  const heroes = Object.keys(manifest).filter((name) => name === "home-hero" || name.startsWith("banner-"));
  const sizes = heroes.map((name) => {
    const entry = manifest[name] as ManifestEntry;
    const at = (w: number) => statSync(path.join(outDir, outputName(name, w, entry.hash, "avif"))).size;
    return `${name} ${kb(at(390))} / ${kb(at(828))}`;
  });
  console.log(`  AVIF 390w / 828w: ${sizes.join(", ")}`);
  console.log(`  manifest ${manifestChanged ? "updated" : "unchanged"}: ${path.relative(root, manifestPath)}`);
}

main().catch((error: unknown) => {
  if (error instanceof ImageBuildError) {
    console.error(`\nImage build failed:\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
});
