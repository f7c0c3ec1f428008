import { data } from "react-router";
import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { PageBody } from "#app/components/ui/page-body.tsx";
import { PdfOpenButton } from "#app/components/ui/pdf-open-button.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import headingStyles from "#app/components/ui/section-heading.module.css";
import { disclaimers } from "#app/content/disclaimers.ts";
import { salesAnnouncementPage } from "#app/content/pages/sales.ts";
import { salesAnnouncement } from "#app/content/sales.ts";
import { CACHE_CONTROL } from "#app/lib/http.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { documentsCopy, formatDocumentDate } from "#app/modules/documents/copy.ts";
import { getCurrentVersion } from "#app/modules/documents/documents.server.ts";
import { documentHref } from "#app/modules/documents/fields.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import type { Route } from "./+types/sales-announcement";
import styles from "./sales-announcement.module.css";

/** The published recruitment notice; nothing published, the bundled PDF. */
export async function loader({ context }: Route.LoaderArgs) {
  const db = databaseOf(context);
  const [notice, correction] = await Promise.all([
    getCurrentVersion(db, "recruitment-notice"),
    getCurrentVersion(db, "correction-notice"),
  ]);
  return data(
    {
      current: notice ? documentsCopy.current(notice.label, formatDocumentDate(notice.date)) : null,
      href: notice ? documentHref("recruitment-notice") : salesAnnouncement.pdfHref,
      correction: correction ? documentHref("correction-notice") : null,
    },
    { headers: { "Cache-Control": CACHE_CONTROL.dynamic } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE_CONTROL.dynamic };
}

export const meta = pageMeta(salesAnnouncementPage);

const sizes = "(max-width: 900px) calc(100vw - 40px), (max-width: 1280px) 56vw, 680px";

export default function SalesAnnouncement({ loaderData }: Route.ComponentProps) {
  const { current, href, correction } = loaderData;
  return (
    <SubPage page={salesAnnouncementPage}>
      <PageBody>
        <section className={styles.layout} aria-labelledby="announcement">
          <ResponsiveImage image={salesAnnouncement.image} sizes={sizes} className={styles.image} />
          <div className={styles.card}>
            <p className={headingStyles.eyebrow} lang="en">
              {salesAnnouncement.eyebrow}
            </p>
            <h2 id="announcement" className={styles.heading}>
              {salesAnnouncement.heading}
            </h2>
            <p className={styles.lead}>{salesAnnouncement.lead}</p>
            {current && (
              <p className={styles.version} data-testid="announcement-version">
                {current}
              </p>
            )}
            <PdfOpenButton
              href={href}
              label={salesAnnouncement.buttonLabel}
              loadingText={salesAnnouncement.loadingText}
            />
            {correction && (
              <a className={styles.version} href={correction} target="_blank" rel="noopener">
                {documentsCopy.correction}
                <span className="visually-hidden"> (새 창)</span>
              </a>
            )}
            <p className={styles.note}>{salesAnnouncement.newTabNote}</p>
          </div>
        </section>
        <DisclaimerList items={[disclaimers.editingError, disclaimers.illustrative]} />
      </PageBody>
    </SubPage>
  );
}
