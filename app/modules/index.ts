import type { AuditAction } from "#app/db/audit-actions.ts";
import type { AdminAccess, StaffRole } from "#app/platform/access/roles.ts";
import { ADMIN_NAV_GROUPS, type AdminNavItem, type AdminNavSection } from "#app/platform/admin-ui/nav.ts";
import { adminUi } from "./admin/feature.ts";
import { auditUi } from "./audit/feature.ts";
import { bannersUi } from "./banners/feature.ts";
import { boardUi } from "./board/feature.ts";
import { bookingsUi } from "./bookings/feature.ts";
import { campaignsUi } from "./campaigns/feature.ts";
import { consentUi } from "./consent/feature.ts";
import { counsellingUi } from "./counselling/feature.ts";
import { dashboardUi } from "./dashboard/feature.ts";
import { dataRequestsUi } from "./data-requests/feature.ts";
import { deskUi } from "./desk/feature.ts";
import { documentsUi } from "./documents/feature.ts";
import type { FeatureUi } from "./feature.ts";
import { leadsUi } from "./leads/feature.ts";
import { messagesUi } from "./messages/feature.ts";
import { salesScheduleUi } from "./sales-schedule/feature.ts";
import { siteFactsUi } from "./site-facts/feature.ts";
import { sitesUi } from "./sites/feature.ts";
import { staffUi } from "./staff/feature.ts";
import { templateUi } from "./template/feature.ts";
import { uploadsUi } from "./uploads/feature.ts";

/**
 * Every feature the browser-side app shows something of, in the order their audit codes are
 * offered on the audit page (the menu has its own `order`). A new feature adds its `feature.ts`
 * here; the admin layout and the audit page stay as they are. Only those two routes import this
 * list: a module takes what it needs as a parameter.
 */
const LISTED = [
  dashboardUi,
  leadsUi,
  counsellingUi,
  deskUi,
  boardUi,
  salesScheduleUi,
  bannersUi,
  documentsUi,
  siteFactsUi,
  bookingsUi,
  messagesUi,
  consentUi,
  campaignsUi,
  uploadsUi,
  auditUi,
  adminUi,
  staffUi,
  sitesUi,
  templateUi,
  dataRequestsUi,
] as const satisfies readonly FeatureUi[];
export const FEATURES_UI: readonly FeatureUi[] = LISTED;

/**
 * Who may use each admin route (path as in routes.ts), every feature's entries together. The
 * admin layout's middleware refuses anything else, and a route missing here is refused to all.
 */
export const ADMIN_ACCESS: Readonly<Record<string, AdminAccess>> = Object.assign(
  {},
  ...FEATURES_UI.map((feature) => feature.adminAccess ?? {}),
);

/** The admin area's menu in the order it shows: group by group, lowest `order` first within each. */
export const ADMIN_NAV: readonly AdminNavItem[] = FEATURES_UI.flatMap((feature) => feature.adminNav ?? []).sort(
  (a, b) => ADMIN_NAV_GROUPS.indexOf(a.group) - ADMIN_NAV_GROUPS.indexOf(b.group) || a.order - b.order,
);

/**
 * The menu a role sees: its groups with the items it may open, a group with none left out (the
 * server checks each request anyway); the template's items only on a template complex.
 */
export function adminNavFor(role: StaffRole, template = false): AdminNavSection[] {
  const allowed = ADMIN_NAV.filter(
    (item) => ADMIN_ACCESS[item.url]?.read.includes(role) && (template || !item.template),
  );
  return ADMIN_NAV_GROUPS.map((group) => ({ group, items: allowed.filter((item) => item.group === group) })).filter(
    (section) => section.items.length > 0,
  );
}

type ActionsOf<Feature> = Feature extends { auditActions: infer Labels } ? keyof Labels : never;
type ListedAction = ActionsOf<(typeof LISTED)[number]>;
// Compiles only while every code a feature declares (app/db/audit-actions.ts) has its feature listed above.
const everyActionListed: Record<AuditAction, true> = {} as Record<ListedAction, true>;
void everyActionListed;

/** Every audit code's Korean name, feature by feature. */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = Object.assign(
  {},
  ...FEATURES_UI.map((feature) => feature.auditActions ?? {}),
);

/** The codes the audit page offers and accepts as its filter, in list order. */
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** The detail keys' Korean labels of all features (a key two features write has one label, checked by a test). */
export const AUDIT_DETAIL_LABELS: Readonly<Record<string, string>> = Object.assign(
  {},
  ...FEATURES_UI.map((feature) => feature.auditDetailLabels ?? {}),
);
