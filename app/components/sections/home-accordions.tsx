import type { ReactNode } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { disclaimers } from "#app/content/disclaimers.ts";
import {
  complexItems,
  homeComplexAccordion,
  homeLocation,
  homeOverview as overview,
  premiumCards,
} from "#app/content/home.ts";
import styles from "./home.module.css";
import { FigureStat } from "./home-figure.tsx";
import { SectionHeading } from "./home-section-heading.tsx";
import { LinkArrow } from "./link-arrow.tsx";
import { PremiumSlider } from "./premium-slider.tsx";

/** Native `<details name>` keeps one item open per group (SPEC §4), with no script. */
function AccordionItem({
  name,
  title,
  open = false,
  children,
}: {
  name: string;
  title: string;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details name={name} open={open} className={styles.accordionItem}>
      <summary className={styles.accordionSummary}>
        <span className={styles.accordionTitle}>{title}</span>
        <span className={styles.accordionIcon} aria-hidden="true" />
      </summary>
      <div className={styles.accordionBody}>{children}</div>
    </details>
  );
}

export function OverviewAccordion() {
  return (
    <section
      className={`${styles.mobileSection} ${styles.mobileOnly}`}
      aria-labelledby="home-overview-title"
      data-home-accordion="overview"
    >
      <SectionHeading id="home-overview-title" eyebrow={overview.eyebrow} title={overview.title} />
      <div className={styles.accordion}>
        <AccordionItem name={overview.accordionName} title={overview.summaryTitle} open>
          <dl className={styles.summaryList}>
            {overview.summaryRows.map((row) => (
              <div key={row.label} className={styles.summaryRow}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <Link className={styles.textLink} to={overview.summaryLink.href}>
            {overview.summaryLink.label}
            <LinkArrow />
          </Link>
        </AccordionItem>
        <AccordionItem name={overview.accordionName} title={overview.locationTitle}>
          <figure className={styles.accordionFigure}>
            <ResponsiveImage image={homeLocation.image} sizes="calc(100vw - 40px)" />
            <figcaption className={styles.caption}>※ {disclaimers.development}</figcaption>
          </figure>
          <div className={styles.figureGridCompact}>
            {homeLocation.figures.map((figure) => (
              <FigureStat key={figure.label} figure={figure} />
            ))}
          </div>
          <Link className={styles.textLink} to={homeLocation.link.href}>
            {homeLocation.link.label}
            <LinkArrow />
          </Link>
        </AccordionItem>
        <AccordionItem name={overview.accordionName} title={overview.premiumTitle}>
          <PremiumSlider cards={premiumCards} />
        </AccordionItem>
      </div>
    </section>
  );
}

export function ComplexAccordion() {
  return (
    <section
      className={`${styles.mobileSection} ${styles.mobileSectionAlt} ${styles.mobileOnly}`}
      aria-labelledby="home-complex-accordion-title"
      data-home-accordion="complex"
    >
      <SectionHeading
        id="home-complex-accordion-title"
        eyebrow={homeComplexAccordion.eyebrow}
        title={homeComplexAccordion.title}
      />
      <div className={styles.accordion}>
        {complexItems.map((item, i) => (
          <AccordionItem key={item.id} name={homeComplexAccordion.accordionName} title={item.title} open={i === 0}>
            <figure className={styles.accordionFigure}>
              <ResponsiveImage image={item.image} sizes="calc(100vw - 40px)" />
              <figcaption className={styles.caption}>※ {disclaimers.illustrative}</figcaption>
            </figure>
            <p className={styles.accordionText}>{item.text}</p>
            <Link className={styles.textLink} to={item.link.href}>
              {item.link.label}
              <LinkArrow />
            </Link>
          </AccordionItem>
        ))}
      </div>
    </section>
  );
}
