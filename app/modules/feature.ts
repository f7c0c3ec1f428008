import type { AuditAction } from "#app/db/audit-actions.ts";
import type { StaffRole } from "#app/modules/admin/roles.ts";

/**
 * The admin menu's groups, in menu order; each has its heading in the admin module's copy (the
 * home page stands alone, without one). A closed list: a feature files its sections under these.
 */
export const ADMIN_NAV_GROUPS = ["home", "desk", "messages", "site", "operations", "account"] as const;
export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number];

/** One section of the admin area's menu: under its `group`, lowest `order` first. */
export type AdminNavItem = { title: string; url: string; group: AdminNavGroup; order: number };

/** One group of the menu as shown: only its sections the signed-in role may open, never empty. */
export type AdminNavSection = { group: AdminNavGroup; items: readonly AdminNavItem[] };

/**
 * Who may use one admin route: `read` opens it (GET, its loader), `write` posts to it (its action).
 * Checked on the server for every admin request (deny when a route has no entry).
 */
export type AdminAccess = { read: readonly StaffRole[]; write: readonly StaffRole[] };

/**
 * What the browser-side app shows for one feature, published by `app/modules/<feature>/feature.ts`
 * and listed once in `app/modules/index.ts` (the counterpart of `feature.server.ts`). Browser-safe
 * and small: the admin layout loads every entry, so an entry holds words and codes, never server
 * code or schemas.
 */
export type FeatureUi = {
  name: string;
  adminNav?: readonly AdminNavItem[];
  /** The audit codes this feature writes, each with its Korean name (the feature declares the codes). */
  auditActions?: { readonly [action in AuditAction]?: string };
  /** Korean labels of the detail keys this feature's audit entries hold; a key shared by features has one label. */
  auditDetailLabels?: Readonly<Record<string, string>>;
  /** Its admin routes by path as in `routes.ts` under /admin (`/admin/leads/:id`), each with who may use it. */
  adminAccess?: Readonly<Record<string, AdminAccess>>;
};
