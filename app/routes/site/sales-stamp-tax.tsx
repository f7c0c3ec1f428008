import { SubPage } from "#app/components/layout/sub-page.tsx";
import { ComingSoon } from "#app/components/ui/coming-soon.tsx";
import { PageBody } from "#app/components/ui/page-body.tsx";
import { salesStampTaxPage } from "#app/content/pages/sales.ts";
import { salesStampTax } from "#app/content/sales.ts";
import { telHref } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { useSiteFacts } from "#app/modules/site-facts/use-site-facts.ts";
import styles from "./coming-soon-page.module.css";

export const meta = pageMeta(salesStampTaxPage);

export default function SalesStampTax() {
  const { salesPhone } = useSiteFacts();
  return (
    <SubPage page={salesStampTaxPage}>
      <PageBody width="narrow">
        <ComingSoon title={salesStampTax.title} heading={salesStampTax.heading} text={salesStampTax.text}>
          <p>{salesStampTax.detail}</p>
          <a className={styles.phone} href={telHref(salesPhone)}>
            {salesPhone}
          </a>
        </ComingSoon>
      </PageBody>
    </SubPage>
  );
}
