import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { LeadDeliveryRow } from "#app/modules/leads/tables.ts";
import { claimDue, markFailed, markSent } from "#app/platform/messaging/outbox.server.ts";
import { getLead, type LeadRecord } from "./lead.server.ts";

/**
 * The forwarding outbox (`lead_deliveries`, on the generic outbox of platform/messaging/outbox.server.ts): rows
 * written with their lead, sent by relay.server.ts.
 */
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
  return claimDue(db, "lead_deliveries", { now, limit, leaseMs }, async (id): Promise<DueDelivery | undefined> => {
    const delivery = await db
      .selectFrom("lead_deliveries")
      .select(["lead_id", "target_url", "attempts"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!delivery) return undefined;
    const lead = await getLead(db, delivery.lead_id);
    if (!lead) return undefined;
    return {
      id,
      leadId: delivery.lead_id,
      targetUrl: delivery.target_url,
      attempts: Number(delivery.attempts),
      lead,
    };
  });
}

export async function markDeliveryDelivered(
  db: Kysely<Database>,
  id: string,
  { statusCode, now = new Date() }: { statusCode: number; now?: Date },
): Promise<void> {
  await markSent(db, "lead_deliveries", id, {
    status: "delivered",
    now,
    set: { last_status_code: statusCode, delivered_at: now.toISOString() },
  });
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
  await markFailed(db, "lead_deliveries", id, { error, retryAt, now, set: { last_status_code: statusCode } });
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
