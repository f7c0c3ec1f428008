import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { Database } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import { maskPhone } from "#app/lib/mask.ts";
import { tryConsume } from "#app/lib/rate-limit.server.ts";
import { messageTexts } from "#app/modules/messages/copy.ts";
import { sharedRateLimiter } from "#app/platform/access/rate-limit.server.ts";
import { isStaffRole } from "#app/platform/access/roles.ts";
import type { AdminUser } from "#app/platform/access/session.server.ts";
import { recordAudit } from "#app/platform/audit/audit.server.ts";
import { enqueueMessage, redactMessages } from "#app/platform/messaging/text-outbox.server.ts";
import { staffCopy } from "./admin-copy.ts";
import { PhoneCodeSchema, StaffPhoneSchema } from "./schema.ts";

/**
 * Staff phone numbers (the invitation's and the campaign test send's): the owner sets anyone's; each
 * person sets their own, proven by a 6-digit code texted to the new number when texts go out
 * (10 minutes, 5 tries), saved directly when they do not. The audit entries hold no number.
 */
export const PHONE_CODE_TTL_MS = 10 * 60_000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

const copy = staffCopy.phone;
type Db = Kysely<Database> | Transaction<Database>;
type Refusal = { ok: false; status: number; message: string };
const refuse = (status: number, message: string): Refusal => ({ ok: false, status, message });

const codeHash = (id: string, code: string) => createHash("sha256").update(`${id}:${code}`).digest("hex");
const textKey = (verificationId: string) => `staff.phone:${verificationId}`;
const CODE = /인증번호는 \d{6}입니다/g;

function parsePhone(input: Record<string, unknown>): { ok: true; phone: string } | Refusal {
  const parsed = StaffPhoneSchema.safeParse(input);
  if (parsed.success) return { ok: true, phone: parsed.data.phone };
  return refuse(400, parsed.error.issues[0]?.message ?? copy.invalid);
}

async function savePhone(trx: Transaction<Database>, userId: string, phone: string, nowIso: string, by: string) {
  const updated = await trx
    .updateTable("staff_profiles")
    .set({ phone, updated_at: nowIso })
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    // An account made by the command line has no profile row yet.
    await trx
      .insertInto("staff_profiles")
      .values({ user_id: userId, phone, created_by: by, created_at: nowIso, updated_at: nowIso })
      .execute();
  }
}

/** The pending code of a person is dropped, its stored text losing the code. */
async function dropPending(db: Db, userId: string, now: Date) {
  const rows = await db.selectFrom("staff_phone_verifications").select("id").where("user_id", "=", userId).execute();
  if (rows.length === 0) return;
  await db.deleteFrom("staff_phone_verifications").where("user_id", "=", userId).execute();
  await redactMessages(
    db,
    rows.map((row) => textKey(row.id)),
    (body) => body.replace(CODE, `인증번호는 ${messageTexts.staffPhoneCodeSpent}입니다`),
    now,
  );
}

async function audit(
  trx: Transaction<Database>,
  actor: AdminUser,
  targetId: string,
  detail: { self: boolean; verified: boolean },
  clientAddress: string,
  now: Date,
) {
  await recordAudit(
    trx,
    {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "staff.phone",
      target: targetId,
      detail,
      ipAddress: clientAddress,
    },
    now,
  );
}

/** The owner sets any staff member's number (their own included), without a code. */
export async function setStaffPhone(
  db: Kysely<Database>,
  actor: AdminUser,
  targetId: string,
  input: Record<string, unknown>,
  clientAddress: string,
  now = new Date(),
): Promise<{ ok: true } | Refusal> {
  if (actor.role !== "owner") return refuse(403, copy.ownerOnly);
  const parsed = parsePhone(input);
  if (!parsed.ok) return parsed;
  return db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom("user").select(["id", "role"]).where("id", "=", targetId).executeTakeFirst();
    if (!target || !isStaffRole(target.role)) return refuse(404, staffCopy.errors.noSuchAccount);
    await savePhone(trx, targetId, parsed.phone, now.toISOString(), actor.id);
    await dropPending(trx, targetId, now);
    await audit(trx, actor, targetId, { self: targetId === actor.id, verified: false }, clientAddress, now);
    logger.info("staff.phone.set");
    return { ok: true } as const;
  });
}

/** `npm run admin -- create --phone`: the account's number, already checked by `StaffPhoneSchema` (audited, no actor). */
export async function setPhoneFromCommandLine(
  db: Kysely<Database>,
  userId: string,
  phone: string,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await savePhone(trx, userId, phone, now.toISOString(), userId);
    await dropPending(trx, userId, now);
    await recordAudit(
      trx,
      {
        actorId: null,
        actorEmail: null,
        action: "staff.phone",
        target: userId,
        detail: { self: false, verified: false, commandLine: true },
      },
      now,
    );
  });
}

export type PhoneStart = { ok: true; saved: true } | { ok: true; saved: false; masked: string } | Refusal;

/** Codes asked for per person: five an hour. */
const limiter = () => sharedRateLimiter({ keyPrefix: "staff-phone", points: 5, durationSeconds: 3600 });

/**
 * A person's own new number: with texting, a code goes to it and nothing is saved until the code
 * comes back; without, it is saved at once (the page says no text could prove it).
 */
