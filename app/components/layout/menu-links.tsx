import { Link } from "react-router";
import type { MenuLink } from "#app/content/menus.ts";

type Props = {
  links: readonly MenuLink[];
  /** The index of the current page's link, or -1. */
  current: number;
  /** The menu's own CSS module (`links`, `link`), so each menu keeps its look. */
  styles: Readonly<Record<string, string>>;
  onClick: () => void;
  id?: string;
  wide?: boolean;
};

/** One menu group's links, as the header's dropdown and the mobile menu both list them. */
export function MenuLinks({ links, current, styles, onClick, id, wide }: Props) {
  return (
    <ul id={id} className={styles.links} data-wide={wide}>
      {links.map((link, index) => (
        <li key={link.title}>
          <Link
            to={link.url}
            className={styles.link}
            aria-current={index === current ? "page" : undefined}
            onClick={onClick}
          >
            {link.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
