import { useId, useState } from "react";
import { Link } from "react-router";
import { disclaimers } from "#app/content/disclaimers.ts";
import { footerLinks, interestSignup, relatedSites, visitBooking } from "#app/content/menus.ts";
import { privacyPage } from "#app/content/pages/privacy.ts";
import { copyrightLine, site, telHref } from "#app/content/site.ts";
import { KAKAO_LABEL, MODEL_HOUSE_HOURS_LABEL, PHONE_HOURS_LABEL } from "#app/modules/site-facts/copy.ts";
import { phoneHoursText } from "#app/modules/site-facts/shell-facts.ts";
import { useSiteFacts } from "#app/modules/site-facts/use-site-facts.ts";
import { CalendarIcon, ChatIcon, ChevronDownIcon, ExternalIcon, PhoneIcon } from "../ui/icons.tsx";
import styles from "./footer.module.css";
import { Logo } from "./logo.tsx";

export function Footer() {
  const { salesPhone, consultationHours, modelHouseAddress, modelHouseHours, kakaoChannelUrl } = useSiteFacts();
  const [sitesOpen, setSitesOpen] = useState(false);
  const sitesId = useId();

  return (
    <footer className={styles.footer} data-site-footer="">
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo colored link={false} className={styles.logo} />
            <p className={styles.tagline}>{site.tagline}</p>
          </div>

          <div className={styles.cta}>
            <Link to={visitBooking.path} className={styles.reserve}>
              <CalendarIcon className={styles.reserveIcon} />
              {visitBooking.label}
            </Link>
            <Link to={interestSignup.path} className={styles.visitLink} data-interest-trigger="">
              {interestSignup.label}
            </Link>

            <div className={styles.related} data-open={sitesOpen}>
              <button
                type="button"
                className={styles.relatedButton}
                aria-expanded={sitesOpen}
                aria-controls={sitesId}
                onClick={() => setSitesOpen((open) => !open)}
              >
                관련 사이트
                <ChevronDownIcon className={styles.relatedChevron} />
              </button>
              <ul id={sitesId} className={styles.relatedList} hidden={!sitesOpen}>
                {relatedSites.map((related) => (
                  <li key={related.url}>
                    <a className={styles.relatedLink} href={related.url} target="_blank" rel="noopener">
                      {related.title}
                      <span className="visually-hidden">(새 창)</span>
                      <ExternalIcon className={styles.externalIcon} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>

        <div className={styles.info}>
          <div className={styles.phoneBlock}>
            <p className={styles.phoneLabel}>분양 문의</p>
            <a className={styles.phone} href={telHref(salesPhone)}>
              <PhoneIcon className={styles.phoneIcon} />
              {salesPhone}
            </a>
            <p className={styles.hours}>
              {PHONE_HOURS_LABEL} {phoneHoursText(consultationHours)}
            </p>
            {kakaoChannelUrl && (
              <a className={styles.kakao} href={kakaoChannelUrl} target="_blank" rel="noopener noreferrer">
                <ChatIcon className={styles.kakaoIcon} />
                {KAKAO_LABEL}
                <span className="visually-hidden"> (새 창)</span>
              </a>
            )}
          </div>
          <dl className={styles.companies}>
            <div>
              <dt>시행</dt>
              <dd>{site.developer}</dd>
            </div>
            <div>
              <dt>시공</dt>
              <dd>{site.builder}</dd>
            </div>
            <div>
              <dt>견본주택</dt>
              <dd>{modelHouseAddress}</dd>
            </div>
            <div>
              <dt>{MODEL_HOUSE_HOURS_LABEL}</dt>
              <dd>{modelHouseHours}</dd>
            </div>
          </dl>
        </div>

        <ul className={styles.disclaimers} aria-label="유의사항">
          {disclaimers.footer.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>

        <div className={styles.legal}>
          <Link to={privacyPage.path} className={styles.privacyLink}>
            {footerLinks.privacy}
          </Link>
          <p className={styles.copyright}>{copyrightLine()}</p>
        </div>
      </div>
    </footer>
  );
}
