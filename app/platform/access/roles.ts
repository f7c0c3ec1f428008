/**
 * The sales team's roles. Stored in Better Auth's `user.role`; every admin loader and
 * action checks the signed-in person's role on the server (the route-by-role matrix), never only
 * by hiding a button.
 *
 * - owner (총괄 관리자): everything; manages accounts and settings.
 * - manager (매니저): all leads, bookings, exports, campaigns, site content.
 * - counsellor (상담사): the leads and bookings assigned to them and the unassigned pool; no export, no settings.
 * - marketer (마케터): dashboard, attribution, campaigns and site content; never a name or a phone number.
 */
export const STAFF_ROLES = ["owner", "manager", "counsellor", "marketer"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffRoleLabels = {
  owner: "총괄 관리자",
  manager: "매니저",
  counsellor: "상담사",
  marketer: "마케터",
} as const satisfies Record<StaffRole, string>;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * Who may use one admin route: `read` opens it (GET, its loader), `write` posts to it (its action).
 * Checked on the server for every admin request (deny when a route has no entry).
 */
export type AdminAccess = { read: readonly StaffRole[]; write: readonly StaffRole[] };
