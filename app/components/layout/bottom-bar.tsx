import { Link } from "react-router";
import { interestSignup, visitBooking } from "#app/content/menus.ts";
import { telHref } from "#app/content/site.ts";
import { KAKAO_SHORT_LABEL } from "#app/modules/site-facts/copy.ts";
import { useSiteFacts } from "#app/modules/site-facts/use-site-facts.ts";
import { CalendarIcon, ChatIcon, ClockIcon, PhoneIcon } from "../ui/icons.tsx";
import styles from "./bottom-bar.module.css";

/** The body keeps padding-bottom: var(--bottom-bar-height), so it never covers the page's last content. */
export function BottomBar() {
  const { salesPhone, kakaoChannelUrl } = useSiteFacts();
  return (
    <aside className={styles.bar} aria-label="빠른 상담">
      <Link to={visitBooking.path} className={styles.reserve}>
        <CalendarIcon className={styles.icon} />
        {visitBooking.label}
      </Link>
      <Link to={interestSignup.path} className={styles.visit} data-interest-trigger="">
        <ClockIcon className={styles.icon} />
        {interestSignup.label}
      </Link>
      <a href={telHref(salesPhone)} className={styles.call}>
        <PhoneIcon className={styles.icon} />
        전화상담
      </a>
      {kakaoChannelUrl && (
        <a href={kakaoChannelUrl} className={styles.kakao} target="_blank" rel="noopener noreferrer">
          <ChatIcon className={styles.icon} />
          {KAKAO_SHORT_LABEL}
          <span className="visually-hidden"> (새 창)</span>
        </a>
      )}
    </aside>
  );
}
