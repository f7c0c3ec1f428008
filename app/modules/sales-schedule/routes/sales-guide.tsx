import { data, href, Link } from "react-router";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { ComingSoon } from "#app/components/ui/coming-soon.tsx";
import { PageBody } from "#app/components/ui/page-body.tsx";
import { salesGuidePage } from "#app/content/pages/sales.ts";
import { salesGuide } from "#app/content/sales.ts";
import { site } from "#app/content/site.ts";
import { CACHE_CONTROL, NOT_CACHED_OR_INDEXED } from "#app/lib/http.ts";
import { complexNameFromMatches, siteUrlFromMatches } from "#app/lib/page-meta.ts";
import { seo } from "#app/lib/seo.ts";
import styles from "#app/modules/sales-schedule/components/schedule.module.css";
import { ScheduleTable } from "#app/modules/sales-schedule/components/schedule-table.tsx";
import { scheduleCopy } from "#app/modules/sales-schedule/copy.ts";
import { salesGuideOf } from "#app/modules/sales-schedule/pages.server.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import { previewPageHeaders } from "#app/platform/publishing/preview-headers.ts";
import linkStyles from "#app/routes/site/coming-soon-page.module.css";
import type { Route } from "./+types/sales-guide";

/**
 * /SalesInfo/guide (인터넷 청약): the published schedule, today's step and D-n worked out at render in
 * Korea time; nothing published: the coming-soon placeholder. `?preview=1`: the draft, never indexed.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const guide = await salesGuideOf(databaseOf(context), request, url);
  return data(guide, { headers: guide.preview ? NOT_CACHED_OR_INDEXED : { "Cache-Control": CACHE_CONTROL.dynamic } });
}

export const headers = previewPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFromMatches(matches);
  if (loaderData?.preview)
    return [{ title: `미리보기: ${salesGuidePage.title}` }, { name: "robots", content: "noindex" }];
  const url = `${siteUrl}${salesGuidePage.path}`;
  // One schema.org Event per row: the dates are Korea dates (all-day events).
  const events = (loaderData?.view?.steps ?? []).map((step) => ({
    "@context": "https://schema.org",
    "@type": "Event",
    name: `${site.name} ${step.label}`,
    startDate: step.start,
    endDate: step.end ?? step.start,
    ...(step.note ? { description: step.note } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "Place", name: site.name, address: site.address },
    organizer: { "@type": "Organization", name: site.name, url: `${siteUrl}/` },
    url,
  }));
  return seo({ page: salesGuidePage, siteUrl, jsonLd: events, complexName: complexNameFromMatches(matches) });
}

export default function SalesGuide({ loaderData }: Route.ComponentProps) {
  const { view, preview } = loaderData;
  const note = (
    <>
      <p>{salesGuide.detail}</p>
      <a className={linkStyles.link} href={salesGuide.link.href} target="_blank" rel="noopener noreferrer">
        {salesGuide.link.label}
        <span className="visually-hidden"> (새 창)</span>
      </a>
    </>
  );
  return (
    <SubPage page={salesGuidePage}>
      <PageBody width="narrow">
        {preview && (
          <div className={styles.previewBar} role="status" data-testid="schedule-preview-bar">
            <span>{scheduleCopy.previewBanner}</span>
            <Link to={href("/admin/schedule")} reloadDocument>
              {scheduleCopy.backToEditor}
            </Link>
          </div>
        )}
        {view ? (
          <>
            <ScheduleTable view={view} />
            <div className={styles.guideNote}>{note}</div>
          </>
        ) : (
          <ComingSoon title={salesGuide.title} heading={salesGuide.heading} text={salesGuide.text}>
            {note}
          </ComingSoon>
        )}
      </PageBody>
    </SubPage>
  );
}
