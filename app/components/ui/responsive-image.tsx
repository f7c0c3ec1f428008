import { useEffect, useRef } from "react";
import { preload } from "react-dom";
import type { Picture } from "#app/content/pictures.ts";

type Props = {
  image: Picture;
  sizes: string;
  /** The page's LCP image: fetched first, never lazy. */
  priority?: boolean;
  alt?: string;
  className?: string;
  onLoad?: () => void;
};

const FALLBACK_MAX_WIDTH = 1280;

/** The names scripts/build-images.ts writes. */
export function imageUrl(image: string, width: number, hash: string, format: "avif" | "webp"): string {
  return `/img/${image}-${width}.${hash}.${format}`;
}

export function imageSources(image: Picture): { avif: string; webp: string; src: string; avifSrc: string } | null {
  if (image.widths.length === 0) return null;
  const srcset = (format: "avif" | "webp") =>
    image.widths.map((w) => `${imageUrl(image.name, w, image.hash, format)} ${w}w`).join(", ");
  const fallback = image.widths.filter((w) => w <= FALLBACK_MAX_WIDTH).at(-1) ?? (image.widths[0] as number);
  return {
    avif: srcset("avif"),
    webp: srcset("webp"),
    src: imageUrl(image.name, fallback, image.hash, "webp"),
    avifSrc: imageUrl(image.name, fallback, image.hash, "avif"),
  };
}

/** AVIF and WebP at several widths, with the intrinsic size so the layout never shifts. */
export function ResponsiveImage({ image, sizes, priority = false, alt, className, onLoad }: Props) {
  const sources = imageSources(image);
  const imgRef = useRef<HTMLImageElement>(null);
  const onLoadRef = useRef(onLoad);
  const reported = useRef<string | null>(null);

  useEffect(() => {
    onLoadRef.current = onLoad;
  });

  // An image that finished loading before hydration fired its load event before React listened.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth > 0 && reported.current !== image.name) {
      reported.current = image.name;
      onLoadRef.current?.();
    }
  }, [image.name]);

  if (priority && sources) {
    // An <img> inside <picture> is not preloaded automatically; hint the AVIF set for the LCP image.
    preload(sources.avifSrc, {
      as: "image",
      type: "image/avif",
      imageSrcSet: sources.avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }

  const handleLoad = () => {
    if (reported.current === image.name) return;
    reported.current = image.name;
    onLoadRef.current?.();
  };

  return (
    <picture style={{ display: "contents" }}>
      {sources && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      {sources && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      {/* No `sizes` here: it is valid only beside a srcset, and the browser takes it from the chosen
          <source>. The <img> has one file, the WebP fallback, so a srcset of its own would only repeat
          the WebP source's (there is no JPEG to offer). */}
      <img
        ref={imgRef}
        src={sources?.src}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        className={className}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        onLoad={handleLoad}
      />
    </picture>
  );
}
