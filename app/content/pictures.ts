import manifest from "./images.generated.json" with { type: "json" };
import { type ImageInfo, type ImageName, images } from "./images.ts";

export type Picture = ImageInfo & { name: ImageName; hash: string; widths: number[] };

const files: Partial<Record<string, { hash: string; widths: number[] }>> = manifest;

/**
 * In builds scripts/vite-plugin-pictures.ts writes the object in place of each `pic("…")` call, so a
 * page's bundle carries its own pictures instead of the whole registry.
 */
export function pic(name: ImageName): Picture {
  const entry = files[name];
  return { name, ...images[name], hash: entry?.hash ?? "", widths: entry?.widths ?? [] };
}
