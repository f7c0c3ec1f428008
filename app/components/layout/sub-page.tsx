import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { subMenus } from "#app/content/menus.ts";
import type { Page } from "#app/content/pages/index.ts";
import { site } from "#app/content/site.ts";
import { SubBanner } from "./sub-banner.tsx";
import { SubMenu } from "./sub-menu.tsx";
import styles from "./sub-page.module.css";

type Props = {
  page: Page;
  /** Heading text when it differs from the page title (e.g. the floor plan's own "59 type" text). */
  heading?: string;
  /** The sub-menu item to mark when the page's own URL is not in the menu (/{site}/customer → /Promotion/Customer). */
  menuPath?: string;
  children: ReactNode;
};

/**
 * A sub-page: banner (title, tagline, brand box), sub-menu with the current item highlighted,
 * then the page's own content under an h1 in a centred 1200px column.
 */
export function SubPage({ page, heading, menuPath, children }: Props) {
  const { pathname } = useLocation();
  return (
    <main id="main" className={styles.main} data-has-banner={Boolean(page.banner)}>
      {/* Keyed by path so the fade-ins replay when one route module serves several pages. */}
      {page.banner && <SubBanner key={pathname} banner={page.banner} />}
      {page.subMenu && <SubMenu items={subMenus[page.subMenu]} currentPath={menuPath} />}
      <div className={styles.content}>
        <div className={styles.heading}>
          <p className={styles.eyebrow} lang="en">
            {page.banner?.title ?? site.englishName}
          </p>
          <h1 className={styles.title}>{heading ?? page.title}</h1>
        </div>
        {children}
      </div>
    </main>
  );
}
