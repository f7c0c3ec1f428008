import { SubPage } from "#app/components/layout/sub-page.tsx";
import { ComingSoon } from "#app/components/ui/coming-soon.tsx";
import { PageBody } from "#app/components/ui/page-body.tsx";
import { interiorComingSoon } from "#app/content/interior.ts";
import { interior84BPage } from "#app/content/pages/interior.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import styles from "./coming-soon-page.module.css";

export const meta = pageMeta(interior84BPage);

export default function InteriorComingSoon() {
  return (
    <SubPage page={interior84BPage}>
      <PageBody width="narrow">
        <ComingSoon
          title={interiorComingSoon.title}
          heading={interiorComingSoon.heading}
          text={interiorComingSoon.text}
        >
          <ul className={styles.types}>
            {interiorComingSoon.types.map((type) => (
              <li key={type.id} id={type.id} className={styles.type}>
                <strong className={styles.typeLabel}>{type.label}</strong>
                <span className={styles.typeStatus}>{type.status}</span>
              </li>
            ))}
          </ul>
        </ComingSoon>
      </PageBody>
    </SubPage>
  );
}
