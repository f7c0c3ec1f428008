import { homeSectionNav as copy } from "#app/content/home-hero.ts";
import styles from "./home.module.css";

/** section-stepper.ts's STEPS again (a test keeps them equal), so the dots do not bring the stepping code. */
export const DOT_STEPS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 8.5];

export function SectionDots({ step, onSelect }: { step: number; onSelect: (step: number) => void }) {
  return (
    <nav className={styles.dots} aria-label={copy.label}>
      <ol>
        {DOT_STEPS.map((stop, i) => (
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
