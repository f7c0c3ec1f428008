import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { FramedImage } from "#app/components/ui/framed-image.tsx";
import { contentSizes, PageBody } from "#app/components/ui/page-body.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { complexIntro } from "#app/content/complex.ts";
import { complexIntroPage } from "#app/content/pages/complex.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import styles from "./complex.module.css";

export const meta = pageMeta(complexIntroPage);

/** SPEC: the site layout map with its six disclaimers. */
export default function ComplexIntro() {
  return (
    <SubPage page={complexIntroPage}>
      <PageBody>
        <section className={styles.section} aria-labelledby="site-plan">
          <SectionHeading
            id="site-plan"
            eyebrow={complexIntro.eyebrow}
            heading={complexIntro.heading}
            lead={complexIntro.lead}
          />
          <dl className={styles.figures}>
            {complexIntro.figures.map((figure) => (
              <div key={figure.label} className={styles.figure}>
                <dt className={styles.figureLabel}>{figure.label}</dt>
                <dd className={styles.figureValue}>
                  {figure.value}
                  <span className={styles.figureUnit}>{figure.unit}</span>
                </dd>
              </div>
            ))}
          </dl>
          <FramedImage image={complexIntro.image} sizes={contentSizes} variant="document" />
          <DisclaimerList items={complexIntro.notes} />
        </section>
      </PageBody>
    </SubPage>
  );
}
