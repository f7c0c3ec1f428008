import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { FALLBACK_MESSAGE, type FieldErrors, koreanFieldErrors } from "#app/lib/field-errors.ts";
import { logger } from "#app/lib/logger.server.ts";
import { maskPhone } from "#app/lib/mask.ts";
import { isStaffRole, type StaffRole } from "#app/platform/access/roles.ts";
import { type AdminUser, isTrue } from "#app/platform/access/session.server.ts";
import { auditActorOf, recordAudit } from "#app/platform/audit/audit.server.ts";
import { dialectOf } from "#app/platform/database.server.ts";
import { ownComplex, unscopedOf } from "#app/platform/sites/scope.server.ts";
import { complexOf } from "#app/platform/sites/sites.server.ts";
import { staffCopy } from "./admin-copy.ts";
import { issueInvite, revokeOpenInvites } from "./invites.server.ts";
import { mayManage } from "./permissions.ts";
import { type NewStaff, NewStaffSchema, RoleChangeSchema, type StaffField, StaffFields } from "./schema.ts";

const errors = staffCopy.errors;

export type StaffStatus = "active" | "inactive" | "invited";

export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** Masked (010-****-5678): the list never shows a full number. */
  phone: string | null;
  status: StaffStatus;
  twoFactor: boolean;
  /** The newest session's start (ISO), while any session row is kept. */
  lastSignInAt: string | null;
};

export type Failure = { ok: false; status: number; message: string };
const refuse = (status: number, message: string): Failure => ({ ok: false, status, message });

/** A hook of a feature that lets go of what a deactivated person held (`FeatureServer.onStaffDeactivated`). */
export type StaffDeactivatedHook = (trx: Transaction<Database>, userId: string) => Promise<Record<string, number>>;

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/** The complex's staff: the agency's owners and its members, owners first, then by name. */
export async function listStaff(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom("user")
    .leftJoin("staff_profiles", "staff_profiles.user_id", "user.id")
    .leftJoin("site_staff", (join) =>
      join.onRef("site_staff.user_id", "=", "user.id").on("site_staff.site_id", "=", complexOf(db)),
    )
    .where((eb) => eb.or([eb("user.role", "=", "owner"), eb("site_staff.user_id", "is not", null)]))
    .select((eb) => [
      "user.id",
      "user.name",
      "user.email",
      "user.role as accountRole",
      "site_staff.role as siteRole",
      "user.banned",
      "user.twoFactorEnabled",
      "staff_profiles.phone",
      eb
        .selectFrom("account")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .whereRef("account.userId", "=", "user.id")
        .where("account.providerId", "=", "credential")
        .as("credentials"),
      eb
        .selectFrom("session")
        .select((inner) => inner.fn.max("session.createdAt").as("last"))
        .whereRef("session.userId", "=", "user.id")
        .as("lastSignInAt"),
    ])
    .execute();
  const order: Record<StaffRole, number> = { owner: 0, manager: 1, counsellor: 2, marketer: 3 };
  return rows
    .flatMap((row): StaffMember[] => {
      const role = row.accountRole === "owner" ? "owner" : row.siteRole;
      if (!isStaffRole(role)) return [];
      return [
        {
          id: row.id,
          name: row.name,
          email: row.email,
          role,
          phone: row.phone ? maskPhone(row.phone) : null,
          status: isTrue(row.banned) ? "inactive" : Number(row.credentials ?? 0) > 0 ? "active" : "invited",
          twoFactor: isTrue(row.twoFactorEnabled),
          lastSignInAt: iso(row.lastSignInAt as string | Date | null),
        },
      ];
    })
    .sort((a, b) => order[a.role] - order[b.role] || a.name.localeCompare(b.name, "ko"));
}

export async function getStaffMember(db: Kysely<Database>, id: string): Promise<StaffMember | null> {
  return (await listStaff(db)).find((member) => member.id === id) ?? null;
}

export type CreateResult =
  | { ok: true; userId: string; link: string; texted: boolean }
  /** The address was a staff account of another complex's: it became this complex's member too. */
  | { ok: true; userId: string; joined: true }
  | (Failure & { errors?: FieldErrors<StaffField> });

/**
 * Adds a staff account (no password yet) with its phone, and its first invitation link, in one
 * transaction with the audit entries. A manager adds only counsellors and marketers (checked here).
 */
