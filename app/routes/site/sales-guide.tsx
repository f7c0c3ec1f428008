import { SubPage } from "#app/components/layout/sub-page.tsx";
import { ComingSoon } from "#app/components/ui/coming-soon.tsx";
import { PageBody } from "#app/components/ui/page-body.tsx";
import { salesGuidePage } from "#app/content/pages/sales.ts";
import { salesGuide } from "#app/content/sales.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import styles from "./coming-soon-page.module.css";

export const meta = pageMeta(salesGuidePage);

/** SPEC: internet subscription, a coming-soon placeholder until the guide image is ready. */
export default function SalesGuide() {
  return (
    <SubPage page={salesGuidePage}>
      <PageBody width="narrow">
        <ComingSoon title={salesGuide.title} heading={salesGuide.heading} text={salesGuide.text}>
          <p>{salesGuide.detail}</p>
          <a className={styles.link} href={salesGuide.link.href} target="_blank" rel="noopener noreferrer">
            {salesGuide.link.label}
            <span className="visually-hidden"> (새 창)</span>
          </a>
        </ComingSoon>
      </PageBody>
    </SubPage>
  );
}
