import { useLocation } from "react-router";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { FadeInImage } from "#app/components/ui/fade-in-image.tsx";
import { contentSizes, PageBody } from "#app/components/ui/page-body.tsx";
import headingStyles from "#app/components/ui/section-heading.module.css";
import { SpecTable } from "#app/components/ui/spec-table.tsx";
import { disclaimers } from "#app/content/disclaimers.ts";
import { type FloorPlan, floorPlanForPath, floorPlans, floorPlanText } from "#app/content/floor-plans.ts";
import { siteUrlFromMatches } from "#app/lib/page-meta.ts";
import { seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/floor-plan";
import styles from "./floor-plan.module.css";

/** One module serves seven routes (/FloorPlan/59A … /114C); the path picks the plan. */
function planFor(pathname: string): FloorPlan {
  return floorPlanForPath(pathname) ?? (floorPlans[0] as FloorPlan);
}

export function meta({ location, matches }: Route.MetaArgs) {
  const plan = planFor(location.pathname);
  return seo({ page: plan.page, siteUrl: siteUrlFromMatches(matches) });
}

function households(count: number): string {
  return count > 0 ? `${count.toLocaleString("ko-KR")}세대` : floorPlanText.noUnits;
}

export default function FloorPlanPage() {
  const { pathname } = useLocation();
  const plan = planFor(pathname);
  const { labels } = floorPlanText;
  const rows = [
    { label: labels.type, value: `${plan.label} 타입` },
    { label: labels.exclusiveArea, value: plan.exclusiveArea },
    { label: labels.supplyArea, value: plan.supplyArea },
    { label: labels.households2, value: households(plan.households["2ABL"]) },
    { label: labels.households4, value: households(plan.households["4ABL"]) },
    { label: labels.total, value: households(plan.households["2ABL"] + plan.households["4ABL"]) },
  ];

  return (
    <SubPage page={plan.page} heading={plan.heading}>
      <PageBody>
        <section className={styles.overview} aria-label={`${plan.label} 타입 개요`} data-floor-plan={plan.route}>
          <div className={styles.intro}>
            <p className={headingStyles.eyebrow} lang="en">
              {floorPlanText.eyebrow}
            </p>
            <p className={styles.label} data-unit-label={plan.label}>
              {plan.label}
              <span className={styles.labelSuffix}>TYPE</span>
            </p>
            <p className={styles.summary}>{plan.summary}</p>
            <ul className={styles.highlights}>
              {plan.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          </div>
          <SpecTable caption={`${plan.label} ${floorPlanText.tableCaption}`} rows={rows} />
        </section>

        <FadeInImage
          key={plan.image.name}
          image={plan.image}
          sizes={contentSizes}
          caption={`${plan.label} 타입 ${floorPlanText.planCaption}`}
          className={styles.plan}
        />

        <DisclaimerList items={[disclaimers.modelUnit, disclaimers.illustrative]} />
      </PageBody>
    </SubPage>
  );
}
