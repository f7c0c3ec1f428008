import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { FramedImage } from "#app/components/ui/framed-image.tsx";
import { narrowSizes, PageBody } from "#app/components/ui/page-body.tsx";
import { disclaimers } from "#app/content/disclaimers.ts";
import { businessPlanPage } from "#app/content/pages/business.ts";
import { pic } from "#app/content/pictures.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

export const meta = pageMeta(businessPlanPage);

/** SPEC: the sales schedule is only a banner, the heading and the schedule image. */
export default function BusinessPlan() {
  return (
    <SubPage page={businessPlanPage}>
      <PageBody width="narrow">
        <FramedImage image={pic("sales-schedule")} sizes={narrowSizes} variant="document" />
        <DisclaimerList items={[disclaimers.editingError]} />
      </PageBody>
    </SubPage>
  );
}
