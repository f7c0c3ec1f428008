import { homeInterest as copy } from "#app/content/home.ts";
import { telHref } from "#app/content/site.ts";
import { usePublicEnv } from "#app/lib/use-public-env.ts";
import styles from "./home.module.css";
import { SectionHeading } from "./section-heading.tsx";

/**
 * The #interestForm anchor (SPEC §2) and desktop stop 8.5, a half-height screen. The visit form
 * arrives in `[data-visit-form-slot]`; until then the slot offers the sales line.
 */
export function InterestSection() {
  const { salesPhone } = usePublicEnv();
  return (
    <section id={copy.id} className={styles.interest} aria-labelledby="home-interest-title" data-home-section="8.5">
      <div className={`${styles.inner} ${styles.interestGrid}`}>
        <div>
          <SectionHeading
            id="home-interest-title"
            eyebrow={copy.eyebrow}
            title={copy.title}
            body={copy.body}
            tone="dark"
          />
        </div>
        <div className={styles.formSlot} data-visit-form-slot="">
          <p className={styles.slotLine}>{copy.slotLine}</p>
          <a className={styles.slotPhone} href={telHref(salesPhone)}>
            <span className={styles.phoneLabel}>{copy.phoneLabel}</span>
            <strong>{salesPhone}</strong>
          </a>
          <p className={styles.slotHours}>{copy.hours}</p>
        </div>
      </div>
    </section>
  );
}