export async function createStaff(
  db: Kysely<Database>,
  actor: AdminUser,
  input: Record<string, unknown>,
  clientAddress: string,
  now = new Date(),
): Promise<CreateResult> {
  const parsed = NewStaffSchema.safeParse(input);
  if (!parsed.success) {
    return { ...refuse(400, FALLBACK_MESSAGE), errors: koreanFieldErrors(parsed.error, StaffFields) };
  }
  const staff: NewStaff = parsed.data;
  if (!mayManage(actor.role, staff.role)) return refuse(403, errors.notAllowedRole);
  const sqlite = dialectOf(db) === "sqlite";
  const nowIso = now.toISOString();
  const userId = randomUUID();
  const siteId = complexOf(db);
  const result = await db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom("user")
      .select(["id", "role", "banned"])
      .where("email", "=", staff.email)
      .executeTakeFirst();
    if (taken) {
      // Someone already working for another complex joins this one in the role given; anyone else is refused.
      if (taken.role === "owner" || staff.role === "owner" || isTrue(taken.banned)) return null;
      if (await targetOf(trx, taken.id, siteId)) return null;
      await trx
        .insertInto("site_staff")
        .values({ site_id: siteId, user_id: taken.id, role: staff.role, created_at: nowIso })
        .execute();
      await recordAudit(
        trx,
        {
          ...auditActorOf(actor, clientAddress),
          action: "staff.join",
          target: taken.id,
          detail: { role: staff.role },
        },
        now,
      );
      return { joined: taken.id };
    }
    // Better Auth's user row, written here so the account, its phone, its link and the audit entries commit together.
    await trx
      .insertInto("user")
      .values({
        id: userId,
        name: staff.name,
        email: staff.email,
        emailVerified: sqlite ? 1 : true,
        image: null,
        createdAt: nowIso,
        updatedAt: nowIso,
        role: staff.role,
        banned: sqlite ? 0 : false,
        banReason: null,
        banExpires: null,
        twoFactorEnabled: sqlite ? 0 : false,
      })
      .execute();
    await trx
      .insertInto("staff_profiles")
      .values({ user_id: userId, phone: staff.phone, created_by: actor.id, created_at: nowIso, updated_at: nowIso })
      .execute();
    if (staff.role !== "owner") {
      await trx
        .insertInto("site_staff")
        .values({ site_id: siteId, user_id: userId, role: staff.role, created_at: nowIso })
        .execute();
    }
    await recordAudit(
      trx,
      {
        ...auditActorOf(actor, clientAddress),
        action: "staff.create",
        target: userId,
        detail: { role: staff.role },
      },
      now,
    );
    return issueInvite(trx, { userId, phone: staff.phone, actor, clientAddress, now });
  });
  if (!result) return { ...refuse(400, errors.emailTaken), errors: { email: [errors.emailTaken] } };
  if ("joined" in result) {
    logger.info({ role: staff.role }, "staff.joined");
    return { ok: true, userId: result.joined, joined: true };
  }
  logger.info({ role: staff.role }, "staff.created");
  return { ok: true, userId, ...result };
}

type Target = { id: string; role: StaffRole; banned: boolean; phone: string | null };

/** A person as this complex knows them: null for anyone who is neither an owner nor its member. */
async function targetOf(trx: Transaction<Database>, id: string, siteId: string): Promise<Target | null> {
  const row = await trx
    .selectFrom("user")
    .leftJoin("staff_profiles", "staff_profiles.user_id", "user.id")
    .leftJoin("site_staff", (join) =>
      join.onRef("site_staff.user_id", "=", "user.id").on("site_staff.site_id", "=", siteId),
    )
    .select([
      "user.id",
      "user.role as accountRole",
      "site_staff.role as siteRole",
      "user.banned",
      "staff_profiles.phone",
    ])
    .where("user.id", "=", id)
    .executeTakeFirst();
  const role = row?.accountRole === "owner" ? "owner" : row?.siteRole;
  if (!row || !isStaffRole(role)) return null;
  return { id: row.id, role, banned: isTrue(row.banned), phone: row.phone ?? null };
}

