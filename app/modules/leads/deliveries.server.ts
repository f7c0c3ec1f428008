import type { Kysely, Transaction } from "kysely";
import type { Database, LeadDeliveryRow } from "#app/db/schema.ts";
import { getLead, type LeadRecord } from "./lead.server.ts";

/** The forwarding outbox (`lead_deliveries`): rows written with their lead, sent by relay.server.ts. */
type Db = Kysely<Database> | Transaction<Database>;

export type DueDelivery = {
  id: string;
  leadId: string;
  targetUrl: string;
  attempts: number;
  lead: LeadRecord;
};

/**
 * Claims up to `limit` pending deliveries that are due, for `leaseMs`. A row is claimed by a
 * conditional update, so two relays (two instances) never send the same delivery at once.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  { now = new Date(), limit = 10, leaseMs = 60_000 }: { now?: Date; limit?: number; leaseMs?: number } = {},
): Promise<DueDelivery[]> {
  const nowIso = now.toISOString();
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const candidates = await db
    .selectFrom("lead_deliveries")
    .select(["id", "lead_id", "target_url", "attempts"])
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowIso)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();

  const claimed: DueDelivery[] = [];
  for (const candidate of candidates) {
    const result = await db
      .updateTable("lead_deliveries")
      .set({ locked_until: leaseUntil, updated_at: nowIso })
      .where("id", "=", candidate.id)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    const lead = await getLead(db, candidate.lead_id);
    if (!lead) continue;
    claimed.push({
      id: candidate.id,
      leadId: candidate.lead_id,
      targetUrl: candidate.target_url,
      attempts: Number(candidate.attempts),
      lead,
    });
  }
  return claimed;
}

export async function markDeliveryDelivered(
  db: Kysely<Database>,
  id: string,
  { statusCode, now = new Date() }: { statusCode: number; now?: Date },
): Promise<void> {
  const nowIso = now.toISOString();
  await db
    .updateTable("lead_deliveries")
    .set((eb) => ({
      status: "delivered",
      attempts: eb("attempts", "+", 1),
      last_status_code: statusCode,
      last_error: null,
      locked_until: null,
      delivered_at: nowIso,
      updated_at: nowIso,
    }))
    .where("id", "=", id)
    .execute();
}

/** Records a failed attempt: retried at `retryAt`, or dead when `retryAt` is null. */
export async function markDeliveryFailed(
  db: Kysely<Database>,
  id: string,
  {
    error,
    statusCode,
    retryAt,
    now = new Date(),
  }: { error: string; statusCode: number | null; retryAt: Date | null; now?: Date },
): Promise<void> {
  const nowIso = now.toISOString();
  await db
    .updateTable("lead_deliveries")
    .set((eb) => ({
      status: retryAt ? "pending" : "dead",
      attempts: eb("attempts", "+", 1),
      last_status_code: statusCode,
      last_error: error.slice(0, 500),
      locked_until: null,
      next_attempt_at: (retryAt ?? now).toISOString(),
      updated_at: nowIso,
    }))
    .where("id", "=", id)
    .execute();
}

export type DeliveryRecord = Pick<
  LeadDeliveryRow,
  "id" | "lead_id" | "status" | "attempts" | "last_error" | "last_status_code" | "next_attempt_at" | "delivered_at"
>;

/** Deliveries of one lead, or all dead ones: a failed forward stays visible to the operator. */
export async function listDeliveries(
  db: Db,
  filter: { leadId?: string; status?: "pending" | "delivered" | "dead" },
): Promise<DeliveryRecord[]> {
  let query = db
    .selectFrom("lead_deliveries")
    .select([
      "id",
      "lead_id",
      "status",
      "attempts",
      "last_error",
      "last_status_code",
      "next_attempt_at",
      "delivered_at",
    ])
    .orderBy("created_at");
  if (filter.leadId) query = query.where("lead_id", "=", filter.leadId);
  if (filter.status) query = query.where("status", "=", filter.status);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
}
