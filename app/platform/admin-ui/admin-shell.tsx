import type { ReactNode } from "react";
import { Form, href, NavLink, useLocation } from "react-router";
import { useHydrated } from "#app/lib/hooks/use-hydrated.ts";
import { adminCopy } from "#app/platform/admin-ui/copy.ts";
import styles from "./admin.module.css";
import type { AdminNavItem, AdminNavSection } from "./nav.ts";

/** `nav`: the signed-in role's menu, group by group (the admin layout passes `adminNavFor(role)`). */
type Props = {
  email: string;
  nav: readonly AdminNavSection[];
  /** The complex the admin works on, and those the person may switch to (the switch shows for two or more). */
  complex: { id: string; name: string; choices: readonly { id: string; name: string }[] };
  children: ReactNode;
};

const HOME = href("/admin");

/** The menu item the page belongs to (a lead's page to 관심고객), as `NavLink` marks it: the home page only by itself. */
function currentItem(nav: readonly AdminNavSection[], pathname: string): AdminNavItem | undefined {
  let found: AdminNavItem | undefined;
  for (const item of nav.flatMap((section) => section.items)) {
    const matches =
      item.url === HOME ? pathname === HOME : pathname === item.url || pathname.startsWith(`${item.url}/`);
    if (matches && (!found || item.url.length > found.url.length)) found = item;
  }
  return found;
}

/** The groups, each under its heading (the home page alone, without one). */
function MenuGroups({ nav }: { nav: readonly AdminNavSection[] }) {
  return (
    <div className={styles.menuGroups}>
      {nav.map((section) => (
        <div key={section.group} className={styles.navGroup}>
          {section.group !== "home" && <h2 className={styles.navGroupTitle}>{adminCopy.menu.groups[section.group]}</h2>}
          <ul className={styles.navList}>
            {section.items.map((item) => (
              <li key={item.url}>
                <NavLink to={item.url} end={item.url === HOME} className={styles.navLink}>
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * The admin area's own minimal shell: a top bar with the signed-in address and logout, the menu
 * grouped beside the page on a desktop; no public header, footer or popup. The menu's groups are
 * rendered twice and CSS shows one: a `<details>` closed behind its "메뉴" toggle on a phone (the
 * page first, no script needed), a plain sidebar on a desktop. (One `<details>` shown open by
 * `::details-content` on a desktop reads as hidden to axe and older browsers.)
 */
export function AdminShell({ email, nav, complex, children }: Props) {
  // Marks when the page's scripts run (forms then post without a full reload); tests wait for it.
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const current = currentItem(nav, pathname);
  return (
    <div className={styles.shell} data-hydrated={hydrated}>
      <a className="skip-link" href="#admin-main">
        본문 바로가기
      </a>
      <header className={styles.topbar}>
        <div className={styles.topbarInner}>
          <p className={styles.brand} data-testid="admin-complex">
            {adminCopy.complex.brand(complex.name)}
          </p>
          {complex.choices.length > 1 && (
            <Form key={complex.id} method="post" action={href("/admin/sites/switch")} className={styles.complexSwitch}>
              <label htmlFor="admin-complex-switch" className="visually-hidden">
                {adminCopy.complex.label}
              </label>
              <select id="admin-complex-switch" name="siteId" defaultValue={complex.id} className={styles.input}>
                {complex.choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ))}
              </select>
              <button type="submit" className={styles.logout}>
                {adminCopy.complex.submit}
              </button>
            </Form>
          )}
          <div className={styles.user}>
            <span className={styles.email} data-testid="admin-email">
              {email}
            </span>
            <Form method="post" action={href("/admin/logout")}>
              <button type="submit" className={styles.logout}>
                {adminCopy.signOut}
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className={styles.frame}>
        <nav aria-label={adminCopy.menu.label} className={styles.nav}>
          {/* Keyed by page: after a client-side navigation the phone's menu is closed again, as after a full load. */}
          <details key={pathname} className={styles.menu}>
            <summary className={styles.menuToggle}>
              <span className={styles.menuToggleLabel}>{adminCopy.menu.toggle}</span>{" "}
              {current && (
                <span className={styles.menuCurrent}>
                  <span className="visually-hidden">{adminCopy.menu.current} </span>
                  {current.title}
                </span>
              )}
            </summary>
            <MenuGroups nav={nav} />
          </details>
          <div className={styles.sidebar}>
            <MenuGroups nav={nav} />
          </div>
        </nav>
        <main id="admin-main" className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** The sign-in page's frame: the same calm surface, no navigation. */
export function AdminAuthFrame({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className={styles.authFrame} data-hydrated={hydrated}>
      <main id="admin-main" className={styles.authMain}>
        {children}
      </main>
    </div>
  );
}
