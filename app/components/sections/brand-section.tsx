import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { homeBrand as copy } from "#app/content/home.ts";
import { pic } from "#app/content/pictures.ts";
import styles from "./home.module.css";
import { HomeScreen, SectionHeading } from "./home-section-heading.tsx";
import { LinkArrow } from "./link-arrow.tsx";

export function BrandSection() {
  return (
    <HomeScreen name="brand" step="2" desktopOnly>
      <div className={styles.brandMedia}>
        <ResponsiveImage image={pic("home-brand")} sizes="50vw" className={styles.cover} />
      </div>
      <div className={styles.brandText}>
        <p className={styles.badge}>{copy.badge}</p>
        <SectionHeading id="home-brand-title" eyebrow={copy.eyebrow} title={copy.titleLines} body={copy.body} />
        <ul className={styles.brandValues}>
          {copy.values.map((value) => (
            <li key={value.title}>
              <strong>{value.title}</strong>
              <span>{value.text}</span>
            </li>
          ))}
        </ul>
        <Link className={styles.textLink} to={copy.link.href} prefetch="intent">
          {copy.link.label}
          <LinkArrow />
        </Link>
      </div>
    </HomeScreen>
  );
}
