import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { FramedImage } from "#app/components/ui/framed-image.tsx";
import { narrowSizes, PageBody } from "#app/components/ui/page-body.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { disclaimers } from "#app/content/disclaimers.ts";
import { salesSubscriptionPage } from "#app/content/pages/sales.ts";
import { salesSubscription } from "#app/content/sales.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

export const meta = pageMeta(salesSubscriptionPage);

export default function SalesSubscription() {
  return (
    <SubPage page={salesSubscriptionPage}>
      <PageBody width="narrow">
        <SectionHeading
          eyebrow={salesSubscription.eyebrow}
          heading={salesSubscription.heading}
          lead={salesSubscription.lead}
        />
        <FramedImage image={salesSubscription.image} sizes={narrowSizes} variant="document" />
        <DisclaimerList items={[disclaimers.editingError]} />
      </PageBody>
    </SubPage>
  );
}
