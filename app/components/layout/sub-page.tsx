import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { subMenus } from "#app/content/menus.ts";
import type { Page } from "#app/content/pages/index.ts";
import { site } from "#app/content/site.ts";
import { useTemplateComplex } from "#app/modules/template/context.ts";
import { SubBanner } from "./sub-banner.tsx";
import { SubMenu } from "./sub-menu.tsx";
import styles from "./sub-page.module.css";

type Props = {
  page: Page;
  heading?: string;
  /** The sub-menu item to mark when the page's own URL is not in the menu (/{site}/customer → /Promotion/Customer). */
  menuPath?: string;
  children: ReactNode;
};

export function SubPage({ page, heading, menuPath, children }: Props) {
  const { pathname } = useLocation();
  // A template complex: its name over the heading; the designed site's banner and sub-menu are not its own.
  const complex = useTemplateComplex();
  const { banner, subMenu } = complex ? {} : page;
  return (
    <main id="main" className={styles.main} data-has-banner={complex ? "template" : Boolean(banner)}>
      {/* Keyed by path so the fade-ins replay when one route module serves several pages. */}
      {banner && <SubBanner key={pathname} banner={banner} />}
      {subMenu && <SubMenu items={subMenus[subMenu]} currentPath={menuPath} />}
      <div className={styles.content}>
        <div className={styles.heading}>
          <p className={styles.eyebrow} lang={complex ? undefined : "en"}>
            {complex?.[1] ?? banner?.title ?? site.englishName}
          </p>
          <h1 className={styles.title}>{heading ?? page.title}</h1>
        </div>
        {children}
      </div>
    </main>
  );
}
