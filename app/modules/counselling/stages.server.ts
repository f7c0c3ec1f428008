import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { FUNNEL_STAGES, type FunnelStage, type LeadEventKind, type LeadStage } from "./kinds.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Who did it: a staff member as they were named then, or null for the system (a booking, an arrival). */
export type EventActor = { id: string; name: string } | null;

/** Writes one lead event (a stage change or an assignment). */
export async function recordLeadEvent(
  db: Db,
  event: {
    leadId: string;
    kind: LeadEventKind;
    /** A fixed id (an idempotent write: a second one hits the primary key); random otherwise. */
    id?: string;
    from: string | null;
    to: string | null;
    actor: EventActor;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto("lead_events")
    .values({
      id: event.id ?? randomUUID(),
      lead_id: event.leadId,
      kind: event.kind,
      from_value: event.from,
      to_value: event.to,
      actor_id: event.actor?.id ?? null,
      actor_name: event.actor?.name ?? null,
      created_at: event.now.toISOString(),
    })
    .execute();
}

/** A staff member's stage change (any stage to any other) with its event. */
export async function changeStage(
  trx: Transaction<Database>,
  leadId: string,
  to: LeadStage,
  actor: EventActor,
  now = new Date(),
): Promise<{ from: LeadStage; to: LeadStage; changed: boolean } | null> {
  const lead = await trx.selectFrom("leads").select("status").where("id", "=", leadId).executeTakeFirst();
  if (!lead) return null;
  if (lead.status === to) return { from: lead.status, to, changed: false };
  await trx
    .updateTable("leads")
    .set({ status: to, updated_at: now.toISOString() })
    .where("id", "=", leadId)
    .where("status", "=", lead.status)
    .execute();
  await recordLeadEvent(trx, { leadId, kind: "stage", from: lead.status, to, actor, now });
  return { from: lead.status, to, changed: true };
}

/** The funnel stages before `stage` (an automatic move to `stage` lifts only these). */
export function stagesBefore(stage: FunnelStage): FunnelStage[] {
  return FUNNEL_STAGES.slice(0, FUNNEL_STAGES.indexOf(stage));
}

/**
 * The system's move forward (a booking → 방문 예약, an arrival → 방문 완료), in the caller's transaction: every lead of that
 * phone number that is at an earlier funnel stage moves to `to`, each with an event without an actor.
 */
export async function advanceStageForPhone(
  trx: Transaction<Database>,
  phone: string,
  to: FunnelStage,
  now = new Date(),
): Promise<string[]> {
  const earlier = stagesBefore(to);
  if (earlier.length === 0) return [];
  const leads = await trx
    .selectFrom("leads")
    .select(["id", "status"])
    .where("phone", "=", phone)
    .where("merged_into", "is", null)
    .where("status", "in", earlier)
    .execute();
  const moved: string[] = [];
  for (const lead of leads) {
    const result = await trx
      .updateTable("leads")
      .set({ status: to, updated_at: now.toISOString() })
      .where("id", "=", lead.id)
      .where("status", "=", lead.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    await recordLeadEvent(trx, { leadId: lead.id, kind: "stage", from: lead.status, to, actor: null, now });
    moved.push(lead.id);
  }
  return moved;
}

/** The same move for one lead (a walk-in's visit, for example). */
export async function advanceStage(
  trx: Transaction<Database>,
  leadId: string,
  to: FunnelStage,
  now = new Date(),
): Promise<boolean> {
  const lead = await trx.selectFrom("leads").select("status").where("id", "=", leadId).executeTakeFirst();
  if (!lead || !(stagesBefore(to) as string[]).includes(lead.status)) return false;
  const result = await trx
    .updateTable("leads")
    .set({ status: to, updated_at: now.toISOString() })
    .where("id", "=", leadId)
    .where("status", "=", lead.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await recordLeadEvent(trx, { leadId, kind: "stage", from: lead.status, to, actor: null, now });
  return true;
}
