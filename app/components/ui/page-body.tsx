import type { ReactNode } from "react";
import styles from "./page-body.module.css";
import { SectionHeading } from "./section-heading.tsx";

export function PageBody({ children, width = "default" }: { children: ReactNode; width?: "default" | "narrow" }) {
  return <div className={width === "narrow" ? `${styles.body} ${styles.narrow}` : styles.body}>{children}</div>;
}

/** A section's opening words, as the content modules give them. */
export type SectionContent = { eyebrow?: string; heading: string; lead?: string | readonly string[] };

type SectionProps = {
  id: string;
  content: SectionContent;
  /** The page's own spacing, over the shared column. */
  className?: string;
  "data-interior"?: string;
  children: ReactNode;
};

/** A content section named by its heading: the column every sub-page section shares. */
export function PageSection({ id, content, className, children, ...data }: SectionProps) {
  return (
    <section className={className ? `${styles.section} ${className}` : styles.section} aria-labelledby={id} {...data}>
      <SectionHeading id={id} {...content} />
      {children}
    </section>
  );
}

/** `sizes` for an image as wide as the default content column. */
export const contentSizes = "(max-width: 1280px) calc(100vw - 48px), 1200px";

export const narrowSizes = "(max-width: 1000px) calc(100vw - 48px), 920px";
