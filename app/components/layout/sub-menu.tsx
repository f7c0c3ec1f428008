import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import type { MenuLink } from "#app/content/menus.ts";
import { currentItemIndex } from "./nav-paths.ts";
import styles from "./sub-menu.module.css";

type Props = {
  items: readonly MenuLink[];
  /** Marks the item for this path instead of the location's (pages whose URL is not in the menu). */
  currentPath?: string;
};

/** On mobile a row that scrolls sideways, the current item brought into view. */
export function SubMenu({ items, currentPath }: Props) {
  const { pathname, hash } = useLocation();
  const current = currentItemIndex(items, currentPath ?? pathname, currentPath ? "" : hash);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !item || list.scrollWidth <= list.clientWidth) return;
    // Scroll the row only, never the page.
    list.scrollLeft = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
  }, []);

  return (
    <nav aria-label="하위 메뉴" className={styles.nav}>
      <ul ref={listRef} className={styles.list}>
        {items.map((item, index) => (
          <li key={item.url} className={styles.item}>
            <Link to={item.url} className={styles.link} aria-current={index === current ? "page" : undefined}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
