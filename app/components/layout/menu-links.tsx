import type { ComponentProps } from "react";
import { Link } from "react-router";
import type { MenuLink } from "#app/content/menus.ts";

type Props = ComponentProps<"ul"> & {
  links: readonly MenuLink[];
  /** The current page's link, or -1. */
  current: number;
  linkClassName: string | undefined;
  onNavigate: () => void;
};

/** One menu group's links, for the desktop dropdown and the mobile menu alike. */
export function MenuLinks({ links, current, linkClassName, onNavigate, ...list }: Props) {
  return (
    <ul {...list}>
      {links.map((link, linkIndex) => (
        <li key={link.subTitle}>
          <Link
            to={link.subUrl}
            className={linkClassName}
            aria-current={linkIndex === current ? "page" : undefined}
            onClick={onNavigate}
          >
            {link.subTitle}
          </Link>
        </li>
      ))}
    </ul>
  );
}
