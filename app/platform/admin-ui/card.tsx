import type { ReactNode } from "react";
import styles from "./admin.module.css";

type CardProps = {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: ReactNode;
  "data-testid"?: string;
  children?: ReactNode;
};

/** One card of an admin page: a section named by its own heading. */
export function Card({ id, title, children, ...rest }: CardProps) {
  return (
    <section className={styles.card} aria-labelledby={id} {...rest}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
