import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { FramedImage } from "#app/components/ui/framed-image.tsx";
import { contentSizes, PageBody, PageSection } from "#app/components/ui/page-body.tsx";
import { complexCommunity } from "#app/content/complex.ts";
import { disclaimers } from "#app/content/disclaimers.ts";
import { complexCommunityPage } from "#app/content/pages/complex.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import styles from "./complex.module.css";

export const meta = pageMeta(complexCommunityPage);

export default function ComplexCommunity() {
  return (
    <SubPage page={complexCommunityPage}>
      <PageBody>
        <PageSection id="community" content={complexCommunity} className={styles.section}>
          <FramedImage image={complexCommunity.image} sizes={contentSizes} />
          <ul className={styles.facilities}>
            {complexCommunity.facilities.map((facility, index) => (
              <li key={facility.name} className={styles.facility} data-number={String(index + 1).padStart(2, "0")}>
                <p className={styles.facilityEnglish} lang="en">
                  {facility.english}
                </p>
                <h3 className={styles.facilityName}>{facility.name}</h3>
                <p className={styles.facilityCaption}>{facility.caption}</p>
              </li>
            ))}
          </ul>
          <DisclaimerList items={[disclaimers.illustrative, disclaimers.layoutChange]} />
        </PageSection>
      </PageBody>
    </SubPage>
  );
}
