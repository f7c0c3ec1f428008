import { data } from "react-router";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { templatePlansView } from "#app/modules/template/pages.server.ts";
import { templatePlansPage } from "#app/modules/template/template-page-info.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import { isDesignedComplex, siteOf } from "#app/platform/sites/sites.server.ts";
import type { Route } from "./+types/floor-plans";

/** /FloorPlan: a template complex's types (the designed site has a page per type instead: a 404 there). */
export async function loader({ context }: Route.LoaderArgs) {
  if (isDesignedComplex(siteOf(context))) throw data(null, { status: 404 });
  const template = { kind: "plans" as const, view: await templatePlansView(databaseOf(context)) };
  return data({ template }, { headers: { "Cache-Control": CACHE_CONTROL.dynamic } });
}

export function headers() {
  return { "Cache-Control": CACHE_CONTROL.dynamic };
}

export const meta = pageMeta(templatePlansPage);

/** The template's shell renders the page from the loader's `template`. */
export default function FloorPlans() {
  return null;
}
