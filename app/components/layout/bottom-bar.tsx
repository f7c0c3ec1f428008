import { Link } from "react-router";
import { visitBooking } from "#app/content/menus.ts";
import { telHref } from "#app/content/site.ts";
import { usePublicEnv } from "#app/lib/use-public-env.ts";
import styles from "./bottom-bar.module.css";
import { CalendarIcon, ClockIcon, PhoneIcon } from "./icons.tsx";

/**
 * The mobile fixed bottom bar (≤ 900px; SPEC §2). The body keeps
 * padding-bottom: var(--bottom-bar-height), so it never covers the page's last content.
 */
export function BottomBar() {
  const { salesPhone } = usePublicEnv();
  return (
    <aside className={styles.bar} aria-label="빠른 상담">
      <Link to="/Promotion/Customer" className={styles.reserve} data-interest-trigger="">
        <CalendarIcon className={styles.icon} />
        방문예약
      </Link>
      <Link to={visitBooking.path} className={styles.visit}>
        <ClockIcon className={styles.icon} />
        {visitBooking.label}
      </Link>
      <a href={telHref(salesPhone)} className={styles.call}>
        <PhoneIcon className={styles.icon} />
        전화상담
      </a>
    </aside>
  );
}