export async function startOwnPhoneChange(
  db: Kysely<Database>,
  actor: AdminUser,
  input: Record<string, unknown>,
  clientAddress: string,
  { texting, now = new Date(), limits = limiter() }: { texting: boolean; now?: Date; limits?: RateLimiterAbstract },
): Promise<PhoneStart> {
  const parsed = parsePhone(input);
  if (!parsed.ok) return parsed;
  const phone = parsed.phone;
  const nowIso = now.toISOString();
  if (!texting) {
    await db.transaction().execute(async (trx) => {
      await savePhone(trx, actor.id, phone, nowIso, actor.id);
      await dropPending(trx, actor.id, now);
      await audit(trx, actor, actor.id, { self: true, verified: false }, clientAddress, now);
    });
    logger.info("staff.phone.set");
    return { ok: true, saved: true };
  }
  if (!(await tryConsume(limits, actor.id))) {
    logger.warn("staff.phone.rate_limited");
    return refuse(429, copy.tooMany);
  }
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.transaction().execute(async (trx) => {
    await dropPending(trx, actor.id, now);
    await trx
      .insertInto("staff_phone_verifications")
      .values({
        id,
        user_id: actor.id,
        phone,
        code_hash: codeHash(id, code),
        attempts: 0,
        created_at: nowIso,
        expires_at: new Date(now.getTime() + PHONE_CODE_TTL_MS).toISOString(),
      })
      .execute();
    await enqueueMessage(
      trx,
      { kind: "staff.phone", to: phone, text: messageTexts.staffPhoneCode(code), eventKey: textKey(id) },
      now,
    );
  });
  logger.info("staff.phone.code_requested");
  return { ok: true, saved: false, masked: maskPhone(phone) };
}

/**
 * The code texted to the new number: each try counted by a conditional update before the
 * comparison (parallel guesses cannot pass five); the right one saves the number.
 */
export async function confirmOwnPhoneChange(
  db: Kysely<Database>,
  actor: AdminUser,
  input: Record<string, unknown>,
  clientAddress: string,
  now = new Date(),
): Promise<{ ok: true } | Refusal> {
  const parsed = PhoneCodeSchema.safeParse(input);
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? copy.codeInvalid);
  const nowIso = now.toISOString();
  const pending = await db
    .selectFrom("staff_phone_verifications")
    .selectAll()
    .where("user_id", "=", actor.id)
    .executeTakeFirst();
  if (!pending || pending.expires_at <= nowIso) return refuse(400, copy.expired);
  const counted = await db
    .updateTable("staff_phone_verifications")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", pending.id)
    .where("attempts", "<", PHONE_CODE_MAX_ATTEMPTS)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) return refuse(400, copy.locked);
  const expected = Buffer.from(pending.code_hash);
  const given = Buffer.from(codeHash(pending.id, parsed.data.code));
  if (!timingSafeEqual(expected, given)) {
    const after = await db
      .selectFrom("staff_phone_verifications")
      .select("attempts")
      .where("id", "=", pending.id)
      .executeTakeFirst();
    const remaining = PHONE_CODE_MAX_ATTEMPTS - Number(after?.attempts ?? PHONE_CODE_MAX_ATTEMPTS);
    return refuse(400, remaining > 0 ? copy.wrongCode(remaining) : copy.locked);
  }
  return db.transaction().execute(async (trx) => {
    // Claimed once: a second right post finds no row.
    const claimed = await trx.deleteFrom("staff_phone_verifications").where("id", "=", pending.id).executeTakeFirst();
    if (Number(claimed.numDeletedRows) !== 1) return refuse(400, copy.expired);
    await savePhone(trx, actor.id, pending.phone, nowIso, actor.id);
    await redactMessages(
      trx,
      [textKey(pending.id)],
      (body) => body.replace(CODE, `인증번호는 ${messageTexts.staffPhoneCodeSpent}입니다`),
      now,
    );
    await audit(trx, actor, actor.id, { self: true, verified: true }, clientAddress, now);
    logger.info("staff.phone.verified");
    return { ok: true } as const;
  });
}

/** The daily purge: codes past their ten minutes go, and their texts lose the code. */
export async function deleteExpiredPhoneCodes(db: Kysely<Database>, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("staff_phone_verifications")
      .select("id")
      .where("expires_at", "<=", now.toISOString())
      .execute();
    if (rows.length === 0) return 0;
    await trx
      .deleteFrom("staff_phone_verifications")
      .where(
        "id",
        "in",
        rows.map((row) => row.id),
      )
      .execute();
    await redactMessages(
      trx,
      rows.map((row) => textKey(row.id)),
      (body) => body.replace(CODE, `인증번호는 ${messageTexts.staffPhoneCodeSpent}입니다`),
      now,
    );
    return rows.length;
  });
}

/** The person's code waiting to be entered (the number masked), or null. */
export async function pendingPhoneChange(
  db: Kysely<Database>,
  userId: string,
  now = new Date(),
): Promise<{ masked: string } | null> {
  const row = await db
    .selectFrom("staff_phone_verifications")
    .select(["phone", "expires_at", "attempts"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString() || row.attempts >= PHONE_CODE_MAX_ATTEMPTS) return null;
  return { masked: maskPhone(row.phone) };
}

/** The person's own number in full (their own page), or null. */
export async function ownPhone(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom("staff_profiles").select("phone").where("user_id", "=", userId).executeTakeFirst();
  return row?.phone ?? null;
}
