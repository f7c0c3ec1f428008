import { type BenefitIcon, homeBenefits as copy } from "#app/content/home.ts";
import { telHref } from "#app/content/site.ts";
import { useSiteFacts } from "#app/modules/site-facts/use-site-facts.ts";
import styles from "./home.module.css";
import { HomeScreen, SectionHeading } from "./home-section-heading.tsx";

const iconPaths: Record<BenefitIcon, string> = {
  gift: "M4 11h16v9H4zM2 7h20v4H2zM12 7v13M12 7c-1.5-3-6-3.5-6-1s4 1 6 1zm0 0c1.5-3 6-3.5 6-1s-4 1-6 1z",
  news: "M5 4h11l3 3v13H5zM8 9h8M8 13h8M8 17h5",
  message: "M3 5h18v11H8l-5 4zM7 9h10M7 12h6",
};

export function BenefitsSection() {
  const { salesPhone } = useSiteFacts();
  return (
    <HomeScreen name="benefits" step="8">
      <div className={styles.inner}>
        <SectionHeading id="home-benefits-title" eyebrow={copy.eyebrow} title={copy.titleLines} align="center" />
        <ol className={styles.benefitGrid}>
          {copy.items.map((item) => (
            <li key={item.title} className={styles.benefitCard}>
              <svg viewBox="0 0 24 24" className={styles.benefitIcon} aria-hidden="true" focusable="false">
                <path
                  d={iconPaths[item.icon]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  strokeLinejoin="round"
                />
              </svg>
              <h3 className={styles.benefitTitle}>{item.title}</h3>
              <p className={styles.benefitText}>{item.text}</p>
            </li>
          ))}
        </ol>
        <div className={styles.benefitActions}>
          <a className={styles.buttonPrimary} href={copy.cta.href}>
            {copy.cta.label}
          </a>
          <a className={styles.phoneLink} href={telHref(salesPhone)}>
            <span className={styles.phoneLabel}>{copy.phoneLabel}</span>
            {salesPhone}
          </a>
        </div>
      </div>
    </HomeScreen>
  );
}
