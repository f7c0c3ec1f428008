import type { AuditAction } from "#app/db/audit-actions.ts";
import type { AdminAccess } from "#app/platform/access/roles.ts";
import type { AdminNavItem } from "#app/platform/admin-ui/nav.ts";

/** Browser-safe and small: the admin layout loads every entry, so it holds words and codes, never schemas. */
export type FeatureUi = {
  name: string;
  adminNav?: readonly AdminNavItem[];
  /** The audit codes this feature writes, with their Korean names. */
  auditActions?: { readonly [action in AuditAction]?: string };
  /** Korean labels of the detail keys this feature's audit entries hold; a key shared by features has one label. */
  auditDetailLabels?: Readonly<Record<string, string>>;
  /** Its admin routes by path as in `routes.ts` (`/admin/leads/:id`), each with who may use it. */
  adminAccess?: Readonly<Record<string, AdminAccess>>;
};
