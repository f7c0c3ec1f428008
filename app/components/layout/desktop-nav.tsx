import { useId, useRef } from "react";
import { useLocation } from "react-router";
import { mainMenu } from "#app/content/menus.ts";
import { useHydrated } from "#app/lib/hooks/use-hydrated.ts";
import { ChevronDownIcon } from "../ui/icons.tsx";
import styles from "./desktop-nav.module.css";
import { MenuLinks } from "./menu-links.tsx";
import { currentItemIndex } from "./nav-paths.ts";

type Props = {
  openIndex: number;
  activeIndex: number;
  onOpen: (index: number) => void;
  onClose: () => void;
};

/** A disclosure button per group for keyboard and touch, hover for a mouse; CSS does the same before hydration. */
export function DesktopNav({ openIndex, activeIndex, onOpen, onClose }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  return (
    <nav
      aria-label="주 메뉴"
      className={styles.nav}
      data-enhanced={hydrated}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || openIndex < 0) return;
        event.preventDefault();
        buttons.current[openIndex]?.focus();
        onClose();
      }}
    >
      <ul className={styles.groups}>
        {mainMenu.map((group, index) => {
          const open = index === openIndex;
          const listId = `${id}-group-${index}`;
          const current = index === activeIndex ? currentItemIndex(group.subMenu, pathname) : -1;
          return (
            <li
              key={group.title}
              className={styles.group}
              data-open={open}
              data-active={index === activeIndex}
              onPointerEnter={(event) => {
                if (event.pointerType === "mouse") onOpen(index);
              }}
            >
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                className={styles.groupButton}
                aria-expanded={open}
                aria-controls={listId}
                onClick={(event) => {
                  // A mouse has already opened it by hovering: a click keeps it open rather than toggling it shut.
                  const byMouse = event.detail > 0 && window.matchMedia("(hover: hover)").matches;
                  if (open && !byMouse) onClose();
                  else onOpen(index);
                }}
              >
                {group.title}
                <ChevronDownIcon className={styles.chevron} />
              </button>
              <div className={styles.dropdown}>
                <MenuLinks
                  links={group.subMenu}
                  current={current}
                  styles={styles}
                  onClick={onClose}
                  id={listId}
                  wide={group.subMenu.length > 6}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