/** Whether a person also works for a complex other than `siteId` (only an owner deactivates them then). */
async function memberElsewhere(trx: Transaction<Database>, id: string, siteId: string): Promise<boolean> {
  const row = await trx
    .selectFrom("site_staff")
    .select("site_id")
    .where("user_id", "=", id)
    .where("site_id", "<>", siteId)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Whether another active owner than `exceptId` remains. On PostgreSQL the owners' rows are locked
 * first, so two owners demoting each other at once cannot leave none (SQLite runs one writer at a time).
 */
async function anotherActiveOwner(trx: Transaction<Database>, exceptId: string): Promise<boolean> {
  let query = trx.selectFrom("user").select(["id", "banned"]).where("role", "=", "owner");
  if (dialectOf(trx) === "postgres") query = query.forUpdate();
  const owners = await query.execute();
  return owners.some((owner) => owner.id !== exceptId && !isTrue(owner.banned));
}

/** Each feature's hook lets go of what the person held (in the transaction's complexes); their counts added up. */
async function letGo(
  trx: Transaction<Database>,
  hooks: readonly StaffDeactivatedHook[],
  userId: string,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const hook of hooks) {
    for (const [key, value] of Object.entries(await hook(trx, userId))) counts[key] = (counts[key] ?? 0) + value;
  }
  return counts;
}

/** The manager's limit and the last owner's protection, for a change of someone's account. */
async function checkChange(
  trx: Transaction<Database>,
  actor: AdminUser,
  targetId: string,
  change: { role?: StaffRole; deactivate?: boolean },
  siteId: string,
): Promise<Target | Failure> {
  const target = await targetOf(trx, targetId, siteId);
  if (!target) return refuse(404, errors.noSuchAccount);
  if (!mayManage(actor.role, target.role)) return refuse(403, errors.notAllowedRole);
  if (change.role && !mayManage(actor.role, change.role)) return refuse(403, errors.notAllowedRole);
  if (change.deactivate && target.id === actor.id) return refuse(400, errors.notYourself);
  // An account is the person's in every complex: a manager of one does not end their work in another.
  if (change.deactivate && actor.role !== "owner" && (await memberElsewhere(trx, target.id, siteId))) {
    return refuse(403, errors.memberElsewhere);
  }
  const losesOwner =
    target.role === "owner" && !target.banned && (change.deactivate || (change.role && change.role !== "owner"));
  if (losesOwner && !(await anotherActiveOwner(trx, target.id))) return refuse(409, errors.lastOwner);
  return target;
}

export async function changeRole(
  db: Kysely<Database>,
  actor: AdminUser,
  targetId: string,
  input: Record<string, unknown>,
  clientAddress: string,
  now = new Date(),
): Promise<{ ok: true } | Failure> {
  const parsed = RoleChangeSchema.safeParse(input);
  if (!parsed.success) return refuse(400, "역할을 선택해 주세요.");
  const role = parsed.data.role;
  const siteId = complexOf(db);
  return db.transaction().execute(async (trx) => {
    const target = await checkChange(trx, actor, targetId, { role }, siteId);
    if ("ok" in target) return target;
    if (target.role === role) return { ok: true } as const;
    // An owner is the agency's (every complex); any other role is the person's in this complex.
    if (role === "owner" || target.role === "owner") {
      await trx.updateTable("user").set({ role, updatedAt: now.toISOString() }).where("id", "=", targetId).execute();
    }
    if (role !== "owner") {
      await trx.deleteFrom("site_staff").where("site_id", "=", siteId).where("user_id", "=", targetId).execute();
      await trx
        .insertInto("site_staff")
        .values({ site_id: siteId, user_id: targetId, role, created_at: now.toISOString() })
        .execute();
    }
    await recordAudit(
      trx,
      {
        ...auditActorOf(actor, clientAddress),
        action: "staff.role",
        target: targetId,
        detail: { fromRole: target.role, toRole: role },
      },
      now,
    );
    return { ok: true } as const;
  });
}

/**
 * Deactivation: the account is banned, every session of it deleted, its open invitation links
 * revoked, and each feature's hook lets go of what it held (leads back to the pool), all in one
 * transaction with the audit entry (counts only). The next request of a live session is refused
 * on any instance: the session row is gone and `getAdmin` reads `banned` on every request.
 */
