import type { ReactNode } from "react";
import { Form, href, NavLink } from "react-router";
import { useHydrated } from "#app/lib/hooks/use-hydrated.ts";
import { adminCopy } from "#app/modules/admin/copy.ts";
import type { AdminNavItem } from "#app/modules/feature.ts";
import styles from "./admin.module.css";

/** `nav`: the features' sections in menu order (the admin layout passes the signed-in role's part of `ADMIN_NAV`). */
type Props = { email: string; nav: readonly AdminNavItem[]; children: ReactNode };

/**
 * The admin area's own minimal shell: a top bar with the sections, the signed-in address and
 * logout; no public header, footer or popup. On a phone the sections wrap onto a second row.
 */
export function AdminShell({ email, nav, children }: Props) {
  // Marks when the page's scripts run (forms then post without a full reload); tests wait for it.
  const hydrated = useHydrated();
  return (
    <div className={styles.shell} data-hydrated={hydrated}>
      <a className="skip-link" href="#admin-main">
        본문 바로가기
      </a>
      <header className={styles.topbar}>
        <div className={styles.topbarInner}>
          <p className={styles.brand}>{adminCopy.brand}</p>
          <nav aria-label="관리자 메뉴" className={styles.nav}>
            <ul className={styles.navList}>
              {nav.map((item) => (
                <li key={item.url}>
                  <NavLink to={item.url} end={item.url === href("/admin")} className={styles.navLink}>
                    {item.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
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
      <main id="admin-main" className={styles.main}>
        {children}
      </main>
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
