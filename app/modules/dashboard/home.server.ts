import type { Kysely } from "kysely";
import { redirect } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { listPress } from "#app/modules/board/press.server.ts";
import { landingAfterSignIn } from "#app/modules/desk/landing.ts";
import { listLeads } from "#app/modules/leads/inbox.server.ts";
import type { Staff } from "#app/platform/access/staff.server.ts";
import { complexComparison, loadDashboard } from "./dashboard.server.ts";
import { lastDays, PERIOD_PRESETS, type Period, parsePeriod } from "./period.ts";

/** The period's figures, how many leads are still new and the latest five articles. Aggregates only. */
export async function adminHomeOf(db: Kysely<Database>, period: Period, now = new Date()) {
  const [dashboard, newLeads, press] = await Promise.all([
    loadDashboard(db, period, now),
    listLeads(db, { status: "new" }, { page: 1, pageSize: 1 }),
    listPress(db, { limit: 5 }),
  ]);
  return { dashboard, newLeadCount: newLeads.total, latestPress: press.items };
}

/** The admin pages the home links to. */
const LINKED_PAGES = ["/admin/bookings", "/admin/leads", "/admin/press", "/admin/press/:id", "/admin/audit"] as const;
type LinkedPage = (typeof LINKED_PAGES)[number];

/** The admin's first page for the period asked (GET ?from=&to=, Korea dates; the last 30 days by default). */
export async function adminHomePage(
  staff: Pick<Staff, "db" | "role" | "may" | "complexes" | "site">,
  request: Request,
  url: URL,
) {
  // A counsellor who just signed in starts on their day; the menu brings them here.
  const landing = landingAfterSignIn(staff.role, request);
  if (landing) throw redirect(landing);
  const now = new Date();
  const { period, values, errors } = parsePeriod(url.searchParams, now);
  // The agency's owner compares the complexes side by side (aggregates only).
  const compare = staff.role === "owner" && staff.complexes.length > 1;
  const [home, complexes] = await Promise.all([
    adminHomeOf(staff.db, period, now),
    compare ? complexComparison(staff.db, staff.complexes, period) : null,
  ]);
  const presets = PERIOD_PRESETS.map((days) => lastDays(days, now));
  const opens = Object.fromEntries(LINKED_PAGES.map((page) => [page, staff.may(page, "read")])) as Record<
    LinkedPage,
    boolean
  >;
  return { ...home, complexes, currentComplex: staff.site.id, values, errors, presets, opens };
}
