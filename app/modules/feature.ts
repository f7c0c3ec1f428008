import type { AuditAction } from "#app/db/audit-actions.ts";
import type { AdminAccess } from "#app/platform/access/roles.ts";
import type { AdminNavItem } from "#app/platform/admin-ui/nav.ts";

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
