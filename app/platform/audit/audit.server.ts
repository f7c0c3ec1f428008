import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AuditAction } from "#app/db/audit-actions.ts";
import { getDatabase } from "#app/db/db.server.ts";
import type { Database } from "#app/db/schema.ts";
import { AUDIT_RETENTION_MIN_DAYS } from "#app/lib/env.server.ts";
import { complexOf } from "#app/platform/sites/scope.server.ts";

export type AuditEntry = {
  actorId: string | null;
  actorEmail: string | null;
  action: AuditAction;
  target?: string | null;
  reason?: string | null;
  /** Filters, counts, changed fields: never names or phone numbers. */
  detail?: Record<string, unknown> | null;
  ipAddress?: string | null;
  /** The complex it concerns: by default the handle's (a request's host), else the first complex. */
  siteId?: string;
};

/** Who made a change, from where: the audit entry's fields besides the action and its detail. */
export type AuditActor = Pick<AuditEntry, "actorId" | "actorEmail" | "ipAddress">;

/** The signed-in staff member (`requireAdminAction`'s id and email) a route hands to a change. */
export type StaffActor = { id: string; email: string };

/** A change's actor: the staff member and the client's address. */
export const auditActorOf = (actor: StaffActor, clientAddress: string): AuditActor => ({
  actorId: actor.id,
  actorEmail: actor.email,
  ipAddress: clientAddress,
});

/**
 * Deletes access-log entries older than `retentionDays` (never fewer than the minimum). Entries
 * outlive the leads they name: a lead's purge leaves them.
 */
export async function deleteExpiredAudit(
  db: Kysely<Database>,
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
): Promise<number> {
  const days = Math.max(retentionDays, AUDIT_RETENTION_MIN_DAYS);
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const result = await db.deleteFrom("audit_log").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      site_id: entry.siteId ?? complexOf(db),
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
  siteId: string;
  createdAt: string;
  actorEmail: string | null;
  action: AuditAction;
  target: string | null;
  reason: string | null;
  detail: string | null;
};

export async function listAudit(
  db: Kysely<Database>,
  {
    limit = 50,
    offset = 0,
    action,
    siteId,
  }: { limit?: number; offset?: number; action?: AuditAction; siteId?: string } = {},
): Promise<AuditRecord[]> {
  let query = db
    .selectFrom("audit_log")
    .select(["id", "site_id", "created_at", "actor_email", "action", "target", "reason", "detail"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset);
  if (action) query = query.where("action", "=", action);
  if (siteId) query = query.where("site_id", "=", siteId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    siteId: row.site_id,
    createdAt: row.created_at,
    actorEmail: row.actor_email,
    action: row.action,
    target: row.target,
    reason: row.reason,
    detail: row.detail,
  }));
}

/** A page of the access log from the app's database, newest first (the admin's audit page). */
export async function auditLogPage(options: { limit: number; offset: number; action?: AuditAction; siteId?: string }) {
  return listAudit(getDatabase().db, options);
}
