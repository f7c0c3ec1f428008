import { useLayoutEffect, useRef, useState } from "react";
import type { Picture } from "#app/content/pictures.ts";
import styles from "./fade-in-image.module.css";
import { ResponsiveImage } from "./responsive-image.tsx";

type Props = {
  image: Picture;
  sizes: string;
  caption?: string;
  className?: string;
};

/** "initial" is visible, so the image shows without JavaScript; "pending" hides it until it fades in. */
type LoadState = "initial" | "pending" | "loaded" | "error";

/** Fades in once loaded (SPEC §4); loaded before hydration, it shows at once. Key it per image. */
export function FadeInImage({ image, sizes, caption, className }: Props) {
  const figureRef = useRef<HTMLElement>(null);
  const [state, setState] = useState<LoadState>("initial");

  // Layout effect: decide before the first paint after hydration, so a loaded image never blinks.
  useLayoutEffect(() => {
    const img = figureRef.current?.querySelector("img");
    if (!img) return;
    const settle = () => setState(img.naturalWidth > 0 ? "loaded" : "error");
    if (img.complete && img.naturalWidth > 0) {
      setState("loaded");
      return;
    }
    // complete with no pixels is a broken image (or one a browser deferred): keep it visible.
    if (!img.complete) setState("pending");
    img.addEventListener("load", settle);
    img.addEventListener("error", settle);
    return () => {
      img.removeEventListener("load", settle);
      img.removeEventListener("error", settle);
    };
  }, []);

  return (
    <figure
      ref={figureRef}
      className={className ? `${styles.figure} ${className}` : styles.figure}
      data-loaded={state === "loaded" ? "true" : "false"}
      data-state={state}
    >
      <ResponsiveImage image={image} sizes={sizes} className={styles.image} />
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
