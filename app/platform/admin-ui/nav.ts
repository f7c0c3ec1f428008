/**
 * The admin menu's groups, in menu order; each has its heading in the admin module's copy (the
 * home page stands alone, without one). A closed list: a feature files its sections under these.
 */
export const ADMIN_NAV_GROUPS = ["home", "desk", "messages", "site", "operations", "account"] as const;
export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number];

/**
 * One section of the admin area's menu: under its `group`, lowest `order` first; `template`: shown only
 * while the admin works on a complex with the standard template (its page still answers elsewhere).
 */
export type AdminNavItem = { title: string; url: string; group: AdminNavGroup; order: number; template?: true };

/** One group of the menu as shown: only its sections the signed-in role may open, never empty. */
export type AdminNavSection = { group: AdminNavGroup; items: readonly AdminNavItem[] };
