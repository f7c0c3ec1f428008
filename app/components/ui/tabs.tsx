import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { Link } from "react-router";
import styles from "./tabs.module.css";

export type TabItem = {
  id: string;
  label: string;
  /** A link tab works without JavaScript. */
  href?: string;
};

type Props = {
  label: string;
  items: readonly TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  idBase: string;
  children: ReactNode;
  panelClassName?: string;
};

export function tabId(idBase: string, id: string): string {
  return `${idBase}-tab-${id}`;
}

export function panelId(idBase: string): string {
  return `${idBase}-panel`;
}

export function nextTabIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** WAI-ARIA tabs with automatic activation; only the selected tab is in the tab order. */
export function Tabs({ label, items, selectedId, onSelect, idBase, children, panelClassName }: Props) {
  const listRef = useRef<HTMLDivElement>(null);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.id === selectedId);
    const next = nextTabIndex(event.key, Math.max(index, 0), items.length);
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idBase, item.id))}`)?.focus();
    if (item.id !== selectedId) onSelect(item.id);
  }

  return (
    <div className={styles.tabs}>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.list} onKeyDown={handleKeyDown}>
        {items.map((item) => {
          const selected = item.id === selectedId;
          const common = {
            id: tabId(idBase, item.id),
            role: "tab",
            "aria-selected": selected,
            "aria-controls": panelId(idBase),
            tabIndex: selected ? 0 : -1,
            className: styles.tab,
          } as const;
          return item.href ? (
            <Link key={item.id} {...common} to={item.href} replace preventScrollReset>
              {item.label}
            </Link>
          ) : (
            <button key={item.id} {...common} type="button" onClick={() => onSelect(item.id)}>
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        id={panelId(idBase)}
        role="tabpanel"
        aria-labelledby={tabId(idBase, selectedId)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern: the panel is the next stop after the tab list.
        tabIndex={0}
        className={panelClassName ? `${styles.panel} ${panelClassName}` : styles.panel}
      >
        {children}
      </div>
    </div>
  );
}
