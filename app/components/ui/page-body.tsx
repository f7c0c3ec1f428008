import type { ReactNode } from "react";
import styles from "./page-body.module.css";

type Props = {
  children: ReactNode;
  /** "narrow" for text-led pages and tall single images. */
  width?: "default" | "narrow";
};

/** The content column under a sub-page's heading: spacing between sections, optionally narrower. */
export function PageBody({ children, width = "default" }: Props) {
  return <div className={width === "narrow" ? `${styles.body} ${styles.narrow}` : styles.body}>{children}</div>;
}

/** `sizes` for an image as wide as the default content column. */
export const contentSizes = "(max-width: 1280px) calc(100vw - 48px), 1200px";

/** `sizes` for an image as wide as the narrow column. */
export const narrowSizes = "(max-width: 1000px) calc(100vw - 48px), 920px";
