import type { Picture } from "#app/content/pictures.ts";
import styles from "./framed-image.module.css";
import { ResponsiveImage } from "./responsive-image.tsx";

type Props = {
  image: Picture;
  sizes: string;
  /** "photo": edge-to-edge with rounded corners; "document": plans, maps and infographics on a white card. */
  variant?: "photo" | "document";
  caption?: string;
  priority?: boolean;
  className?: string;
};

/** A content image in a figure with an optional caption. Lazy unless `priority` (the banner is the LCP). */
export function FramedImage({ image, sizes, variant = "photo", caption, priority, className }: Props) {
  const classes = [styles.figure, variant === "document" ? styles.document : styles.photo, className]
    .filter(Boolean)
    .join(" ");
  return (
    <figure className={classes}>
      <ResponsiveImage image={image} sizes={sizes} priority={priority} className={styles.image} />
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
