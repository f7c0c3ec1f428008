import type { CSSProperties } from "react";
import styles from "./spinner.module.css";

type Props = {
  /** Dot diameter in px (SPEC §9 default 15). */
  size?: number;
  /** Space around each dot in px (default 2). */
  margin?: number;
  /** Speed multiplier: one cycle takes 0.7 s / speed (default 1). */
  speed?: number;
  color?: string;
  /** When given, the spinner is a status region announcing this text. */
  label?: string;
};

/** Three pulsing dots (SPEC §9 spinner: size 15, margin 2, speed 1, 0.7 s cycle; amber by default). */
export function Spinner({ size = 15, margin = 2, speed = 1, color = "#fdb461", label }: Props) {
  const style = {
    "--spinner-size": `${size}px`,
    "--spinner-margin": `${margin}px`,
    "--spinner-cycle": `${0.7 / speed}s`,
    "--spinner-color": color,
  } as CSSProperties;
  return (
    <span className={styles.spinner} style={style} role={label ? "status" : undefined} data-spinner="">
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}
