import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { disclaimers } from "#app/content/disclaimers.ts";
import { complexItems, homeComplex as copy } from "#app/content/home.ts";
import styles from "./home.module.css";
import { HomeScreen, SectionHeading } from "./home-section-heading.tsx";
import { LinkArrow } from "./link-arrow.tsx";

export function ComplexSection() {
  return (
    <HomeScreen name="complex" step="5" desktopOnly>
      <div className={styles.inner}>
        <SectionHeading id="home-complex-title" eyebrow={copy.eyebrow} title={copy.title} body={copy.body} />
        <ul className={styles.complexGrid}>
          {complexItems.map((item) => (
            <li key={item.id} className={styles.complexCard}>
              <div className={styles.complexMedia}>
                <ResponsiveImage image={item.image} sizes="(max-width: 1280px) 33vw, 390px" className={styles.cover} />
              </div>
              <h3 className={styles.complexTitle}>{item.title}</h3>
              <p className={styles.complexText}>{item.text}</p>
              <Link className={styles.textLink} to={item.link.href} prefetch="intent">
                {item.link.label}
                <LinkArrow />
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.caption}>
          ※ {disclaimers.illustrative} {disclaimers.layoutChange}
        </p>
      </div>
    </HomeScreen>
  );
}
