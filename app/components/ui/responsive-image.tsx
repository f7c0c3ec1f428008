import { type ImageName, images } from "#app/content/images.ts";

type Props = {
  image: ImageName;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  /** The page's LCP image: fetched first, never lazy. */
  priority?: boolean;
  alt?: string;
  className?: string;
  onLoad?: () => void;
};

/**
 * Interface is final; the image pipeline helper replaces the body (srcset from the build's
 * manifest, AVIF + WebP sources).
 */
export function ResponsiveImage({ image, sizes, priority = false, alt, className, onLoad }: Props) {
  const info = images[image];
  return (
    <img
      src={`/img/${image}.webp`}
      sizes={sizes}
      width={info.width}
      height={info.height}
      alt={alt ?? info.alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      onLoad={onLoad}
    />
  );
}
