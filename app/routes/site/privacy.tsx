import { SubPage } from "#app/components/layout/sub-page.tsx";
import { PageBody } from "#app/components/ui/page-body.tsx";
import { privacyPage } from "#app/content/pages/privacy.ts";
import { privacyPolicyCopy as copy } from "#app/content/privacy-policy.ts";
import { telHref } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { usePublicEnv } from "#app/lib/use-public-env.ts";
import { privacy, retentionLabel } from "#app/modules/leads/copy.ts";
import { siteFactsOf } from "#app/modules/site-facts/facts.server.ts";
import { useSiteFacts } from "#app/modules/site-facts/use-site-facts.ts";
import { onTemplatePage, useTemplateComplex } from "#app/modules/template/context.ts";
import { templatePrivacyView } from "#app/modules/template/pages.server.ts";
import { databaseOf } from "#app/platform/database.server.ts";
import { isDesignedComplex, siteOf } from "#app/platform/sites/sites.server.ts";
import type { Route } from "./+types/privacy";
import styles from "./privacy.module.css";

/**
 * Who the policy names as controller and officer. The designed complex's are its code (below); a
 * template complex's come from its team (홈페이지 내용), put together here on the server: its legal
 * name (its name as 사업주체 until written), and where written its officer and contact in place of
 * the designed words.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  if (isDesignedComplex(site)) return null;
  const db = databaseOf(context);
  const [written, facts] = await Promise.all([templatePrivacyView(db), siteFactsOf(db)]);
  const designed = designedController(facts.salesPhone);
  const contact = written.privacyContact;
  return {
    controller: {
      developer: written.developerName || `${site.name} 사업주체`,
      officer: written.privacyOfficer ? `${copy.officerTitle} ${written.privacyOfficer}` : designed.officer,
      ...(contact
        ? {
            contactLabel: copy.officerContact,
            contact,
            // The schema lets through a phone number or an e-mail address only.
            href: contact.includes("@") ? `mailto:${contact}` : telHref(contact),
          }
        : { contactLabel: designed.contactLabel, contact: designed.contact, href: designed.href }),
    },
  };
}

/** A client-side navigation to the designed page asks the server nothing. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return onTemplatePage() ? serverLoader() : null;
}

export const meta = pageMeta(privacyPage);

const designedController = (salesPhone: string) => ({
  developer: privacy.operator.name,
  officer: privacy.operator.officer,
  contactLabel: privacy.operator.contact,
  contact: salesPhone,
  href: telHref(salesPhone),
});

/** PIPA art. 30, from the same `privacy` facts as every consent notice. */
export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { leadRetentionDays } = usePublicEnv();
  const { salesPhone } = useSiteFacts();
  const { sections } = copy;
  const complex = useTemplateComplex();
  const controller = loaderData?.controller ?? designedController(salesPhone);

  return (
    <SubPage page={privacyPage}>
      <PageBody width="narrow">
        <article className={styles.policy}>
          <p className={styles.intro}>{complex ? copy.intro(controller.developer, complex[1]) : copy.intro()}</p>

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
                <dd>{controller.developer}</dd>
              </div>
              <div>
                <dt>{controller.officer}</dt>
                <dd>
                  {controller.contactLabel}{" "}
                  <a className={styles.phone} href={controller.href}>
                    {controller.contact}
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
