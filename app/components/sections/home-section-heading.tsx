import type { ReactNode } from "react";
import styles from "./home.module.css";

type Props = {
  id: string;
  eyebrow: string;
  /** One line, or several shown on their own lines. */
  title: string | readonly string[];
  body?: string;
  tone?: "light" | "dark";
  align?: "start" | "center";
};

/** A home section's heading block: the Latin eyebrow, the Korean h2 and an optional lead. */
export function SectionHeading({ id, eyebrow, title, body, tone = "light", align = "start" }: Props) {
  const lines = typeof title === "string" ? [title] : title;
  return (
    <div className={styles.heading} data-tone={tone} data-align={align}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {lines.map((line, i) => (
          <span key={line} className={styles.titleLine}>
            {line}
            {i < lines.length - 1 ? " " : null}
          </span>
        ))}
      </h2>
      {body ? <p className={styles.lead}>{body}</p> : null}
    </div>
  );
}

type ScreenProps = {
  /** Its class in home.module.css; its heading's id is `home-<name>-title`. */
  name: "brand" | "premium" | "location" | "complex" | "units" | "emodel" | "benefits";
  /** Its place in the desktop stepper. */
  step: string;
  /** The others are on the mobile page too, as `#home-<name>`. */
  desktopOnly?: boolean;
  children: ReactNode;
};

/** One full screen of the desktop home page. */
export function HomeScreen({ name, step, desktopOnly, children }: ScreenProps) {
  return (
    <section
      id={desktopOnly ? undefined : `home-${name}`}
      className={`${styles.screen} ${styles[name]}${desktopOnly ? ` ${styles.desktopOnly}` : ""}`}
      aria-labelledby={`home-${name}-title`}
      data-home-section={step}
    >
      {children}
    </section>
  );
}
