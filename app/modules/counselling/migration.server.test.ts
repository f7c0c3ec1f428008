import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, test } from "vitest";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { migrations } from "#app/db/migrations/index.ts";
import { MIGRATION_CHAIN_TIMEOUT, type TestDatabase, testDatabases } from "#app/db/test-databases.ts";

const COUNSELLING_MIGRATION = "2026-11-26T21-10-00-counselling";

describe.each(testDatabases())("the counselling migration on %s", (_name, open) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
    database = undefined;
  });

  test("the inbox statuses become stages (contacted → 상담 중, closed → 보류), everyone in the pool, manual mode", {
    timeout: MIGRATION_CHAIN_TIMEOUT,
  }, async () => {
    const names = Object.keys(migrations);
    const before = names[names.indexOf(COUNSELLING_MIGRATION) - 1];
    expect(before).toBeDefined();
    database = await open({ upTo: before });
    const db = database.db;
    // biome-ignore lint/suspicious/noExplicitAny: the table as it was before the migration
    const old = db as Kysely<any>;
    const fresh = await legacyLead(old, "new");
    const contacted = await legacyLead(old, "contacted");
    const closed = await legacyLead(old, "closed");

    expect(await migrateToLatest(db)).toContain(COUNSELLING_MIGRATION);

    const rows = await db
      .selectFrom("leads")
      .select(["id", "status", "assigned_to", "assigned_at", "next_contact_at"])
      .orderBy("id")
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(fresh)).toMatchObject({
      status: "new",
      assigned_to: null,
      assigned_at: null,
      next_contact_at: null,
    });
    expect(byId.get(contacted)).toMatchObject({ status: "counselling", assigned_to: null });
    expect(byId.get(closed)).toMatchObject({ status: "on_hold", assigned_to: null });
    expect(await db.selectFrom("assignment_state").select(["id", "mode", "last_user_id"]).execute()).toEqual([
      { id: "round_robin", mode: "manual", last_user_id: null },
    ]);
    // The new tables are there and empty (read directly: introspection lists every test schema).
    for (const table of ["counselling_entries", "lead_events", "staff_duty"]) {
      const result = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table)}`.execute(
        db,
      );
      expect(Number(result.rows[0]?.count)).toBe(0);
    }
    // One duty row per person and day.
    await db.insertInto("staff_duty").values({ user_id: "u1", day: "2026-11-26", created_at: "x" }).execute();
    await expect(
      db.insertInto("staff_duty").values({ user_id: "u1", day: "2026-11-26", created_at: "y" }).execute(),
    ).rejects.toThrow();
  });
});

// biome-ignore lint/suspicious/noExplicitAny: see above
async function legacyLead(db: Kysely<any>, status: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("leads")
    .values({
      id,
      created_at: "2026-11-20T00:00:00.000Z",
      updated_at: "2026-11-20T00:00:00.000Z",
      site_id: "pentacityhansin",
      form: "visit",
      name: "이전",
      phone: `010-1234-${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`,
      privacy_consent: 1,
      marketing_consent: 0,
      consent_version: "2026-11-22",
      consented_at: "2026-11-20T00:00:00.000Z",
      status,
      dedupe_key: randomUUID(),
    })
    .execute();
  return id;
}
