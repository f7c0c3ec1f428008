import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { RateLimiterRes } from "rate-limiter-flexible";
import { href } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { getEnv } from "#app/lib/env.server.ts";
import { type FieldErrors, koreanFieldErrors } from "#app/lib/field-errors.ts";
import { logger } from "#app/lib/logger.server.ts";
import { messageTexts } from "#app/modules/messages/copy.ts";
import { ADMIN_PASSWORD_MIN, getAuth } from "#app/platform/access/auth.server.ts";
import { sharedRateLimiter } from "#app/platform/access/rate-limit.server.ts";
import { isStaffRole } from "#app/platform/access/roles.ts";
import { isTrue, LOGIN_WINDOW_SECONDS } from "#app/platform/access/session.server.ts";
import { createOrResetAdmin } from "#app/platform/access/users.server.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { enqueueMessage, redactMessages } from "#app/platform/messaging/text-outbox.server.ts";
import { staffCopy } from "./admin-copy.ts";
import { InvitePasswordFields, invitePasswordSchema } from "./schema.ts";

/** An invitation link is valid this long, once. */
export const INVITE_TTL_MS = 24 * 60 * 60 * 1000;

/** The SHA-256 of a token, as the table keeps it (the token itself is never stored). */
export function hashInviteToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function inviteLink(siteUrl: string, token: string): string {
  return `${siteUrl}${href("/admin/invite/:token", { token })}`;
}

type Db = Kysely<Database> | Transaction<Database>;

const inviteTextKey = (inviteId: string) => `staff.invite:${inviteId}`;
// A link as inviteLink writes it, whatever the site's address.
const INVITE_LINK = new RegExp(`\\S*${href("/admin/invite/:token", { token: "" })}[A-Za-z0-9_-]+`, "g");

/**
 * The invitation texts of links that no longer work (used, replaced, revoked, expired), inside the
 * caller's transaction: the link is taken out of the stored body (the outbox kept it live until
 * now), and a text not sent yet is cancelled.
 */
export async function retireInviteTexts(db: Db, inviteIds: readonly string[], now: Date): Promise<number> {
  return redactMessages(
    db,
    inviteIds.map(inviteTextKey),
    (body) => body.replace(INVITE_LINK, messageTexts.staffInviteSpent),
    now,
  );
}

/** Ends the account's links not used yet (a new one replaces them, or the account is deactivated). */
export async function revokeOpenInvites(trx: Transaction<Database>, userId: string, now: Date): Promise<number> {
  const open = await trx
    .selectFrom("staff_invites")
    .select("id")
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .where("revoked_at", "is", null)
    .execute();
  const ids = open.map((invite) => invite.id);
  if (ids.length === 0) return 0;
  await trx.updateTable("staff_invites").set({ revoked_at: now.toISOString() }).where("id", "in", ids).execute();
  await retireInviteTexts(trx, ids, now);
  return ids.length;
}

/**
 * A new one-time link for the account, inside the caller's transaction: older links of the account
 * stop working, the link is texted to the person's phone through the messages outbox (a service
 * message) and returned once for the screen. The audit entry holds no token, name or number.
 */
export async function issueInvite(
  trx: Transaction<Database>,
  {
    userId,
    phone,
    actor,
    clientAddress,
    now,
  }: { userId: string; phone: string | null; actor: { id: string; email: string }; clientAddress: string; now: Date },
): Promise<{ link: string; texted: boolean }> {
  const iso = now.toISOString();
  const token = randomBytes(32).toString("base64url");
  const id = randomUUID();
  const replaced = await revokeOpenInvites(trx, userId, now);
  await trx
    .insertInto("staff_invites")
    .values({
      id,
      user_id: userId,
      token_hash: hashInviteToken(token),
      created_by: actor.id,
      created_at: iso,
      expires_at: new Date(now.getTime() + INVITE_TTL_MS).toISOString(),
      used_at: null,
      revoked_at: null,
    })
    .execute();
  const link = inviteLink(getEnv().SITE_URL, token);
  // The text must carry the link to be of use; the messages page never shows a text's body.
  const texted = phone
    ? (
        await enqueueMessage(
          trx,
          { kind: "staff.invite", to: phone, text: messageTexts.staffInvite(link), eventKey: inviteTextKey(id) },
          now,
        )
      ).created
    : false;
  await recordAudit(
    trx,
    {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "staff.invite",
      target: userId,
      detail: { texted, replaced },
      ipAddress: clientAddress,
    },
    now,
  );
  return { link, texted };
}

export type InviteRefusal = keyof typeof staffCopy.accept.refused;
export type InviteState =
  | { ok: true; inviteId: string; userId: string; name: string }
  | { ok: false; reason: InviteRefusal };

