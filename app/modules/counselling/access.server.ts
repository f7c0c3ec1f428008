import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { StaffRole } from "#app/platform/access/roles.ts";

type Db = Kysely<Database> | Transaction<Database>;

export type Viewer = { id: string; role: StaffRole };

/** The owner and managers see every lead; a counsellor their own and the pool; a marketer none. */
export function seesAllLeads(viewer: Viewer): boolean {
  return viewer.role === "owner" || viewer.role === "manager";
}

/** Who may assign leads to anyone and change the assignment mode. */
export function assignsLeads(viewer: Viewer): boolean {
  return seesAllLeads(viewer);
}

/** The counsellor's leads filter for a query on `leads`: undefined = no restriction. */
export function leadScopeOf(viewer: Viewer): { userId: string } | undefined | null {
  if (seesAllLeads(viewer)) return undefined;
  if (viewer.role === "counsellor") return { userId: viewer.id };
  return null;
}

export function ownOrPool(userId: string) {
  return (eb: ExpressionBuilder<Database, "leads">) =>
    eb.or([eb("leads.assigned_to", "=", userId), eb("leads.assigned_to", "is", null)]);
}

/** Whether the viewer may open the lead; another counsellor's lead answers 404 like a missing one (never 403). */
export async function canOpenLead(db: Db, viewer: Viewer, leadId: string): Promise<boolean> {
  const scope = leadScopeOf(viewer);
  if (scope === null) return false;
  let query = db.selectFrom("leads").select("id").where("id", "=", leadId);
  if (scope) query = query.where(ownOrPool(scope.userId));
  return Boolean(await query.executeTakeFirst());
}

/**
 * The phones whose bookings the viewer may see (undefined: all). Bookings link to leads by phone:
 * a person without a lead is the pool's; one whose leads all belong to other counsellors is theirs.
 */
export async function visiblePhones(
  db: Db,
  viewer: Viewer,
  phones: readonly string[],
): Promise<Set<string> | undefined> {
  const scope = leadScopeOf(viewer);
  if (scope === undefined) return undefined;
  if (scope === null || phones.length === 0) return new Set();
  const wanted = [...new Set(phones)];
  const leads = await db.selectFrom("leads").select(["phone", "assigned_to"]).where("phone", "in", wanted).execute();
  const withLead = new Set(leads.map((lead) => lead.phone));
  const open = new Set(
    leads.filter((lead) => lead.assigned_to === null || lead.assigned_to === scope.userId).map((lead) => lead.phone),
  );
  return new Set(wanted.filter((phone) => open.has(phone) || !withLead.has(phone)));
}
