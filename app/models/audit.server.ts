import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/** Every action the audit log records. */
export const AUDIT_ACTIONS = [
  "lead.view",
  "lead.export",
  "lead.update",
  "lead.note",
  "press.create",
  "press.update",
  "press.delete",
  "booking.view",
  "booking.update",
  "booking.move",
  "booking.export",
  "booking.settings",
  "booking.create",
  "booking.waitlist.add",
  "booking.waitlist.cancel",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  actorId: string | null;
  actorEmail: string | null;
  action: AuditAction;
  target?: string | null;
  reason?: string | null;
  /** Filters, counts, changed fields: never names or phone numbers. */
  detail?: Record<string, unknown> | null;
  ipAddress?: string | null;
};

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      created_at: now.toISOString(),
      actor_id: entry.actorId,
      actor_email: entry.actorEmail,
      action: entry.action,
      target: entry.target ?? null,
      reason: entry.reason ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      ip_address: entry.ipAddress ?? null,
    })
    .execute();
}

export type AuditRecord = {
  id: string;
  createdAt: string;
  actorEmail: string | null;
  action: string;
  target: string | null;
  reason: string | null;
  detail: string | null;
};

export async function listAudit(
  db: Kysely<Database>,
  { limit = 50, offset = 0, action }: { limit?: number; offset?: number; action?: string } = {},
): Promise<AuditRecord[]> {
  let query = db
    .selectFrom("audit_log")
    .select(["id", "created_at", "actor_email", "action", "target", "reason", "detail"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset);
  if (action) query = query.where("action", "=", action);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    actorEmail: row.actor_email,
    action: row.action,
    target: row.target,
    reason: row.reason,
    detail: row.detail,
  }));
}
