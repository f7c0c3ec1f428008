import { homeSectionNav as copy } from "#app/content/home-hero.ts";
import styles from "./home.module.css";
import { STEPS } from "./section-stepper.ts";

/** The desktop's right-side dot navigation: one button per stop, the current one marked. */
export function SectionDots({ step, onSelect }: { step: number; onSelect: (step: number) => void }) {
  return (
    <nav className={styles.dots} aria-label={copy.label}>
      <ol>
        {STEPS.map((stop, i) => (
          <li key={stop}>
            <button
              type="button"
              className={styles.dot}
              aria-label={`${i + 1}${copy.buttonSuffix}`}
              aria-current={stop === step ? "step" : undefined}
              data-step-target={stop}
              onClick={() => onSelect(stop)}
            >
              <span className={styles.dotName} aria-hidden="true">
                {copy.names[i]}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