export async function deactivateStaff(
  db: Kysely<Database>,
  actor: AdminUser,
  targetId: string,
  hooks: readonly StaffDeactivatedHook[],
  clientAddress: string,
  now = new Date(),
): Promise<{ ok: true; sessions: number } | Failure> {
  const nowIso = now.toISOString();
  const siteId = complexOf(db);
  // The account ends everywhere: each feature's hook lets go of what it held in every complex.
  return unscopedOf(db)
    .transaction()
    .execute(async (trx) => {
      const target = await checkChange(trx, actor, targetId, { deactivate: true }, siteId);
      if ("ok" in target) return target;
      if (target.banned) return { ok: true, sessions: 0 } as const;
      await trx
        .updateTable("user")
        .set({ banned: dialectOf(db) === "sqlite" ? 1 : true, banReason: "deactivated", updatedAt: nowIso })
        .where("id", "=", targetId)
        .execute();
      const sessions = Number(
        (await trx.deleteFrom("session").where("userId", "=", targetId).executeTakeFirst()).numDeletedRows,
      );
      await revokeOpenInvites(trx, targetId, now);
      const counts = await letGo(trx, hooks, targetId);
      await recordAudit(
        trx,
        {
          ...auditActorOf(actor, clientAddress),
          action: "staff.deactivate",
          target: targetId,
          detail: { role: target.role, sessions, ...counts },
          siteId,
        },
        now,
      );
      logger.info({ sessions }, "staff.deactivated");
      return { ok: true, sessions } as const;
    });
}

/**
 * Takes a person off this complex: their membership ends and each feature's hook lets go of what they
 * held here (this complex's rows only, through its handle), with the audit entry, in one transaction.
 * The account and their other complexes stay. An owner works everywhere and is not taken off one.
 */
export async function removeFromComplex(
  db: Kysely<Database>,
  actor: AdminUser,
  targetId: string,
  hooks: readonly StaffDeactivatedHook[],
  clientAddress: string,
  now = new Date(),
): Promise<{ ok: true } | Failure> {
  const complex = ownComplex(db);
  const siteId = complexOf(complex);
  return complex.transaction().execute(async (trx) => {
    const target = await checkChange(trx, actor, targetId, {}, siteId);
    if ("ok" in target) return target;
    if (target.role === "owner") return refuse(400, errors.ownerEverywhere);
    if (target.id === actor.id) return refuse(400, errors.notYourselfLeave);
    await trx.deleteFrom("site_staff").where("user_id", "=", targetId).execute();
    const counts = await letGo(trx, hooks, targetId);
    await recordAudit(
      trx,
      {
        ...auditActorOf(actor, clientAddress),
        action: "staff.leave",
        target: targetId,
        detail: { role: target.role, ...counts },
      },
      now,
    );
    return { ok: true } as const;
  });
}

export async function reactivateStaff(
  db: Kysely<Database>,
  actor: AdminUser,
  targetId: string,
  clientAddress: string,
  now = new Date(),
): Promise<{ ok: true } | Failure> {
  const siteId = complexOf(db);
  return db.transaction().execute(async (trx) => {
    const target = await checkChange(trx, actor, targetId, {}, siteId);
    if ("ok" in target) return target;
    if (!target.banned) return { ok: true } as const;
    await trx
      .updateTable("user")
      .set({ banned: dialectOf(db) === "sqlite" ? 0 : false, banReason: null, updatedAt: now.toISOString() })
      .where("id", "=", targetId)
      .execute();
    await recordAudit(
      trx,
      {
        ...auditActorOf(actor, clientAddress),
        action: "staff.reactivate",
        target: targetId,
        detail: { role: target.role },
      },
      now,
    );
    return { ok: true } as const;
  });
}

/** A new link for the account (the older ones stop working), texted and shown once. */
export async function resendInvite(
  db: Kysely<Database>,
  actor: AdminUser,
  targetId: string,
  clientAddress: string,
  now = new Date(),
): Promise<{ ok: true; link: string; texted: boolean } | Failure> {
  const siteId = complexOf(db);
  return db.transaction().execute(async (trx) => {
    const target = await checkChange(trx, actor, targetId, {}, siteId);
    if ("ok" in target) return target;
    if (target.banned) return refuse(409, errors.inactive);
    // Only before the person has set a password: a link is not a way into someone's existing account.
    const credential = await trx
      .selectFrom("account")
      .select("id")
      .where("userId", "=", targetId)
      .where("providerId", "=", "credential")
      .executeTakeFirst();
    if (credential) return refuse(409, errors.alreadySet);
    const result = await issueInvite(trx, { userId: targetId, phone: target.phone, actor, clientAddress, now });
    return { ok: true, ...result } as const;
  });
}
