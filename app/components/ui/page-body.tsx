import type { ReactNode } from "react";
import styles from "./page-body.module.css";

type Props = {
  children: ReactNode;
  width?: "default" | "narrow";
};

export function PageBody({ children, width = "default" }: Props) {
  return <div className={width === "narrow" ? `${styles.body} ${styles.narrow}` : styles.body}>{children}</div>;
}

/** `sizes` for an image as wide as the default content column. */
export const contentSizes = "(max-width: 1280px) calc(100vw - 48px), 1200px";

export const narrowSizes = "(max-width: 1000px) calc(100vw - 48px), 920px";
