import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { FramedImage } from "#app/components/ui/framed-image.tsx";
import { KeyFigures } from "#app/components/ui/key-figures.tsx";
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
          <KeyFigures figures={complexIntro.figures} styles={styles} />
          <FramedImage image={complexIntro.image} sizes={contentSizes} variant="document" />
          <DisclaimerList items={complexIntro.notes} />
        </section>
      </PageBody>
    </SubPage>
  );
}
