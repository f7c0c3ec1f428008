import { data } from "react-router";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { FramedImage } from "#app/components/ui/framed-image.tsx";
import { narrowSizes, PageBody } from "#app/components/ui/page-body.tsx";
import { disclaimers } from "#app/content/disclaimers.ts";
import { businessPlanPage } from "#app/content/pages/business.ts";
import { pic } from "#app/content/pictures.ts";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { ScheduleTable } from "#app/modules/sales-schedule/components/schedule-table.tsx";
import { publishedScheduleView } from "#app/modules/sales-schedule/pages.server.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import type { Route } from "./+types/business-plan";

/** The published sales schedule; nothing published, the schedule image. */
export async function loader({ context }: Route.LoaderArgs) {
  const view = await publishedScheduleView(databaseOf(context));
  return data({ view }, { headers: { "Cache-Control": CACHE_CONTROL.dynamic } });
}

export function headers() {
  return { "Cache-Control": CACHE_CONTROL.dynamic };
}

export const meta = pageMeta(businessPlanPage);

export default function BusinessPlan({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <SubPage page={businessPlanPage}>
      <PageBody width="narrow">
        {view ? (
          <ScheduleTable view={view} />
        ) : (
          <FramedImage image={pic("sales-schedule")} sizes={narrowSizes} variant="document" />
        )}
        <DisclaimerList items={[disclaimers.editingError]} />
      </PageBody>
    </SubPage>
  );
}
