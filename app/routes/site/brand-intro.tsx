import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { FramedImage } from "#app/components/ui/framed-image.tsx";
import { contentSizes, PageBody, PageSection } from "#app/components/ui/page-body.tsx";
import { brandIntro } from "#app/content/brand.ts";
import { disclaimers } from "#app/content/disclaimers.ts";
import { brandIntroPage } from "#app/content/pages/brand.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import styles from "./brand-intro.module.css";

export const meta = pageMeta(brandIntroPage);

export default function BrandIntro() {
  return (
    <SubPage page={brandIntroPage}>
      <PageBody>
        <PageSection id="brand-story" content={brandIntro} className={styles.story}>
          <FramedImage image={brandIntro.image} sizes={contentSizes} caption={brandIntro.imageCaption} />
        </PageSection>

        <PageSection id="brand-values" content={brandIntro.valuesIntro} className={styles.values}>
          <ol className={styles.valueList}>
            {brandIntro.values.map((value) => (
              <li key={value.number} className={styles.value} data-number={value.number}>
                <p className={styles.english} lang="en">
                  {value.english}
                </p>
                <h3 className={styles.valueTitle}>{value.title}</h3>
                <p className={styles.valueText}>{value.text}</p>
              </li>
            ))}
          </ol>
        </PageSection>

        <section className={styles.closing} aria-label="브랜드 약속">
          <p className={styles.closingEyebrow} lang="en">
            {brandIntro.closing.eyebrow}
          </p>
          <p className={styles.closingText}>{brandIntro.closing.text}</p>
        </section>

        <DisclaimerList items={[disclaimers.illustrative]} />
      </PageBody>
    </SubPage>
  );
}
