import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { seoulDay } from "#app/lib/korea-time.ts";
import type { StaffRole } from "#app/platform/access/roles.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { assignsLeads, canOpenLead, type Viewer } from "./access.server.ts";
import {
  getAssignmentMode,
  isAssignable,
  listCounsellors,
  moveAssignment,
  setAssignmentMode,
} from "./assignment.server.ts";
import { dutyOfDay, setDuty } from "./duty.server.ts";
import { addEntry, leadHistory } from "./history.server.ts";
import type { AssignmentMode, LeadStage } from "./kinds.ts";
import type { EntryInput } from "./schema.ts";
import { changeStage } from "./stages.server.ts";

/**
 * The counselling work as the admin routes call it: each function takes the signed-in staff member
 * and the client's address, checks the record (a counsellor: their own leads and the pool) and
 * writes its audit entry in the change's own transaction, never with a name, a number or words.
 */
export type CounsellingActor = { id: string; email: string; name: string; role: StaffRole };

const auditActor = (actor: CounsellingActor, clientAddress: string) => ({
  actorId: actor.id,
  actorEmail: actor.email,
  ipAddress: clientAddress,
});

/** Whether the viewer may open (and post to) the lead; false answers 404 whether it exists or not. */
export async function mayOpenLead(db: Kysely<Database>, viewer: Viewer, leadId: string): Promise<boolean> {
  return canOpenLead(db, viewer, leadId);
}

