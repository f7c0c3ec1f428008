import { z } from "zod";
import { defaultSite } from "#app/platform/sites/sites.server.ts";
import { ADMIN_PASSWORD_MIN, type Auth, databaseOfAuth } from "./auth.server.ts";
import { STAFF_ROLES, type StaffRole } from "./roles.ts";

const AdminSchema = z.object({
  email: z.email("올바른 이메일 주소가 아닙니다.").transform((email) => email.toLowerCase()),
  name: z.string().trim().min(1).max(50),
  password: z
    .string()
    .min(ADMIN_PASSWORD_MIN, `비밀번호는 ${ADMIN_PASSWORD_MIN}자 이상이어야 합니다.`)
    .max(128, "비밀번호는 128자 이하여야 합니다."),
  role: z.enum(STAFF_ROLES, "역할은 owner, manager, counsellor, marketer 중 하나입니다."),
});

/**
 * Creates a staff account, or resets an existing one's password and role (ending its sessions). A
 * role other than owner is the person's in `siteId` (the first complex unless named).
 */
export async function createOrResetAdmin(
  auth: Auth,
  input: { email: string; name?: string; password: string; role?: StaffRole; siteId?: string },
): Promise<{ created: boolean; userId: string }> {
  const result = await writeAccount(auth, input);
  const role = input.role ?? "owner";
  if (role !== "owner") {
    const db = databaseOfAuth(auth);
    const siteId = input.siteId ?? defaultSite().id;
    await db.deleteFrom("site_staff").where("site_id", "=", siteId).where("user_id", "=", result.userId).execute();
    await db
      .insertInto("site_staff")
      .values({ site_id: siteId, user_id: result.userId, role, created_at: new Date().toISOString() })
      .execute();
  }
  return result;
}

async function writeAccount(
  auth: Auth,
  input: { email: string; name?: string; password: string; role?: StaffRole },
): Promise<{ created: boolean; userId: string }> {
  const { email, name, password, role } = AdminSchema.parse({
    ...input,
    name: input.name ?? "관리자",
    role: input.role ?? "owner",
  });
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  const existing = await context.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (existing) {
    const credential = existing.accounts.find((account) => account.providerId === "credential");
    if (credential) await context.internalAdapter.updatePassword(existing.user.id, hash);
    else
      await context.internalAdapter.linkAccount({
        userId: existing.user.id,
        providerId: "credential",
        accountId: existing.user.id,
        password: hash,
      });
    await context.internalAdapter.updateUser(existing.user.id, { role });
    await context.internalAdapter.deleteUserSessions(existing.user.id);
    return { created: false, userId: existing.user.id };
  }
  const user = await context.internalAdapter.createUser(
    { email, name, emailVerified: true, role },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  return { created: true, userId: user.id };
}
