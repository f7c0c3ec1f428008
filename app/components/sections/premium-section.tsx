import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { homePremium as copy, premiumCards } from "#app/content/home.ts";
import styles from "./home.module.css";
import { HomeScreen, SectionHeading } from "./home-section-heading.tsx";
import { LinkArrow } from "./link-arrow.tsx";

export function PremiumSection() {
  return (
    <HomeScreen name="premium" step="3" desktopOnly>
      <div className={styles.inner}>
        <SectionHeading id="home-premium-title" eyebrow={copy.eyebrow} title={copy.title} align="center" />
        <ul className={styles.premiumGrid}>
          {premiumCards.map((card) => (
            <li key={card.number} className={styles.premiumCard} data-premium-card="">
              <div className={styles.premiumMedia}>
                <ResponsiveImage image={card.image} sizes="(max-width: 1280px) 25vw, 300px" className={styles.cover} />
              </div>
              <div className={styles.premiumBody}>
                <p className={styles.premiumNumber}>{card.number}</p>
                <h3 className={styles.premiumTitle}>{card.title}</h3>
                <p className={styles.premiumLines}>
                  {card.lines[0]}
                  <br />
                  {card.lines[1]}
                </p>
                <Link className={styles.premiumLink} to={card.link} prefetch="intent">
                  {card.linkText}
                  <span className="visually-hidden"> ({card.number})</span>
                  <LinkArrow />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </HomeScreen>
  );
}
