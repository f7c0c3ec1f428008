import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { contentSizes, PageBody, PageSection } from "#app/components/ui/page-body.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { disclaimers } from "#app/content/disclaimers.ts";
import { locationIntro } from "#app/content/location.ts";
import { locationIntroPage } from "#app/content/pages/location.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { onTemplatePage } from "#app/modules/template/context.ts";
import { templateLocationView } from "#app/modules/template/pages.server.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import { isDesignedComplex, siteOf } from "#app/platform/sites/sites.server.ts";
import type { Route } from "./+types/location-intro";
import styles from "./location-intro.module.css";

/** The designed page is code; a template complex's 입지 is its data, rendered by its shell (app/modules/template). */
export async function loader({ context }: Route.LoaderArgs) {
  if (isDesignedComplex(siteOf(context))) return null;
  return { template: { kind: "location" as const, view: await templateLocationView(databaseOf(context)) } };
}

/** A client-side navigation to the designed page asks the server nothing (its page is code). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return onTemplatePage() ? serverLoader() : null;
}

export const meta = pageMeta(locationIntroPage);

const cardSizes = "(max-width: 600px) calc(100vw - 40px), (max-width: 1100px) calc(50vw - 44px), 285px";

export default function LocationIntro() {
  const { households } = locationIntro;
  return (
    <SubPage page={locationIntroPage}>
      <PageBody>
        <PageSection id="location-heading" content={locationIntro} className={styles.intro}>
          <ul className={styles.taglines}>
            {locationIntro.taglines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <figure className={styles.hero}>
            <ResponsiveImage image={locationIntro.heroImage} sizes={contentSizes} className={styles.heroImage} />
            <figcaption className={styles.stat}>
              <span className={styles.statLabel}>{households.label}</span>
              <span className={styles.statValue}>
                {households.value}
                <span className={styles.statUnit}>{households.unit}</span>
              </span>
            </figcaption>
          </figure>
        </PageSection>

        <PageSection id="location-features" content={locationIntro.featuresIntro} className={styles.features}>
          <ul className={styles.cards}>
            {locationIntro.features.map((card) => (
              <li key={card.titleText} className={styles.card} data-feature-card="">
                <ResponsiveImage image={card.img} sizes={cardSizes} className={styles.cardImage} />
                <div className={styles.cardBody}>
                  <p className={styles.cardEyebrow} lang="en">
                    {card.eyebrow}
                  </p>
                  <h3 className={styles.cardTitle}>{card.titleText}</h3>
                  <p className={styles.cardText}>{card.contentText}</p>
                </div>
              </li>
            ))}
          </ul>
        </PageSection>

        <DisclaimerList items={[disclaimers.development, disclaimers.illustrative]} />
      </PageBody>
    </SubPage>
  );
}
