import { SubPage } from "#app/components/layout/sub-page.tsx";
import { DisclaimerList } from "#app/components/ui/disclaimer-list.tsx";
import { PageBody } from "#app/components/ui/page-body.tsx";
import { PdfOpenButton } from "#app/components/ui/pdf-open-button.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { disclaimers } from "#app/content/disclaimers.ts";
import { salesAnnouncementPage } from "#app/content/pages/sales.ts";
import { salesAnnouncement } from "#app/content/sales.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import styles from "./sales-announcement.module.css";

export const meta = pageMeta(salesAnnouncementPage);

const sizes = "(max-width: 900px) calc(100vw - 40px), (max-width: 1280px) 56vw, 680px";

/** SPEC: a hero image and a button that opens the recruitment notice PDF in a new tab. */
export default function SalesAnnouncement() {
  return (
    <SubPage page={salesAnnouncementPage}>
      <PageBody>
        <section className={styles.layout} aria-labelledby="announcement">
          <ResponsiveImage image={salesAnnouncement.image} sizes={sizes} className={styles.image} />
          <div className={styles.card}>
            <p className={styles.eyebrow} lang="en">
              {salesAnnouncement.eyebrow}
            </p>
            <h2 id="announcement" className={styles.heading}>
              {salesAnnouncement.heading}
            </h2>
            <p className={styles.lead}>{salesAnnouncement.lead}</p>
            <PdfOpenButton
              href={salesAnnouncement.pdfHref}
              label={salesAnnouncement.buttonLabel}
              loadingText={salesAnnouncement.loadingText}
            />
            <p className={styles.note}>{salesAnnouncement.newTabNote}</p>
          </div>
        </section>
        <DisclaimerList items={[disclaimers.editingError, disclaimers.illustrative]} />
      </PageBody>
    </SubPage>
  );
}
