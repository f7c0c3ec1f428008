import type { TestDatabase } from "#app/db/test-databases.ts";

/** A staff account (Better Auth's user row) with the phone of its profile. */
export async function insertStaff(database: TestDatabase, id: string, role: string, phone: string | null) {
  const now = new Date().toISOString();
  await database.db
    .insertInto("user")
    .values({
      id,
      name: `직원${id}`,
      email: `${id}@pentacity-hansin.example`,
      emailVerified: database.dialect === "postgres" ? true : 1,
      image: null,
      createdAt: now,
      updatedAt: now,
      role,
    } as never)
    .execute();
  await database.db
    .insertInto("staff_profiles")
    .values({ user_id: id, phone, created_by: null, created_at: now, updated_at: now })
    .execute();
}
