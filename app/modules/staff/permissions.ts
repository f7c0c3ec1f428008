import { STAFF_ROLES, type StaffRole } from "#app/platform/access/roles.ts";

/**
 * Who manages whose account: the owner everyone's, a manager only counsellors' and
 * marketers' (never an owner's or another manager's, nor making one). Browser-safe: the add form
 * offers these roles, and the server checks the same rule on every post.
 */
export function manageableRoles(actor: StaffRole): readonly StaffRole[] {
  if (actor === "owner") return STAFF_ROLES;
  if (actor === "manager") return ["counsellor", "marketer"];
  return [];
}

export function mayManage(actor: StaffRole, target: StaffRole): boolean {
  return manageableRoles(actor).includes(target);
}