/** What a link opens: the person's name, or why it cannot be used (nothing changes either way). */
export async function readInvite(db: Kysely<Database>, token: string, now = new Date()): Promise<InviteState> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { ok: false, reason: "unknown" };
  const row = await db
    .selectFrom("staff_invites")
    .innerJoin("user", "user.id", "staff_invites.user_id")
    .select([
      "staff_invites.id",
      "staff_invites.user_id",
      "staff_invites.expires_at",
      "staff_invites.used_at",
      "staff_invites.revoked_at",
      "user.name",
      "user.role",
      "user.banned",
    ])
    .where("staff_invites.token_hash", "=", hashInviteToken(token))
    .executeTakeFirst();
  if (!row || !isStaffRole(row.role)) return { ok: false, reason: "unknown" };
  if (row.used_at) return { ok: false, reason: "used" };
  if (isTrue(row.banned)) return { ok: false, reason: "inactive" };
  if (row.revoked_at) return { ok: false, reason: "replaced" };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, inviteId: row.id, userId: row.user_id, name: row.name };
}

/** Password posts on invitation links per client address per 15 minutes (like the sign-in's). */
const inviteLimiter = () =>
  sharedRateLimiter({
    keyPrefix: "staff-invite-ip",
    points: getEnv().ADMIN_LOGIN_RATE_LIMIT,
    durationSeconds: LOGIN_WINDOW_SECONDS,
  });

export type AcceptResult =
  | { ok: true }
  | {
      ok: false;
      status: number;
      reason?: InviteRefusal;
      message?: string;
      errors?: FieldErrors<"password" | "confirm">;
    };

/**
 * The invited person sets their password: the link is claimed exactly once (a conditional update,
 * so two posts of one link cannot both pass), then the password is stored by Better Auth. A used,
 * replaced, expired or unknown link changes nothing.
 */
export async function acceptInvite(
  db: Kysely<Database>,
  token: string,
  input: { password: unknown; confirm: unknown },
  clientAddress: string,
  now = new Date(),
): Promise<AcceptResult> {
  try {
    await inviteLimiter().consume(clientAddress);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      logger.warn("staff.invite.rate_limited");
      return { ok: false, status: 429, message: staffCopy.errors.tooMany };
    }
    throw error;
  }
  const invite = await readInvite(db, token, now);
  if (!invite.ok) return { ok: false, status: invite.reason === "unknown" ? 404 : 410, reason: invite.reason };
  const parsed = invitePasswordSchema(ADMIN_PASSWORD_MIN).safeParse(input);
  if (!parsed.success) {
    return { ok: false, status: 400, errors: koreanFieldErrors(parsed.error, InvitePasswordFields) };
  }
  const claimed = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("staff_invites")
      .set({ used_at: now.toISOString() })
      .where("id", "=", invite.inviteId)
      .where("used_at", "is", null)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await retireInviteTexts(trx, [invite.inviteId], now);
    await recordAudit(
      trx,
      {
        actorId: invite.userId,
        actorEmail: null,
        action: "staff.invite.accept",
        target: invite.userId,
        ipAddress: clientAddress,
      },
      now,
    );
    return true;
  });
  if (!claimed) return { ok: false, status: 410, reason: "used" };
  const user = await db
    .selectFrom("user")
    .select(["email", "name", "role"])
    .where("id", "=", invite.userId)
    .executeTakeFirstOrThrow();
  if (!isStaffRole(user.role)) return { ok: false, status: 410, reason: "inactive" };
  // Better Auth stores the credential (hashed) and ends any session of the account.
  try {
    await createOrResetAdmin(getAuth(), {
      email: user.email,
      name: user.name,
      password: parsed.data.password,
      role: user.role,
    });
  } catch (error) {
    // The link stays usable: nothing was set, so the person may try again.
    await db.updateTable("staff_invites").set({ used_at: null }).where("id", "=", invite.inviteId).execute();
    // The error's name only: a validation error could carry the account's email.
    logger.error({ error: error instanceof Error ? error.name : "unknown" }, "staff.invite.password_failed");
    return { ok: false, status: 503, message: staffCopy.errors.failed };
  }
  logger.info("staff.invite.accepted");
  return { ok: true };
}

/**
 * The daily purge: the texts of links that expired lose their link (the ones used or replaced lost
 * it then), and links that ran out more than 30 days ago are deleted: nothing left to show.
 */
export async function deleteOldInvites(db: Kysely<Database>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .selectFrom("staff_invites")
      .select("id")
      .where("expires_at", "<=", now.toISOString())
      .execute();
    await retireInviteTexts(
      trx,
      expired.map((invite) => invite.id),
      now,
    );
    const result = await trx.deleteFrom("staff_invites").where("expires_at", "<", cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
