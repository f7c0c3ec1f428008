/**
 * The site's responsive picture sizes and encoder settings, shared by the build's image pipeline
 * (scripts/build-images.ts, the registry pictures) and the uploads module (pictures the sales team
 * uploads), so an uploaded banner is cut to the same widths ResponsiveImage's `sizes` expect.
 */
export const IMAGE_WIDTHS = [390, 640, 828, 1280, 1920] as const;
export const AVIF_OPTIONS = { quality: 52, effort: 2, chromaSubsampling: "4:2:0" } as const;
export const WEBP_OPTIONS = { quality: 78, effort: 4, smartSubsample: true } as const;

/** The widths made for a source this wide: every listed width below it, then the source's own width (capped). */
export function widthsFor(sourceWidth: number): number[] {
  const cap = Math.min(sourceWidth, Math.max(...IMAGE_WIDTHS));
  return [...IMAGE_WIDTHS.filter((w) => w < cap), cap];
}
