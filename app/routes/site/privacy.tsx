import { SubPage } from "#app/components/layout/sub-page.tsx";
import { PageBody } from "#app/components/ui/page-body.tsx";
import { privacyPage } from "#app/content/pages/privacy.ts";
import { privacyPolicyCopy as copy } from "#app/content/privacy-policy.ts";
import { telHref } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { usePublicEnv } from "#app/lib/use-public-env.ts";
import { privacy, retentionLabel } from "#app/modules/leads/copy.ts";
import { useSiteFacts } from "#app/modules/site-facts/use-site-facts.ts";
import { useTemplateComplex } from "#app/modules/template/context.ts";
import styles from "./privacy.module.css";

export const meta = pageMeta(privacyPage);

/** PIPA art. 30, from the same `privacy` facts as every consent notice. */
export default function PrivacyPolicy() {
  const { leadRetentionDays } = usePublicEnv();
  const { salesPhone } = useSiteFacts();
  const { sections } = copy;
  const complex = useTemplateComplex();

  return (
    <SubPage page={privacyPage}>
      <PageBody width="narrow">
        <article className={styles.policy}>
          <p className={styles.intro}>{complex ? copy.intro(`${complex[1]} 사업주체`, complex[1]) : copy.intro()}</p>

          <section aria-labelledby="privacy-purpose">
            <h2 id="privacy-purpose">{sections.purpose}</h2>
            <p>{privacy.purpose}</p>
            <p>{copy.marketing}</p>
          </section>

          <section aria-labelledby="privacy-items">
            <h2 id="privacy-items">{sections.items}</h2>
            <dl className={styles.items}>
              <div>
                <dt>{copy.requiredLabel}</dt>
                <dd>{privacy.requiredItems.join(", ")}</dd>
              </div>
              <div>
                <dt>{copy.optionalLabel}</dt>
                <dd>{privacy.optionalItems.join(", ")}</dd>
              </div>
              <div>
                <dt>{copy.automaticLabel}</dt>
                <dd>{copy.automaticItems}</dd>
              </div>
            </dl>
            <p>{copy.abuseNote}</p>
            {copy.visitStatistics.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </section>

          <section aria-labelledby="privacy-retention">
            <h2 id="privacy-retention">{sections.retention}</h2>
            <ul>
              <li>{copy.retentionLine(retentionLabel(leadRetentionDays))}</li>
            </ul>
            <p>{privacy.afterRetention}</p>
          </section>

          <section aria-labelledby="privacy-destruction">
            <h2 id="privacy-destruction">{sections.destruction}</h2>
            <ul>
              {copy.destruction.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="privacy-processors">
            <h2 id="privacy-processors">{sections.processors}</h2>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className="visually-hidden">{copy.processorsCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{copy.processorName}</th>
                    <th scope="col">{copy.processorTask}</th>
                  </tr>
                </thead>
                <tbody>
                  {privacy.processors.map((processor) => (
                    <tr key={processor.name}>
                      <td>{processor.name}</td>
                      <td>{processor.task}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section aria-labelledby="privacy-third-party">
            <h2 id="privacy-third-party">{sections.thirdParty}</h2>
            <p>{copy.thirdParty}</p>
          </section>

          <section aria-labelledby="privacy-rights">
            <h2 id="privacy-rights">{sections.rights}</h2>
            <p>{privacy.rights}</p>
            <p>{privacy.refusal}</p>
          </section>

          <section aria-labelledby="privacy-security">
            <h2 id="privacy-security">{sections.security}</h2>
            <p>{privacy.security}</p>
          </section>

          <section aria-labelledby="privacy-officer">
            <h2 id="privacy-officer">{sections.officer}</h2>
            <dl className={styles.items}>
              <div>
                <dt>{privacy.operator.role}</dt>
                <dd>{privacy.operator.name}</dd>
              </div>
              <div>
                <dt>{privacy.operator.officer}</dt>
                <dd>
                  {privacy.operator.contact}{" "}
                  <a className={styles.phone} href={telHref(salesPhone)}>
                    {salesPhone}
                  </a>
                </dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="privacy-changes">
            <h2 id="privacy-changes">{sections.changes}</h2>
            <p>{copy.effective(privacy.effectiveDate)}</p>
          </section>
        </article>
      </PageBody>
    </SubPage>
  );
}
