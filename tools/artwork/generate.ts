/**
 * Draws the placeholder artwork for every image in app/content/images.ts (plus the social-sharing
 * image og-default) as SVG and rasterises it with sharp into assets/images/<name>.webp at the
 * registry's intrinsic size. Deterministic: scenes use seeded PRNGs, so the same code gives the
 * same files. Real photos replace these files later (see docs/decisions).
 *
 *   node tools/artwork/generate.ts                 # every image
 *   node tools/artwork/generate.ts plan-84A banner-brand
 *   node tools/artwork/generate.ts --preview /tmp/art plan-84A   # also write PNG previews
 *
 * A full run also writes public/logo.svg (the wordmark, outlined from Pretendard).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { images } from "../../app/content/images.ts";
import { type ArtworkName, artwork, OG_SIZE } from "./src/catalogue.ts";
import { logoSvg } from "./src/logo.ts";

const root = path.resolve(import.meta.dirname, "../..");
const outDir = path.join(root, "assets/images");

const args = process.argv.slice(2);
let previewDir: string | undefined;
const only: string[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i] as string;
  if (arg === "--preview") previewDir = args[++i];
  else only.push(arg);
}

const names = Object.keys(artwork) as ArtworkName[];
const unknown = only.filter((name) => !names.includes(name as ArtworkName));
if (unknown.length > 0) {
  console.error(`Unknown artwork: ${unknown.join(", ")}`);
  process.exit(1);
}
const selected = only.length > 0 ? (only as ArtworkName[]) : names;

mkdirSync(outDir, { recursive: true });
if (previewDir) mkdirSync(previewDir, { recursive: true });

const started = performance.now();
let total = 0;
for (const name of selected) {
  const size = name === "og-default" ? OG_SIZE : images[name];
  const source = artwork[name]();
  const image = sharp(Buffer.from(source), { density: 72 }).resize(size.width, size.height, { fit: "fill" });
  const webp = await image.clone().webp({ quality: 88, effort: 6, smartSubsample: true }).toBuffer();
  writeFileSync(path.join(outDir, `${name}.webp`), webp);
  if (previewDir)
    await image
      .clone()
      .png()
      .toFile(path.join(previewDir, `${name}.png`));
  total += webp.length;
  console.log(`${name.padEnd(22)} ${size.width}x${size.height}  ${(webp.length / 1024).toFixed(0).padStart(5)} KB`);
}
if (only.length === 0) {
  writeFileSync(path.join(root, "public/logo.svg"), logoSvg());
  console.log("public/logo.svg (wordmark outlined from Pretendard)");
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${selected.length} images, ${(total / 1024 / 1024).toFixed(2)} MB in ${seconds} s -> assets/images/`);
