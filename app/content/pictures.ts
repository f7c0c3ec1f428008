import manifest from "./images.generated.json" with { type: "json" };
import { type ImageInfo, type ImageName, images } from "./images.ts";

/** A registry picture with what drawing it needs: alt text, intrinsic size, and its files (from `npm run images`). */
export type Picture = ImageInfo & { name: ImageName; hash: string; widths: number[] };

const files: Partial<Record<string, { hash: string; widths: number[] }>> = manifest;

/**
 * The picture of this name. In builds the Vite plugin in scripts/vite-plugin-pictures.ts writes
 * the resulting object in place of each `pic("…")` call, so a page's bundle carries its own
 * pictures instead of the whole registry (a module shared by every route would go to every
 * page whole). Elsewhere (tests, scripts) this runs as written.
 */
export function pic(name: ImageName): Picture {
  const entry = files[name];
  return { name, ...images[name], hash: entry?.hash ?? "", widths: entry?.widths ?? [] };
}
