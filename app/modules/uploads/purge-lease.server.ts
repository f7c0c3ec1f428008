import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

export type Lease = { release(): Promise<void> };

/**
 * Takes the lease `name` for `ms` unless another holder's lease is still running; null when taken.
 * One statement on both dialects: the insert wins on a free name, the conflict's update only on an
 * expired lease. PostgreSQL makes a concurrent second statement wait for the first's row and then
 * re-check the expiry against it; SQLite runs writers one after another.
 */
export async function takeLease(
  db: Kysely<Database>,
  name: string,
  { ms, now = new Date() }: { ms: number; now?: Date },
): Promise<Lease | null> {
  const holder = randomUUID();
  const expires = new Date(now.getTime() + ms).toISOString();
  const taken = await db
    .insertInto("job_leases")
    .values({ name, holder, expires_at: expires })
    .onConflict((conflict) =>
      conflict
        .column("name")
        .doUpdateSet({ holder, expires_at: expires })
        .where("job_leases.expires_at", "<=", now.toISOString()),
    )
    .returning("holder")
    .executeTakeFirst();
  if (taken?.holder !== holder) return null;
  return {
    release: async () => {
      await db.deleteFrom("job_leases").where("name", "=", name).where("holder", "=", holder).execute();
    },
  };
}
