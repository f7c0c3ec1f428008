import type { HomeFigure } from "#app/content/home-hero.ts";
import styles from "./home.module.css";

/** A marketing figure set large ("약 8,300억 원") over its caption; the text reads as one phrase. */
export function FigureStat({ figure, size = "md" }: { figure: HomeFigure; size?: "md" | "lg" }) {
  return (
    <div className={size === "lg" ? `${styles.figure} ${styles.figureLg}` : styles.figure}>
      <strong className={styles.figureValue}>
        {figure.prefix ? <span className={styles.figurePrefix}>{figure.prefix} </span> : null}
        {figure.value}
        <span className={styles.figureUnit}>{figure.unit}</span>
      </strong>
      <span className={styles.figureLabel}>{figure.label}</span>
    </div>
  );
}
