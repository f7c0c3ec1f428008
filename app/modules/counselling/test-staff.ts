import type { TestDatabase } from "#app/db/test-databases.ts";
import type { StaffRole } from "#app/platform/access/roles.ts";
import { defaultSite } from "#app/platform/sites/sites.server.ts";

/** For tests: a staff account written straight into Better Auth's table. */
export async function addStaff(
  database: TestDatabase,
  {
    id,
    name = id,
    role = "counsellor",
    banned = false,
  }: { id: string; name?: string; role?: StaffRole; banned?: boolean },
): Promise<string> {
  const now = new Date().toISOString();
  const flag = (value: boolean) => (database.dialect === "postgres" ? value : value ? 1 : 0);
  await database.db
    .insertInto("user")
    .values({
      id,
      name,
      email: `${id}@pentacity-hansin.example`,
      emailVerified: flag(true),
      image: null,
      createdAt: now,
      updatedAt: now,
      role,
      banned: flag(banned),
      banReason: null,
      banExpires: null,
      twoFactorEnabled: flag(false),
    } as never)
    .execute();
  // Anyone but an owner works for a complex: the first one's member here.
  if (role !== "owner") {
    await database.db
      .insertInto("site_staff")
      .values({ site_id: defaultSite().id, user_id: id, role, created_at: now })
      .execute();
  }
  return id;
}
