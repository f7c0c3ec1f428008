import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { SITE_TABLES, scopeOf, siteScoped } from "./scope.server.ts";

describe.each(testDatabases())("a handle scoped to a complex on %s", (_name, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.cleanup();
  });

  const slotsOf = (siteId: string | null) =>
    (siteId ? siteScoped(database.db, siteId) : database.db)
      .selectFrom("booking_slots")
      .select(["slot_start", "booked"])
      .orderBy("slot_start")
      .execute();

  test("reads, changes and deletes only its complex's rows and writes its id into every row, whatever the query says", async () => {
    const a = siteScoped(database.db, "a");
    const b = siteScoped(database.db, "b");
    await a.insertInto("booking_slots").values({ slot_start: "S1", booked: 1, capacity: null }).execute();
    // A row claiming another complex is written as the handle's.
    await b.insertInto("booking_slots").values({ site_id: "a", slot_start: "S1", booked: 2, capacity: null }).execute();
    await b
      .insertInto("booking_slots")
      .values([
        { slot_start: "S2", booked: 3, capacity: 5 },
        { slot_start: "S3", booked: 4, capacity: null },
      ])
      .execute();
    const all = await database.db
      .selectFrom("booking_slots")
      .select(["site_id", "slot_start"])
      .orderBy("site_id")
      .orderBy("slot_start")
      .execute();
    expect(all).toEqual([
      { site_id: "a", slot_start: "S1" },
      { site_id: "b", slot_start: "S1" },
      { site_id: "b", slot_start: "S2" },
      { site_id: "b", slot_start: "S3" },
    ]);
    expect(await slotsOf("a")).toEqual([{ slot_start: "S1", booked: 1 }]);
    // An alias, a subquery and a join are scoped as well.
    expect(
      await a.selectFrom("booking_slots as s").select("s.booked").where("s.slot_start", "=", "S1").execute(),
    ).toEqual([{ booked: 1 }]);
    await database.db
      .insertInto("sites")
      .values({ id: "a", name: "가", builder: "", status: "live", created_at: "2026-12-08", updated_at: "2026-12-08" })
      .execute();
    const counted = await a
      .selectFrom("sites")
      .select((eb) => eb.selectFrom("booking_slots").select(eb.fn.countAll().as("n")).as("slots"))
      .executeTakeFirstOrThrow();
    expect(Number(counted.slots)).toBe(1);
    const joined = await b
      .selectFrom("booking_slots as s")
      .leftJoin("booking_slots as t", "t.slot_start", "s.slot_start")
      .select(["s.slot_start", "t.booked"])
      .orderBy("s.slot_start")
      .execute();
    expect(joined.map((row) => [row.slot_start, Number(row.booked)])).toEqual([
      ["S1", 2],
      ["S2", 3],
      ["S3", 4],
    ]);
    await a.updateTable("booking_slots").set({ booked: 9 }).where("slot_start", "=", "S1").execute();
    expect(await slotsOf("b")).toEqual([
      { slot_start: "S1", booked: 2 },
      { slot_start: "S2", booked: 3 },
      { slot_start: "S3", booked: 4 },
    ]);
    const deleted = await a.deleteFrom("booking_slots").executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBe(1);
    expect((await slotsOf(null)).map((row) => row.slot_start)).toEqual(["S1", "S2", "S3"]);
  });

  test("a transaction keeps its handle's complex; a scoped handle is never re-scoped nor moves a row", async () => {
    const a = siteScoped(database.db, "a");
    await siteScoped(database.db, "b")
      .insertInto("booking_slots")
      .values({ slot_start: "S1", capacity: null })
      .execute();
    await a.transaction().execute(async (trx) => {
      expect(scopeOf(trx)).toBe("a");
      await trx.insertInto("booking_slots").values({ slot_start: "S1", capacity: 3 }).execute();
      expect(await trx.selectFrom("booking_slots").select("capacity").execute()).toEqual([{ capacity: 3 }]);
    });
    expect(scopeOf(database.db)).toBeNull();
    expect(siteScoped(a, "a")).toBe(a);
    expect(() => siteScoped(a, "b")).toThrow(/cannot be scoped to another/);
    await expect(
      a
        .updateTable("booking_slots")
        .set({ site_id: "b" } as never)
        .execute(),
    ).rejects.toThrow(/update of site_id/);
    expect(SITE_TABLES).toContain("bookings");
  });
});
