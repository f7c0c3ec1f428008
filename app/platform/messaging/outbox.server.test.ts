import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TestDatabase, testDatabases } from "#app/db/test-databases.ts";
import { claimDue, keepFirst, markFailed, markSent, nextAttemptAt, type OutboxColumns } from "./outbox.server.ts";

// A table of no feature: the outbox needs only its columns.
type Scratch = {
  scratch_outbox: OutboxColumns & { done_at: string | null; first_unknown_at: string | null };
};

const t0 = new Date("2026-11-26T01:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

test("the next attempt: exponential, capped, jittered; none after the last attempt or a permanent failure", () => {
  const policy = { maxAttempts: 4, baseDelayMs: 1000, maxDelayMs: 5000, random: () => 1 };
  const now = () => t0;
  expect(nextAttemptAt(1, policy, { now })).toEqual(at(1000));
  expect(nextAttemptAt(3, policy, { now })).toEqual(at(4000));
  expect(nextAttemptAt(3, { ...policy, maxDelayMs: 3000, random: () => 0 }, { now })).toEqual(at(1500));
  expect(nextAttemptAt(4, policy, { now })).toBeNull();
  expect(nextAttemptAt(1, policy, { now, permanent: true })).toBeNull();
});

describe.each(testDatabases())("generic outbox on %s", (_name, open) => {
  let database: TestDatabase;
  let db: Kysely<Scratch>;

  beforeEach(async () => {
    database = await open();
    db = database.db as unknown as Kysely<Scratch>;
    await db.schema
      .createTable("scratch_outbox")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("status", "text", (column) => column.notNull())
      .addColumn("attempts", "integer", (column) => column.notNull())
      .addColumn("next_attempt_at", "text", (column) => column.notNull())
      .addColumn("locked_until", "text")
      .addColumn("last_error", "text")
      .addColumn("updated_at", "text", (column) => column.notNull())
      .addColumn("done_at", "text")
      .addColumn("first_unknown_at", "text")
      .execute();
    const row = { status: "pending", attempts: 0, locked_until: null, last_error: null, updated_at: t0.toISOString() };
    await db
      .insertInto("scratch_outbox")
      .values([
        { ...row, id: "a", next_attempt_at: at(-2000).toISOString() },
        { ...row, id: "b", next_attempt_at: at(-1000).toISOString() },
        { ...row, id: "later", next_attempt_at: at(60_000).toISOString() },
        { ...row, id: "gone", status: "dead", next_attempt_at: at(-3000).toISOString() },
      ])
      .execute();
  });
  afterEach(() => database.cleanup());

  const read = (id: string) =>
    db.selectFrom("scratch_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const claim = (now: Date) =>
    claimDue(db, "scratch_outbox", { now, limit: 10, leaseMs: 30_000 }, async (id) => (id === "b" ? undefined : id));

  test("two claims at once hold each due row once, oldest first; a held row is due again after its lease", async () => {
    const [first, second] = await Promise.all([claim(t0), claim(t0)]);
    expect([...first, ...second]).toEqual(["a"]); // "b" is claimed but its loader skips it
    expect((await read("b")).locked_until).toBe(at(30_000).toISOString());
    expect(await claim(at(29_999))).toEqual([]);
    expect(await claim(at(30_001))).toEqual(["a"]);
  });

  test("sent, failed with a retry, dead: attempts counted, lease let go, the caller's columns set", async () => {
    await claim(t0);
    await markSent(db, "scratch_outbox", "a", { status: "done", now: at(1), set: { done_at: at(1).toISOString() } });
    expect(await read("a")).toMatchObject({
      status: "done",
      attempts: 1,
      locked_until: null,
      done_at: at(1).toISOString(),
    });

    const unknown = (iso: string) => ({ first_unknown_at: keepFirst("first_unknown_at", iso) });
    await markFailed(db, "scratch_outbox", "b", {
      error: "x".repeat(600),
      retryAt: at(5000),
      now: at(2),
      set: unknown(at(2).toISOString()),
    });
    expect(await read("b")).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "x".repeat(500),
      locked_until: null,
      next_attempt_at: at(5000).toISOString(),
      first_unknown_at: at(2).toISOString(),
    });
    await markFailed(db, "scratch_outbox", "b", {
      error: "again",
      retryAt: null,
      now: at(3),
      set: unknown(at(3).toISOString()),
    });
    expect(await read("b")).toMatchObject({ status: "dead", attempts: 2, first_unknown_at: at(2).toISOString() });
    expect(await claim(at(10_000))).toEqual([]);
  });
});
