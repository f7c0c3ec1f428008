import { Link } from "react-router";
import { homeInterest as copy } from "#app/content/home.ts";
import { visitBooking } from "#app/content/menus.ts";
import { telHref } from "#app/content/site.ts";
import { VISIT_FIND_LABEL, VISIT_FIND_PATH, VISIT_FIND_QUESTION } from "#app/content/visit-find.ts";
import { VisitForm } from "#app/modules/leads/components/visit-form.tsx";
import type { LeadFormActionData } from "#app/modules/leads/lead-form-values.ts";
import { PHONE_HOURS_LABEL } from "#app/modules/site-facts/copy.ts";
import { phoneHoursText } from "#app/modules/site-facts/shell-facts.ts";
import { useSiteFacts } from "#app/modules/site-facts/use-site-facts.ts";
import styles from "./home.module.css";
import { SectionHeading } from "./home-section-heading.tsx";

/** Without JavaScript the form posts to the home route's action and comes back to this section. */
export const HOME_FORM_ACTION = `/?index#${copy.id}`;

type Props = { actionData?: LeadFormActionData };

/** The #interestForm anchor (SPEC §2) and desktop stop 8.5. */
export function InterestSection({ actionData }: Props) {
  const { salesPhone, consultationHours } = useSiteFacts();
  return (
    <section id={copy.id} className={styles.interest} aria-labelledby="home-interest-title" data-home-section="8.5">
      <div className={`${styles.inner} ${styles.interestGrid}`}>
        <div className={styles.interestIntro}>
          <SectionHeading
            id="home-interest-title"
            eyebrow={copy.eyebrow}
            title={copy.title}
            body={copy.body}
            tone="dark"
          />
          <div className={styles.interestPhone}>
            <p className={styles.slotLine}>{copy.slotLine}</p>
            <a className={styles.slotPhone} href={telHref(salesPhone)}>
              <span className={styles.phoneLabel}>{copy.phoneLabel}</span>
              <strong>{salesPhone}</strong>
            </a>
            <p className={styles.slotHours}>
              {PHONE_HOURS_LABEL} {phoneHoursText(consultationHours)}
            </p>
            <Link to={visitBooking.path} className={styles.visitLink}>
              {copy.visitLink}
            </Link>
            <p className={styles.findLine}>
              {VISIT_FIND_QUESTION}{" "}
              <Link to={VISIT_FIND_PATH} className={styles.findLink}>
                {VISIT_FIND_LABEL}
              </Link>
            </p>
          </div>
        </div>
        <div className={styles.formPanel}>
          <VisitForm kind="visit" action={HOME_FORM_ACTION} idPrefix="home-visit" actionData={actionData} tone="dark" />
        </div>
      </div>
    </section>
  );
}
