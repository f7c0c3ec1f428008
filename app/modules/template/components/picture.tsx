import { preload } from "react-dom";
import type { PictureView } from "../schema.ts";

/** An uploaded picture in its AVIF and WebP widths; the plain `src` is the WebP the store kept. */
export function Picture({
  picture,
  sizes,
  className,
  eager = false,
}: {
  picture: PictureView;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  if (eager && picture.avif) {
    // An <img> inside <picture> is not preloaded by the browser's scanner: hint the AVIF set of the LCP picture.
    const first = picture.avif.split(" ")[0] ?? picture.src;
    preload(first, {
      as: "image",
      type: "image/avif",
      imageSrcSet: picture.avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      {picture.avif && <source type="image/avif" srcSet={picture.avif} sizes={sizes} />}
      {picture.webp && <source type="image/webp" srcSet={picture.webp} sizes={sizes} />}
      <img
        src={picture.src}
        alt={picture.alt}
        width={picture.width || undefined}
        height={picture.height || undefined}
        className={className}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "sync" : "async"}
        {...(eager ? { fetchPriority: "high" as const } : {})}
      />
    </picture>
  );
}