/** The lead page's counselling section: who has it, its history, whom it can go to. */
export async function leadCounsellingOf(db: Kysely<Database>, leadId: string, viewer: Viewer) {
  const lead = await db
    .selectFrom("leads")
    .select(["status", "assigned_to", "assigned_at", "next_contact_at"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead) return undefined;
  const [history, counsellors, assigneeRow] = await Promise.all([
    leadHistory(db, leadId),
    assignsLeads(viewer) ? listCounsellors(db) : Promise.resolve(null),
    lead.assigned_to
      ? db.selectFrom("user").select(["id", "name"]).where("id", "=", lead.assigned_to).executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  return {
    stage: lead.status,
    assignee: lead.assigned_to ? { id: lead.assigned_to, name: assigneeRow?.name ?? null } : null,
    assignedAt: lead.assigned_at,
    nextContactAt: lead.next_contact_at,
    history,
    /** Null unless the viewer may assign (owner, manager). */
    counsellors,
    canTake: viewer.role === "counsellor" && lead.assigned_to === null,
    canRelease: viewer.role === "counsellor" && lead.assigned_to === viewer.id,
  };
}

/** A counselling entry (lead.entry: which entry, its channel, whether a note and a next contact came with it). */
export async function addLeadEntry(
  db: Kysely<Database>,
  leadId: string,
  input: EntryInput,
  actor: CounsellingActor,
  clientAddress: string,
  now = new Date(),
): Promise<"added" | "gone"> {
  return db.transaction().execute(async (trx) => {
    if (!(await canOpenLead(trx, actor, leadId))) return "gone";
    const entryId = await addEntry(trx, leadId, input, actor, now);
    await recordAudit(
      trx,
      {
        ...auditActor(actor, clientAddress),
        action: "lead.entry",
        target: leadId,
        detail: {
          entryId,
          entryChannel: input.channel,
          noteLength: input.note?.length ?? 0,
          nextContact: Boolean(input.nextContactAt),
        },
      },
      now,
    );
    return "added";
  });
}

/** A stage change by hand (lead.stage, with its lead event). Null: not the viewer's to open. */
export async function changeLeadStage(
  db: Kysely<Database>,
  leadId: string,
  stage: LeadStage,
  actor: CounsellingActor,
  clientAddress: string,
  now = new Date(),
) {
  return db.transaction().execute(async (trx) => {
    if (!(await canOpenLead(trx, actor, leadId))) return null;
    const changed = await changeStage(trx, leadId, stage, actor, now);
    if (changed?.changed) {
      await recordAudit(
        trx,
        {
          ...auditActor(actor, clientAddress),
          action: "lead.stage",
          target: leadId,
          detail: { from: changed.from, to: changed.to },
        },
        now,
      );
    }
    return changed;
  });
}

export type AssignResult =
  | { status: "assigned"; count: number }
  | { status: "refused" | "not-assignable" | "gone" | "taken-by-other" };

/**
 * The owner or a manager gives leads to a counsellor (or back to the pool with null), each with its
 * event and its lead.assign entry (the assignee's id, never a name). One transaction: all or none.
 */
export async function assignLeads(
  db: Kysely<Database>,
  leadIds: readonly string[],
  to: string | null,
  actor: CounsellingActor,
  clientAddress: string,
  now = new Date(),
): Promise<AssignResult> {
  if (!assignsLeads(actor)) return { status: "refused" };
  if (to !== null && !(await isAssignable(db, to))) return { status: "not-assignable" };
  return db.transaction().execute(async (trx): Promise<AssignResult> => {
    let count = 0;
    let found = 0;
    for (const leadId of leadIds) {
      const moved = await moveAssignment(trx, leadId, to, actor, now);
      if (moved.status === "gone") continue;
      found += 1;
      if (moved.status !== "moved") continue;
      count += 1;
      await recordAudit(
        trx,
        {
          ...auditActor(actor, clientAddress),
          action: "lead.assign",
          target: leadId,
          detail: { how: "manual", previous: moved.from, assignee: to },
        },
        now,
      );
    }
    if (found === 0) return { status: "gone" };
    return { status: "assigned", count };
  });
}

/**
 * A counsellor takes a lead from the pool ("내가 맡기") or gives their own back. Only while it is
 * still in the pool: of two counsellors taking it at once, one gets it, the other hears so.
 */
export async function takeLead(
  db: Kysely<Database>,
  leadId: string,
  actor: CounsellingActor,
  clientAddress: string,
  { release = false, now = new Date() }: { release?: boolean; now?: Date } = {},
): Promise<AssignResult> {
  if (actor.role !== "counsellor") return { status: "refused" };
  return db.transaction().execute(async (trx): Promise<AssignResult> => {
    if (!(await canOpenLead(trx, actor, leadId))) return { status: "gone" };
    if (!release && !(await isAssignable(trx, actor.id))) return { status: "not-assignable" };
    const moved = release
      ? await moveAssignment(trx, leadId, null, actor, now)
      : await moveAssignment(trx, leadId, actor.id, actor, now, { onlyFromPool: true });
    if (moved.status === "gone") return { status: "gone" };
    if (moved.status === "taken") return { status: "taken-by-other" };
    if (moved.status !== "moved") return { status: "assigned", count: 0 };
    await recordAudit(
      trx,
      {
        ...auditActor(actor, clientAddress),
        action: "lead.assign",
        target: leadId,
        detail: { how: release ? "release" : "take", previous: moved.from, assignee: release ? null : actor.id },
      },
      now,
    );
    return { status: "assigned", count: 1 };
  });
}

/** The duty page: today's Korea date, the counsellors with whether each is on duty, the mode. */
export async function dutyPageOf(db: Kysely<Database>, viewer: Viewer, now = new Date()) {
  const day = seoulDay(now);
  const [counsellors, onDuty, mode] = await Promise.all([
    listCounsellors(db),
    dutyOfDay(db, day),
    getAssignmentMode(db),
  ]);
  const manages = assignsLeads(viewer);
  return {
    day,
    mode,
    manages,
    // A counsellor sees the team (who is in today) and changes only their own line.
    people: counsellors.map((person) => ({
      ...person,
      onDuty: onDuty.has(person.id),
      mine: person.id === viewer.id,
    })),
  };
}

/** Marks someone on (or off) duty today (staff.duty). */
export async function setDutyToday(
  db: Kysely<Database>,
  userId: string,
  onDuty: boolean,
  actor: CounsellingActor,
  clientAddress: string,
  now = new Date(),
): Promise<"saved" | "refused" | "not-assignable"> {
  if (!assignsLeads(actor) && !(actor.role === "counsellor" && actor.id === userId)) return "refused";
  if (onDuty && !(await isAssignable(db, userId))) return "not-assignable";
  const day = seoulDay(now);
  return db.transaction().execute(async (trx) => {
    const changed = await setDuty(trx, userId, day, onDuty, now);
    if (changed) {
      await recordAudit(
        trx,
        { ...auditActor(actor, clientAddress), action: "staff.duty", target: userId, detail: { day, onDuty } },
        now,
      );
    }
    return "saved" as const;
  });
}

/** The assignment mode (counselling.mode): the owner and managers only. */
export async function changeAssignmentMode(
  db: Kysely<Database>,
  mode: AssignmentMode,
  actor: CounsellingActor,
  clientAddress: string,
  now = new Date(),
): Promise<"saved" | "refused"> {
  if (!assignsLeads(actor)) return "refused";
  return db.transaction().execute(async (trx) => {
    const before = await setAssignmentMode(trx, mode, now);
    if (before !== mode) {
      await recordAudit(
        trx,
        { ...auditActor(actor, clientAddress), action: "counselling.mode", detail: { from: before, to: mode } },
        now,
      );
    }
    return "saved" as const;
  });
}
