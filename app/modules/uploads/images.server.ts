import type { Metadata } from "sharp";
import { AVIF_OPTIONS, WEBP_OPTIONS, widthsFor } from "#app/lib/image-sizes.ts";
import type { UploadRefusal } from "./copy.ts";

/** At most this many pixels (width × height, as the file's header states) are decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** WebP's limit on either side; a taller picture (a long notice image) is scaled to fit. */
const MAX_SIDE = 16_383;

export type EncodedVariant = { format: "avif" | "webp"; width: number; height: number; bytes: Buffer };
export type ImageResult =
  | { ok: true; width: number; height: number; variants: EncodedVariant[] }
  | { ok: false; refusal: UploadRefusal };

const SHARP_FORMAT = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" } as const;
export type AcceptedImage = keyof typeof SHARP_FORMAT;

/**
 * sharp (libvips) is loaded at the first upload, not when the server starts: measured 27 MB of
 * memory and 50 ms on every instance that may never see an upload.
 */
let loading: Promise<typeof import("sharp")> | undefined;
async function loadSharp() {
  loading ??= import("sharp");
  return (await loading).default;
}

/** One encoding at a time per process: each can hold a decoded picture of up to 40 megapixels. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => {});
  return run;
}

/**
 * Reads the header only (sharp's metadata decodes no pixels) and refuses a picture over the
 * pixel limit or one whose decoder disagrees with the sniffed type; then decodes it once (with
 * `limitInputPixels` as a second guard), turns it upright by its EXIF orientation, and encodes the
 * site's widths as AVIF and WebP. sharp writes no metadata unless asked: EXIF (GPS included), XMP,
 * IPTC and ICC are gone from every output, and anything after the picture's data (an appended
 * archive) is never read.
 */
export async function encodeImage(bytes: Buffer, sniffed: AcceptedImage): Promise<ImageResult> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, refusal: "badImage" };
  }
  if (meta.format !== SHARP_FORMAT[sniffed] || (sniffed === "avif" && meta.compression !== "av1")) {
    return { ok: false, refusal: "badImage" };
  }
  if (!meta.width || !meta.height) return { ok: false, refusal: "badImage" };
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) return { ok: false, refusal: "tooManyPixels" };

  return oneAtATime(async () => {
    try {
      return { ok: true, ...(await encodeVariants(bytes)) };
    } catch {
      return { ok: false, refusal: "badImage" };
    }
  });
}

async function encodeVariants(bytes: Buffer) {
  const sharp = await loadSharp();
  // Decoded once, upright, at the largest width served; every variant is cut from these pixels.
  const base = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error", autoOrient: true })
    .resize({
      width: widthsFor(Number.MAX_SAFE_INTEGER).at(-1),
      height: MAX_SIDE,
      fit: "inside",
      withoutEnlargement: true,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = base.info;
  const raw = { width, height, channels };
  const variants: EncodedVariant[] = [];
  for (const targetWidth of widthsFor(width)) {
    for (const format of ["avif", "webp"] as const) {
      const pipeline = sharp(base.data, { raw }).resize({ width: targetWidth, withoutEnlargement: true });
      const encoded = format === "avif" ? pipeline.avif(AVIF_OPTIONS) : pipeline.webp(WEBP_OPTIONS);
      const out = await encoded.toBuffer({ resolveWithObject: true });
      variants.push({ format, width: out.info.width, height: out.info.height, bytes: out.data });
    }
  }
  return { width, height, variants };
}
