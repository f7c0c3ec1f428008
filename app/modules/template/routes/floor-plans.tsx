import { data } from "react-router";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { TemplatePlans } from "#app/modules/template/components/template-plans.tsx";
import { templatePlansView } from "#app/modules/template/pages.server.ts";
import { templatePlansPage } from "#app/modules/template/template-page-info.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import { isDesignedComplex, siteOf } from "#app/platform/sites/sites.server.ts";
import type { Route } from "./+types/floor-plans";

/** /FloorPlan: a template complex's types (the designed site has a page per type instead: a 404 there). */
export async function loader({ context }: Route.LoaderArgs) {
  if (isDesignedComplex(siteOf(context))) throw data(null, { status: 404 });
  return data(await templatePlansView(databaseOf(context)), { headers: { "Cache-Control": CACHE_CONTROL.dynamic } });
}

export function headers() {
  return { "Cache-Control": CACHE_CONTROL.dynamic };
}

export const meta = pageMeta(templatePlansPage);

export default function FloorPlans({ loaderData }: Route.ComponentProps) {
  return (
    <SubPage page={templatePlansPage}>
      <TemplatePlans view={loaderData} />
    </SubPage>
  );
}
