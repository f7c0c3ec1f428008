import type { ReactNode } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { homeHero as copy } from "#app/content/home-hero.ts";
import { pic } from "#app/content/pictures.ts";
import styles from "./home.module.css";
import { FigureStat } from "./home-figure.tsx";

/** One hero for both layouts, the page's LCP image; `children`: the band at its foot. */
export function HomeHero({ children }: { children?: ReactNode }) {
  return (
    <section
      className={`${styles.screen} ${styles.hero}`}
      aria-labelledby="home-hero-title"
      data-home-section="1"
      data-header-overlay=""
    >
      <ResponsiveImage image={pic("home-hero")} sizes="100vw" priority className={styles.heroImage} />
      <div className={styles.heroShade} aria-hidden="true" />
      <div className={styles.heroInner}>
        <p className={styles.heroEyebrow}>{copy.eyebrow}</p>
        <h1 id="home-hero-title" className={styles.heroTitle}>
          <span className={styles.heroKicker}>{copy.kicker}</span>
          <span className={styles.heroName}>{copy.title}</span>
        </h1>
        <p className={styles.heroLead}>{copy.lead}</p>
        <div className={styles.heroFigures}>
          {copy.figures.map((figure) => (
            <FigureStat key={figure.value} figure={figure} size="lg" />
          ))}
        </div>
        <div className={styles.heroActions}>
          <a className={styles.buttonPrimary} href={copy.primaryCta.href}>
            {copy.primaryCta.label}
          </a>
          <Link className={styles.buttonGhost} to={copy.videoCta.href} prefetch="intent">
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={styles.playIcon}>
              <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.4" />
              <path d="M8 6.5v7l5.5-3.5z" fill="currentColor" />
            </svg>
            {copy.videoCta.label}
          </Link>
        </div>
      </div>
      {children}
      <p className={styles.scrollHint} aria-hidden="true">
        {copy.scrollHint}
      </p>
    </section>
  );
}
