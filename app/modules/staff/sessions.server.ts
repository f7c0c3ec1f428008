import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import { getAuth } from "#app/platform/access/auth.server.ts";
import type { AdminUser } from "#app/platform/access/session.server.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { staffCopy } from "./admin-copy.ts";

export type StaffSession = {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  device: string;
  /** The address with its last part hidden (203.0.113.*). */
  address: string | null;
  current: boolean;
};

/** "Chrome · Windows": enough to recognise one's own devices, nothing more. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return staffCopy.sessions.unknownDevice;
  const browser = (
    [
      [/SamsungBrowser\//, "삼성 인터넷"],
      [/Edg\//, "Edge"],
      [/Whale\//, "Whale"],
      [/Firefox\//, "Firefox"],
      [/Chrome\//, "Chrome"],
      [/Safari\//, "Safari"],
    ] as const
  ).find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = (
    [
      [/iPad/, "iPad"],
      [/iPhone/, "iPhone"],
      [/Android/, "Android"],
      [/Windows/, "Windows"],
      [/Mac OS X|Macintosh/, "macOS"],
      [/CrOS/, "ChromeOS"],
      [/Linux/, "Linux"],
    ] as const
  ).find(([pattern]) => pattern.test(userAgent))?.[1];
  const parts = [browser, system].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : staffCopy.sessions.unknownDevice;
}

/** 203.0.113.7 → 203.0.113.*, 2001:db8:1:2::5 → 2001:db8:1:* */
export function maskAddress(address: string | null): string | null {
  if (!address) return null;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return address.replace(/\.\d{1,3}$/, ".*");
  if (address.includes(":")) return `${address.split(":").slice(0, 3).join(":")}:*`;
  return null;
}

/** The id of the session the request is signed in with. */
export async function currentSessionId(request: Request): Promise<string | null> {
  const session = await getAuth().api.getSession({ headers: request.headers });
  return session?.session.id ?? null;
}

/** A person's live sessions, newest activity first. */
export async function listSessions(
  db: Kysely<Database>,
  userId: string,
  currentId: string | null,
  now = new Date(),
): Promise<StaffSession[]> {
  const rows = await db
    .selectFrom("session")
    .select(["id", "createdAt", "updatedAt", "userAgent", "ipAddress", "expiresAt"])
    .where("userId", "=", userId)
    .execute();
  return rows
    .filter((row) => new Date(row.expiresAt).getTime() > now.getTime())
    .map((row) => ({
      id: row.id,
      createdAt: new Date(row.createdAt).toISOString(),
      lastActiveAt: new Date(row.updatedAt).toISOString(),
      device: deviceOf(row.userAgent),
      address: maskAddress(row.ipAddress),
      current: row.id === currentId,
    }))
    .sort((a, b) => b.lastActiveAt.localeCompare(a.lastActiveAt));
}

/**
 * Ends sessions of `userId`: one (`sessionId`), or all but the current one (`except`). A person
 * ends their own; the owner anyone's (checked here). One transaction with the audit entry.
 */
export async function revokeSessions(
  db: Kysely<Database>,
  actor: AdminUser,
  userId: string,
  which: { sessionId: string } | { except: string | null },
  clientAddress: string,
  now = new Date(),
): Promise<{ ok: true; count: number } | { ok: false; status: number; message: string }> {
  if (userId !== actor.id && actor.role !== "owner") {
    return { ok: false, status: 403, message: staffCopy.errors.notAllowedRole };
  }
  return db.transaction().execute(async (trx) => {
    let query = trx.deleteFrom("session").where("userId", "=", userId);
    if ("sessionId" in which) query = query.where("id", "=", which.sessionId);
    else if (which.except) query = query.where("id", "!=", which.except);
    const count = Number((await query.executeTakeFirst()).numDeletedRows);
    if ("sessionId" in which && count === 0) {
      return { ok: false, status: 404, message: staffCopy.errors.noSuchSession } as const;
    }
    await recordAudit(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "staff.session.revoke",
        target: userId,
        detail: { count, others: !("sessionId" in which) },
        ipAddress: clientAddress,
      },
      now,
    );
    logger.info({ count }, "staff.sessions.revoked");
    return { ok: true, count } as const;
  });
}
