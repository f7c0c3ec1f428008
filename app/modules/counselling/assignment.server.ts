import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { seoulDay } from "#app/lib/korea-time.ts";
import { complexOf } from "#app/platform/sites/sites.server.ts";
import { ASSIGNMENT_STATE_ID, type AssignmentMode } from "./kinds.ts";
import { type EventActor, recordLeadEvent } from "./stages.server.ts";

type Db = Kysely<Database> | Transaction<Database>;

export type Counsellor = { id: string; name: string };

const isTrue = (value: number | boolean | null | undefined) => value === true || value === 1;

/**
 * The complex's active counsellors by name (its members in that role); filtered in JavaScript, as
 * SQLite and PostgreSQL store the flag differently.
 */
export async function listCounsellors(db: Db): Promise<Counsellor[]> {
  const rows = await counsellorsOf(db)
    .select(["user.id", "user.name", "user.banned"])
    .orderBy("user.name")
    .orderBy("user.id")
    .execute();
  return rows.filter((row) => !isTrue(row.banned)).map((row) => ({ id: row.id, name: row.name }));
}

export async function isAssignable(db: Db, userId: string): Promise<boolean> {
  const row = await counsellorsOf(db).select("user.banned").where("user.id", "=", userId).executeTakeFirst();
  return Boolean(row && !isTrue(row.banned));
}

/** The accounts that counsel in the handle's complex. */
function counsellorsOf(db: Db) {
  return db
    .selectFrom("user")
    .innerJoin("site_staff", (join) =>
      join.onRef("site_staff.user_id", "=", "user.id").on("site_staff.site_id", "=", complexOf(db)),
    )
    .where("site_staff.role", "=", "counsellor");
}

export async function getAssignmentMode(db: Db): Promise<AssignmentMode> {
  const row = await db
    .selectFrom("assignment_state")
    .select("mode")
    .where("id", "=", ASSIGNMENT_STATE_ID)
    .executeTakeFirst();
  return row?.mode === "round_robin" ? "round_robin" : "manual";
}

/** The complex's mode; its row is made by the first change (a complex without one assigns by hand). */
export async function setAssignmentMode(db: Db, mode: AssignmentMode, now = new Date()): Promise<AssignmentMode> {
  const before = await getAssignmentMode(db);
  const iso = now.toISOString();
  await db
    .insertInto("assignment_state")
    .values({ site_id: complexOf(db), id: ASSIGNMENT_STATE_ID, mode, last_user_id: null, updated_at: iso })
    .onConflict((oc) => oc.columns(["site_id", "id"]).doUpdateSet({ mode, updated_at: iso }))
    .execute();
  return before;
}

/** Moves one lead to a counsellor (or back to the pool with null) with its event, in the caller's transaction. */
export async function moveAssignment(
  trx: Transaction<Database>,
  leadId: string,
  to: string | null,
  actor: EventActor,
  now = new Date(),
  { onlyFromPool = false }: { onlyFromPool?: boolean } = {},
): Promise<{ status: "moved"; from: string | null } | { status: "gone" | "unchanged" | "taken" }> {
  const lead = await trx.selectFrom("leads").select("assigned_to").where("id", "=", leadId).executeTakeFirst();
  if (!lead) return { status: "gone" };
  if (lead.assigned_to === to) return { status: "unchanged" };
  if (onlyFromPool && lead.assigned_to !== null) return { status: "taken" };
  let update = trx
    .updateTable("leads")
    .set({ assigned_to: to, assigned_at: to ? now.toISOString() : null, updated_at: now.toISOString() })
    .where("id", "=", leadId);
  // Compare-and-set: a concurrent change in between makes this one change nothing.
  update =
    lead.assigned_to === null
      ? update.where("assigned_to", "is", null)
      : update.where("assigned_to", "=", lead.assigned_to);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { status: onlyFromPool ? "taken" : "unchanged" };
  await recordLeadEvent(trx, { leadId, kind: "assign", from: lead.assigned_to, to, actor, now });
  return { status: "moved", from: lead.assigned_to };
}

/** Today's counsellors on duty who may get leads, in the round-robin's order (by id). */
export async function onDutyCounsellors(db: Db, day: string): Promise<Counsellor[]> {
  const rows = await db
    .selectFrom("staff_duty")
    .innerJoin("user", "user.id", "staff_duty.user_id")
    .innerJoin("site_staff", (join) =>
      join.onRef("site_staff.user_id", "=", "user.id").on("site_staff.site_id", "=", complexOf(db)),
    )
    .select(["user.id", "user.name", "user.banned"])
    .where("staff_duty.day", "=", day)
    .where("site_staff.role", "=", "counsellor")
    .orderBy("user.id")
    .execute();
  return rows.filter((row) => !isTrue(row.banned)).map((row) => ({ id: row.id, name: row.name }));
}

/** The next in turn after `last` among `ids` (sorted): the first greater id, else the first. */
export function nextInTurn(ids: readonly string[], last: string | null): string | undefined {
  if (ids.length === 0) return undefined;
  if (last === null) return ids[0];
  return ids.find((id) => id > last) ?? ids[0];
}

/**
 * Round-robin for a lead just stored, in the transaction that stores it. The cursor row is locked
 * first by an UPDATE (a row lock in PostgreSQL, the write lock in SQLite), so two instances take
 * turns and no counsellor is skipped or given two in a row. Null in manual mode or with nobody on duty.
 */
export async function autoAssignNewLead(
  trx: Transaction<Database>,
  leadId: string,
  now = new Date(),
): Promise<string | null> {
  if ((await getAssignmentMode(trx)) !== "round_robin") return null;
  const state = await trx
    .updateTable("assignment_state")
    .set({ updated_at: now.toISOString() })
    .where("id", "=", ASSIGNMENT_STATE_ID)
    .returning(["mode", "last_user_id"])
    .executeTakeFirst();
  if (state?.mode !== "round_robin") return null;
  const candidates = await onDutyCounsellors(trx, seoulDay(now));
  const next = nextInTurn(
    candidates.map((counsellor) => counsellor.id),
    state.last_user_id,
  );
  if (!next) return null;
  const moved = await moveAssignment(trx, leadId, next, null, now, { onlyFromPool: true });
  if (moved.status !== "moved") return null;
  await trx
    .updateTable("assignment_state")
    .set({ last_user_id: next, updated_at: now.toISOString() })
    .where("id", "=", ASSIGNMENT_STATE_ID)
    .execute();
  return next;
}

/**
 * A deactivated staff member's leads go back to the pool, each with an event (the system did it),
 * and they leave today's and later duty. Returns the counts for the deactivation's log and audit.
 */
export async function returnLeadsToPool(
  trx: Transaction<Database>,
  userId: string,
  now = new Date(),
): Promise<{ returnedLeads: number; dutyDaysRemoved: number }> {
  const leads = await trx.selectFrom("leads").select("id").where("assigned_to", "=", userId).execute();
  let returnedLeads = 0;
  for (const lead of leads) {
    const moved = await moveAssignment(trx, lead.id, null, null, now);
    if (moved.status === "moved") returnedLeads += 1;
  }
  const removed = await trx
    .deleteFrom("staff_duty")
    .where("user_id", "=", userId)
    .where("day", ">=", seoulDay(now))
    .executeTakeFirst();
  return { returnedLeads, dutyDaysRemoved: Number(removed.numDeletedRows) };
}
