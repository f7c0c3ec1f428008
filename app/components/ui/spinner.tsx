import type { CSSProperties } from "react";
import styles from "./spinner.module.css";

type Props = {
  size?: number;
  margin?: number;
  /** One cycle takes 0.7 s / speed. */
  speed?: number;
  color?: string;
  /** When given, the spinner is a status region announcing this text. */
  label?: string;
};

/** SPEC §9 spinner: size 15, margin 2, speed 1. */
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
