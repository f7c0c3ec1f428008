import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { interestSignup, mainMenu, visitBooking } from "#app/content/menus.ts";
import { telHref } from "#app/content/site.ts";
import { useBodyScrollLock } from "#app/lib/hooks/use-body-scroll-lock.ts";
import { MOBILE_QUERY, useMediaQuery } from "#app/lib/hooks/use-media-query.ts";
import { useScrollFlags } from "#app/lib/hooks/use-scroll-flags.ts";
import { useSiteFacts } from "#app/modules/site-facts/use-site-facts.ts";
import { CalendarIcon, ChatIcon, PhoneIcon } from "../ui/icons.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import styles from "./header.module.css";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { activeGroupIndex } from "./nav-paths.ts";
import { PromoStrip } from "./promo-strip.tsx";

const MOBILE_MENU_ID = "mobile-menu";
/** Forgives a slip of the mouse out of the header. */
const HOVER_CLOSE_DELAY_MS = 120;

/**
 * Desktop and mobile parts are both in the HTML, CSS shows one at 900px. State is tied to the path
 * it was opened on, so a route change closes menus without an effect.
 */
export function Header() {
  const { pathname } = useLocation();
  const { salesPhone, consultationHours } = useSiteFacts();
  const { scrolled, faded } = useScrollFlags();
  const isMobile = useMediaQuery(MOBILE_QUERY);

  const [dropdown, setDropdown] = useState<{ index: number; path: string } | null>(null);
  const openIndex = !isMobile && dropdown?.path === pathname ? dropdown.index : -1;
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpen = isMobile && menuOpenedOn === pathname;

  const headerRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  const activeIndex = activeGroupIndex(mainMenu, pathname);

  function cancelClose() {
    window.clearTimeout(closeTimer.current);
  }
  function openDropdown(index: number) {
    cancelClose();
    setDropdown({ index, path: pathname });
  }
  function closeDropdown() {
    cancelClose();
    setDropdown(null);
  }
  function closeMenu() {
    setMenuOpenedOn(null);
  }

  useBodyScrollLock(menuOpen);

  // Native listeners: the header is a landmark, not a control.
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const cancel = () => window.clearTimeout(closeTimer.current);
    function onPointerLeave(event: PointerEvent) {
      if (event.pointerType !== "mouse") return;
      cancel();
      closeTimer.current = window.setTimeout(() => setDropdown(null), HOVER_CLOSE_DELAY_MS);
    }
    function onFocusOut(event: FocusEvent) {
      const next = event.relatedTarget as Node | null;
      if (next && !header?.contains(next)) {
        setDropdown(null);
        setMenuOpenedOn(null);
      }
    }
    header.addEventListener("pointerleave", onPointerLeave);
    header.addEventListener("pointerenter", cancel);
    header.addEventListener("focusout", onFocusOut);
    return () => {
      cancel();
      header.removeEventListener("pointerleave", onPointerLeave);
      header.removeEventListener("pointerenter", cancel);
      header.removeEventListener("focusout", onFocusOut);
    };
  }, []);

  // Escape closes the mobile menu or a hovered dropdown; a press outside closes them too.
  useEffect(() => {
    if (!menuOpen && openIndex < 0) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      if (menuOpen) {
        setMenuOpenedOn(null);
        toggleRef.current?.focus();
      }
      setDropdown(null);
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (openIndex >= 0 && !headerRef.current?.contains(target)) setDropdown(null);
      if (menuOpen && !panelRef.current?.contains(target) && !barRef.current?.contains(target)) {
        setMenuOpenedOn(null);
      }
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [menuOpen, openIndex]);

  return (
    <header
      ref={headerRef}
      className={styles.header}
      data-scrolled={scrolled}
      data-faded={faded}
      data-dropdown-open={openIndex >= 0}
      data-menu-open={menuOpen}
    >
      <PromoStrip />
      <div ref={barRef} className={styles.bar}>
        <div className={styles.inner}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? "메뉴 닫기" : "메뉴 열기"}
            onClick={() => setMenuOpenedOn(menuOpen ? null : pathname)}
          >
            <span className={styles.burger} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </button>

          <Logo className={styles.logo} colored={faded || menuOpen} onClick={closeMenu} />

          <div className={styles.desktopNav}>
            <DesktopNav openIndex={openIndex} activeIndex={activeIndex} onOpen={openDropdown} onClose={closeDropdown} />
          </div>

          <div className={styles.actions}>
            <Link to={visitBooking.path} className={`${styles.consult} ${styles.visit}`}>
              <CalendarIcon className={styles.actionIcon} />
              {visitBooking.label}
            </Link>
            <Link to={interestSignup.path} className={styles.consult}>
              <ChatIcon className={styles.actionIcon} />
              모바일 상담
            </Link>
            <Link to={interestSignup.path} className={styles.phoneButton} data-interest-trigger="">
              <PhoneIcon className={styles.actionIcon} />
              <span className="visually-hidden">분양 문의 </span>
              {salesPhone}
            </Link>
          </div>

          <a className={styles.call} href={telHref(salesPhone)} aria-label="분양 문의 전화 걸기">
            <PhoneIcon className={styles.callIcon} />
          </a>
        </div>
      </div>
      <MobileMenu
        id={MOBILE_MENU_ID}
        open={menuOpen}
        activeIndex={activeIndex}
        phone={salesPhone}
        hours={consultationHours}
        onNavigate={closeMenu}
        panelRef={panelRef}
      />
    </header>
  );
}
