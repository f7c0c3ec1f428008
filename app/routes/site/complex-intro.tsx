import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { FramedImage } from "#app/components/ui/framed-image.tsx";
import { KeyFigures } from "#app/components/ui/key-figures.tsx";
import { contentSizes, PageBody, PageSection } from "#app/components/ui/page-body.tsx";
import { complexIntro } from "#app/content/complex.ts";
import { complexIntroPage } from "#app/content/pages/complex.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import styles from "./complex.module.css";

export const meta = pageMeta(complexIntroPage);

export default function ComplexIntro() {
  return (
    <SubPage page={complexIntroPage}>
      <PageBody>
        <PageSection id="site-plan" content={complexIntro} className={styles.section}>
          <KeyFigures figures={complexIntro.figures} styles={styles} />
          <FramedImage image={complexIntro.image} sizes={contentSizes} variant="document" />
          <DisclaimerList items={complexIntro.notes} />
        </PageSection>
      </PageBody>
    </SubPage>
  );
}
