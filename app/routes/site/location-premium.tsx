import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { FramedImage } from "#app/components/ui/framed-image.tsx";
import { narrowSizes, PageBody } from "#app/components/ui/page-body.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { disclaimers } from "#app/content/disclaimers.ts";
import { locationPremium } from "#app/content/location.ts";
import { locationPremiumPage } from "#app/content/pages/location.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

export const meta = pageMeta(locationPremiumPage);

export default function LocationPremium() {
  return (
    <SubPage page={locationPremiumPage}>
      <PageBody width="narrow">
        <SectionHeading
          eyebrow={locationPremium.eyebrow}
          heading={locationPremium.heading}
          lead={locationPremium.taglines}
        />
        <FramedImage image={locationPremium.image} sizes={narrowSizes} variant="document" />
        <DisclaimerList items={[disclaimers.development, disclaimers.illustrative]} />
      </PageBody>
    </SubPage>
  );
}
