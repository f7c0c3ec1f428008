/** Shared by the build's pictures and the uploads, so an uploaded banner has the widths `sizes` expect. */
export const IMAGE_WIDTHS = [390, 640, 828, 1280, 1920] as const;
export const AVIF_OPTIONS = { quality: 52, effort: 2, chromaSubsampling: "4:2:0" } as const;
export const WEBP_OPTIONS = { quality: 78, effort: 4, smartSubsample: true } as const;

export function widthsFor(sourceWidth: number): number[] {
  const cap = Math.min(sourceWidth, Math.max(...IMAGE_WIDTHS));
  return [...IMAGE_WIDTHS.filter((w) => w < cap), cap];
}
