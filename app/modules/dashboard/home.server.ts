import { getDatabase } from "#app/db/db.server.ts";
import { listPress } from "#app/modules/board/press.server.ts";
import { listLeads } from "#app/modules/leads/inbox.server.ts";
import { loadDashboard } from "./dashboard.server.ts";
import type { Period } from "./period.ts";

/**
 * The admin's first page: the period's figures, how many leads are still new and the latest five
 * articles. Aggregates only: no personal data, no audit entry.
 */
export async function adminHomeOf(period: Period, now = new Date()) {
  const db = getDatabase().db;
  const [dashboard, newLeads, press] = await Promise.all([
    loadDashboard(db, period, now),
    listLeads(db, { status: "new" }, { page: 1, pageSize: 1 }),
    listPress(db, { limit: 5 }),
  ]);
  return { dashboard, newLeadCount: newLeads.total, latestPress: press.items };
}
