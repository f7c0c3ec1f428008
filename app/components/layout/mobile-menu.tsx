import type { Ref } from "react";
import { Link, useLocation } from "react-router";
import { mainMenu, visitBooking } from "#app/content/menus.ts";
import { telHref } from "#app/content/site.ts";
import { PHONE_HOURS_LABEL } from "#app/modules/site-facts/copy.ts";
import { phoneHoursText } from "#app/modules/site-facts/shell-facts.ts";
import { ArrowRightIcon, CalendarIcon, ChevronDownIcon, PhoneIcon } from "../ui/icons.tsx";
import { MenuLinks } from "./menu-links.tsx";
import styles from "./mobile-menu.module.css";
import { currentItemIndex } from "./nav-paths.ts";

type Props = {
  id: string;
  open: boolean;
  /** The group the current page belongs to, or -1: marked so the visitor sees where they are. */
  activeIndex: number;
  phone: string;
  hours: string;
  onNavigate: () => void;
  panelRef?: Ref<HTMLElement>;
};

/** The groups as an exclusive accordion (`<details name>`: one open at a time). */
export function MobileMenu({ id, open, activeIndex, phone, hours, onNavigate, panelRef }: Props) {
  const { pathname } = useLocation();
  return (
    <div className={styles.layer} data-open={open}>
      <div className={styles.backdrop} aria-hidden="true" />
      <nav id={id} ref={panelRef} aria-label="모바일 메뉴" className={styles.panel}>
        <div className={styles.scroller}>
          <Link to={visitBooking.path} className={styles.reserve} onClick={onNavigate}>
            <CalendarIcon className={styles.reserveIcon} />
            <span className={styles.reserveText}>
              <strong>{visitBooking.label}</strong>
              <span>날짜·시간을 골라 바로 예약</span>
            </span>
            <ArrowRightIcon className={styles.reserveArrow} />
          </Link>

          <div className={styles.groups}>
            {mainMenu.map((group, index) => {
              const current = index === activeIndex ? currentItemIndex(group.subMenu, pathname) : -1;
              return (
                <details key={group.title} name="mobile-menu" className={styles.group}>
                  <summary className={styles.summary} data-active={index === activeIndex}>
                    {group.title}
                    <ChevronDownIcon className={styles.chevron} />
                  </summary>
                  <MenuLinks links={group.subMenu} current={current} styles={styles} onClick={onNavigate} />
                </details>
              );
            })}
          </div>

          <div className={styles.contact}>
            <p className={styles.contactLabel}>
              분양 문의 · {PHONE_HOURS_LABEL} {phoneHoursText(hours)}
            </p>
            <a className={styles.phone} href={telHref(phone)}>
              <PhoneIcon className={styles.phoneIcon} />
              {phone}
            </a>
          </div>
        </div>
      </nav>
    </div>
  );
}
