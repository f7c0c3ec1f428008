import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { disclaimers } from "#app/content/disclaimers.ts";
import { homeLocation as copy } from "#app/content/home.ts";
import styles from "./home.module.css";
import { FigureStat } from "./home-figure.tsx";
import { HomeScreen, SectionHeading } from "./home-section-heading.tsx";
import { LinkArrow } from "./link-arrow.tsx";

export function LocationSection() {
  return (
    <HomeScreen name="location" step="4" desktopOnly>
      <div className={`${styles.inner} ${styles.locationGrid}`}>
        <div className={styles.locationText}>
          <SectionHeading
            id="home-location-title"
            eyebrow={copy.eyebrow}
            title={copy.titleLines}
            body={copy.body}
            tone="dark"
          />
          <div className={styles.figureGrid}>
            {copy.figures.map((figure) => (
              <FigureStat key={figure.label} figure={figure} />
            ))}
          </div>
          <Link className={styles.textLinkOnDark} to={copy.link.href} prefetch="intent">
            {copy.link.label}
            <LinkArrow />
          </Link>
        </div>
        <figure className={styles.locationMap}>
          <ResponsiveImage image={copy.image} sizes="(max-width: 1280px) 55vw, 680px" />
          <figcaption className={styles.caption}>※ {disclaimers.development}</figcaption>
        </figure>
      </div>
    </HomeScreen>
  );
}
