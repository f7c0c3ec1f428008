import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { complexOf } from "#app/platform/sites/sites.server.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** The user ids on duty on a Korea date. */
export async function dutyOfDay(db: Db, day: string): Promise<Set<string>> {
  const rows = await db.selectFrom("staff_duty").select("user_id").where("day", "=", day).execute();
  return new Set(rows.map((row) => row.user_id));
}

/** Marks (or unmarks) one person on duty on a day; true when something changed. */
export async function setDuty(
  db: Db,
  userId: string,
  day: string,
  onDuty: boolean,
  now = new Date(),
): Promise<boolean> {
  if (onDuty) {
    const result = await db
      .insertInto("staff_duty")
      .values({ site_id: complexOf(db), user_id: userId, day, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(["site_id", "user_id", "day"]).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const result = await db
    .deleteFrom("staff_duty")
    .where("user_id", "=", userId)
    .where("day", "=", day)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
