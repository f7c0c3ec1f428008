import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { FramedImage } from "#app/components/ui/framed-image.tsx";
import { contentSizes, PageBody, PageSection } from "#app/components/ui/page-body.tsx";
import { complexDetail } from "#app/content/complex.ts";
import { complexDetailPage } from "#app/content/pages/complex.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import styles from "./complex.module.css";

export const meta = pageMeta(complexDetailPage);

export default function ComplexDetail() {
  return (
    <SubPage page={complexDetailPage}>
      <PageBody>
        <PageSection id="lake-layout" content={complexDetail} className={styles.section}>
          <FramedImage image={complexDetail.image} sizes={contentSizes} variant="document" />
          <DisclaimerList items={complexDetail.notes} />
        </PageSection>
      </PageBody>
    </SubPage>
  );
}
